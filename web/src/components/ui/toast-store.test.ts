import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, dismissToast, getToasts, showToast, subscribeToasts } from './toast-store';

describe('toast store', () => {
  it('keeps toasts 6000 ms by default, as info', () => {
    const id = showToast('Ürün favorilerinize eklendi');
    expect(DEFAULT_TOAST_DURATION_MS).toBe(6000);
    expect(getToasts().find((toast) => toast.id === id)).toMatchObject({ variant: 'info', duration: 6000 });
    dismissToast(id);
  });

  it('takes a variant and a custom duration, and notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => {
      calls += 1;
    });
    const id = showToast('Seçili ürün bulunmamaktadır', { variant: 'danger', duration: 1800 });
    expect(getToasts().at(-1)).toMatchObject({ id, variant: 'danger', duration: 1800 });
    dismissToast(id);
    expect(getToasts().some((toast) => toast.id === id)).toBe(false);
    expect(calls).toBe(2);
    unsubscribe();
  });
});
