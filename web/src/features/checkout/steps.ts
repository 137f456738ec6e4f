// Where each checkout step sends a shopper: the step of the page's data, the back link, the
// redirects of members and of shoppers who miss a step. The steps and their addresses are in
// lib/checkout-path.ts, where the cart reaches them too.
import { CHECKOUT_STEPS, type CheckoutStep } from '../../lib/checkout-path';
import { isOneOf } from '../../lib/one-of';

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return isOneOf(CHECKOUT_STEPS, value);
}

/** The step of the page's data; an unknown one is the way in. */
export function stepOf(value: unknown): CheckoutStep {
  return isCheckoutStep(value) ? value : 'signin';
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
