// The form element of the shopper forms, styled as a member form, checked by its own rules rather
// than the browser's (spec section 5) and sent through react-hook-form once they pass (after any
// field still being taken over, field-holds.ts); and the buttons under such a form.
import { useRef, type ComponentProps } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { formHold } from './field-holds';

type MemberFormProps<V extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  form: Pick<UseFormReturn<V>, 'handleSubmit'>;
  /** Called with the values once the rules pass. */
  onValid: SubmitHandler<V>;
  /** Called when a rule fails. */
  onInvalid?: SubmitErrorHandler<V>;
};

/** A `member-form` (with `className` added) that sends its values to `onValid`. */
export function MemberForm<V extends FieldValues>({ form, onValid, onInvalid, className, ...rest }: MemberFormProps<V>) {
  // Whether a sending waits for a field: a second one meanwhile is the same sending.
  const holding = useRef(false);
  return (
    <form
      {...rest}
      className={className ? `member-form ${className}` : 'member-form'}
      noValidate
      onSubmit={(event) => {
        const send = form.handleSubmit(onValid, onInvalid);
        const hold = formHold(event.currentTarget);
        if (!hold) {
          void send(event);
          return;
        }
        event.preventDefault();
        if (holding.current) return;
        holding.current = true;
        void hold.then(() => {
          holding.current = false;
          return send();
        });
      }}
    />
  );
}

/** The form's main button, under its fields. */
export function SubmitButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return <button {...props} type="submit" className="button button--primary member-form__submit" />;
}

/** The buttons under a form that opened in place: its submit, then one that closes it. */
export function SubmitOrCancel({
  className,
  submit,
  cancel,
  busy,
  onCancel,
}: {
  className: string;
  submit: string;
  cancel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
