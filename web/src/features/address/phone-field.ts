// The address form's phone is the phone widget: its rule reads the pattern length and the
// widget's verdict from the field's input element, and the save call takes its digits.
import { phoneFieldState, phoneInputById, phoneRuleFailure, phoneToSend } from '../phone';

export type PhoneProblem = 'required' | 'phone' | null;

/** The rule of the phone field whose input has this id. */
export function phoneProblemFor(inputId: string): (value: string) => PhoneProblem {
  const input = phoneInputById(inputId);
  return (value) => {
    const failure = phoneRuleFailure(value, phoneFieldState(input()));
    return failure === null ? null : failure === 'required' ? 'required' : 'phone';
  };
}

/** The phone as the save call takes it: digits with the dial code. */
export function phoneForSave(value: string): string {
  return phoneToSend(value);
}
