// A new task of the event loop, so work before and after it is never one long task that keeps
// the shopper's taps waiting. A message to ourselves starts one at once; setTimeout would wait
// 4 ms after a few nested calls.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
const waiting: Array<() => void> = [];

if (channel) {
  channel.port1.onmessage = () => {
    waiting.shift()?.();
  };
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      setTimeout(resolve, 0);
      return;
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
