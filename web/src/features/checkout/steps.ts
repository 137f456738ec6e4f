// The checkout's steps in order, their addresses (the same Turkish slugs under every language's
// prefix) and where each step sends a shopper back to.
import { localizedPath } from '../../lib/paths';

export const CHECKOUT_STEPS = ['signin', 'address', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_SLUGS: Record<CheckoutStep, string> = {
  signin: 'siparis/giris',
  address: 'siparis/adres',
  shipping: 'siparis/kargo',
  payment: 'siparis/odeme',
};

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** The step of the page's data; an unknown one is the way in. */
export function stepOf(value: unknown): CheckoutStep {
  return isCheckoutStep(value) ? value : 'signin';
}

export function stepPath(step: CheckoutStep): string {
  return localizedPath(STEP_SLUGS[step]);
}

/** The first step of a shopper: members skip the way in. */
export function firstStep(member: boolean): CheckoutStep {
  return member ? 'address' : 'signin';
}

/** Where "Sepeti onayla" leads. */
export function checkoutEntryPath(member: boolean): string {
  return stepPath(firstStep(member));
}

/** The step before this one, for the back link; null on the first (the cart comes before it). */
export function previousStep(step: CheckoutStep, member: boolean): CheckoutStep | null {
  const index = CHECKOUT_STEPS.indexOf(step);
  const previous = CHECKOUT_STEPS[index - 1];
  if (previous === undefined) return null;
  if (previous === 'signin' && member) return null;
  return previous;
}

/** A member on the way in goes on to the address step. */
export function redirectFor(step: CheckoutStep, member: boolean): CheckoutStep | null {
  return step === 'signin' && member ? 'address' : null;
}

/** Where each step stands against the one on screen, for the step indicator. */
export function stepState(step: CheckoutStep, current: CheckoutStep): 'done' | 'current' | 'todo' {
  const a = CHECKOUT_STEPS.indexOf(step);
  const b = CHECKOUT_STEPS.indexOf(current);
  return a < b ? 'done' : a === b ? 'current' : 'todo';
}

/** What the guard reads of the summary. */
export interface StepFacts {
  member: boolean;
  contact: object | null;
  delivery_address: object | null;
}

/**
 * A step the shopper cannot be on yet sends them to the one they miss: a guest without a contact
 * to the way in, a shopper without a delivery address to the address step.
 */
export function guardStep(step: CheckoutStep, facts: StepFacts): CheckoutStep | null {
  if (step === 'signin') return null;
  if (!facts.member && facts.contact === null) return 'signin';
  if ((step === 'shipping' || step === 'payment') && facts.delivery_address === null) return 'address';
  return null;
}
