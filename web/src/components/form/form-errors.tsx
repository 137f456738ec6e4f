// How the shopper forms show what went wrong: the errors' timing (spec section 5) and a form's own
// failure. The fields a server refusal names are read by refused-fields.ts.

/**
 * Errors are checked again on each submit, and nothing is focused when one fails: an error clears
 * when its field gets focus, so focusing the first one would hide it.
 */
export const SUBMIT_VALIDATION = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/** A form's own failure, not a field's (the server's message, or why the form could not be sent). */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="member-alert member-alert--danger" role="alert">
      {text}
    </p>
  );
}
