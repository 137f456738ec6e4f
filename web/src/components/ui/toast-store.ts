// Toasts can be raised from anywhere (API callbacks, event handlers), so they live in a tiny store
// outside React; the Toaster renders whatever is in it.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'danger' | 'info';

/** Spec section 9: toasts stay 6000 ms unless the caller asks for another duration. */
export const DEFAULT_TOAST_DURATION_MS = 6000;

/** A link shown under the message, e.g. to the cart or to the product that failed. */
export interface ToastLink {
  href: string;
  label: string;
}

export interface ToastMessage {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
  link?: ToastLink;
}

export interface ToastOptions {
  variant?: ToastVariant;
  duration?: number;
  link?: ToastLink;
}

type Listener = () => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  emit([
    ...toasts,
    {
      id,
      message,
      variant: options.variant ?? 'info',
      duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
      ...(options.link ? { link: options.link } : {}),
    },
  ]);
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
