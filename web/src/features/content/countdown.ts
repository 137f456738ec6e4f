// What the countdown banner shows at a moment: the time left, or that the date has passed.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `targetMs`, or null once it has passed (no future date exists). */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft | null {
  const diff = Math.floor((targetMs - nowMs) / 1000);
  if (!Number.isFinite(diff) || diff <= 0) return null;
  return {
    days: Math.floor(diff / 86400),
    hours: Math.floor((diff % 86400) / 3600),
    minutes: Math.floor((diff % 3600) / 60),
    seconds: diff % 60,
  };
}
