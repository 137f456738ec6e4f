// Spec section 5: a quantity stays within min (default 1) and max, moves by the step, and rounds
// to the step's decimals.
export interface QuantityRule {
  min: number;
  max: number;
  step: number;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function clampQuantity(value: number, rule: QuantityRule): number {
  const min = rule.min > 0 ? rule.min : 1;
  const step = rule.step > 0 ? rule.step : 1;
  const max = Math.max(min, rule.max);
  if (!Number.isFinite(value)) return min;
  const steps = Math.round((value - min) / step);
  const snapped = Number((min + steps * step).toFixed(decimalsOf(step)));
  return Math.min(max, Math.max(min, snapped));
}
