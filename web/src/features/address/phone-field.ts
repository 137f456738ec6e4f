// The address form's phone: what to send and the field's rule. A plain phone input (digits with
// the dial code) stands in until the phone widget is used here.

export type PhoneProblem = 'required' | 'phone' | null;

/** Spec section 9: a phone has at least 12 digits (dial code included) unless its pattern says otherwise. */
const PHONE_DIGIT_MINIMUM = 12;

function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

export function phoneProblemOf(value: string): PhoneProblem {
  return digitsOf(value).length < PHONE_DIGIT_MINIMUM ? 'required' : null;
}

/** The phone as the save call takes it: digits with the dial code. */
export function phoneForSave(value: string): string {
  return digitsOf(value);
}
