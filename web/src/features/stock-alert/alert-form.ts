// The guest's alert form as the dialog holds it, its rules, and the call's body: a member sends
// the variant alone (the alert goes to the account's address), a guest the address and the tick.
import * as z from 'zod/mini';
import { mustBeTicked, requiredEmail } from '../customer';
import type { AlertForm } from './api/ask-stock-alert';

export interface GuestValues {
  email: string;
  kvkk: boolean;
}

export const EMPTY_GUEST: GuestValues = { email: '', kvkk: false };

/** The guest's fields: a well-formed address and the notice ticked (the server checks again). */
export const guestSchema = z.object({ email: requiredEmail, kvkk: mustBeTicked });

/** The form field a refusal's key names; VARIANT_ID (in stock again) is the form's own. */
export const GUEST_FIELD_OF: Readonly<Record<string, keyof GuestValues>> = { EMAIL: 'email', KVKK: 'kvkk' };

/** The call's body: the variant, with a guest's address and tick. */
export function alertForm(variantId: number, guest: GuestValues | null): AlertForm {
  return guest ? { VARIANT_ID: variantId, EMAIL: guest.email.trim(), KVKK: guest.kvkk } : { VARIANT_ID: variantId };
}
