// The props that tie a form's input to react-hook-form and to its error, alike in every shopper
// form: registered under its id, marked invalid while it has an error (described by the error shown
// under it), the error cleared when the input gets focus (spec section 5), the value masked as typed.
import type { ChangeEvent } from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Props that tie an input to the error shown under it (`${id}-error`). */
export function invalidProps(id: string, error: FieldError | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** What the field props use of a form. */
export type FieldForm<V extends FieldValues> = Pick<UseFormReturn<V>, 'register' | 'clearErrors' | 'getFieldState' | 'formState'>;

/** The props of the input `id` of field `name`; `mask` rewrites what is typed before the form reads it. */
export function fieldProps<V extends FieldValues>(
  form: FieldForm<V>,
  name: FieldPath<V>,
  id: string,
  mask?: (value: string) => string,
) {
  const registered = form.register(name);
  return {
    ...registered,
    id,
    ...invalidProps(id, form.getFieldState(name, form.formState).error),
    onFocus: () => {
      form.clearErrors(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (mask) event.target.value = mask(event.target.value);
      return registered.onChange(event);
    },
  };
}
