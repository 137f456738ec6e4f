// The checkout's steps in order and their addresses (the same Turkish slugs under every
// language's prefix): the cart links to the first, the checkout (steps.ts there) to every one.
import { localizedPath } from './paths';

export const CHECKOUT_STEPS = ['signin', 'address', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const STEP_SLUGS: Record<CheckoutStep, string> = {
  signin: 'siparis/giris',
  address: 'siparis/adres',
  shipping: 'siparis/kargo',
  payment: 'siparis/odeme',
};

export function stepPath(step: CheckoutStep): string {
  return localizedPath(STEP_SLUGS[step]);
}

/** Where "Sepeti onayla" leads: members skip the way in. */
export function checkoutEntryPath(member: boolean): string {
  return stepPath(member ? 'address' : 'signin');
}
