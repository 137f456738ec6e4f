// A form's first check (a field left, the form sent) comes after its first render, so the rules
// and zod (about 6 KB gzipped) are fetched after the page is shown: a form asks for them when it
// mounts (useFormRules), and a check waits for them only if they are still on the way.
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormResolvers } from './form-resolvers';

let loading: Promise<FormResolvers> | null = null;

function loadFormRules(): Promise<FormResolvers> {
  loading ??= import('./form-resolvers').then((module) => module.formResolvers);
  return loading;
}

/** A resolver that checks with the one `pick` chooses from the member forms' resolvers. */
export function lazyResolver<T extends FieldValues>(pick: (resolvers: FormResolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await loadFormRules())(values, context, options);
}

/** Called by every member form: starts fetching the rules once the form is on the screen. */
export function useFormRules(): void {
  useEffect(() => {
    void loadFormRules();
  }, []);
}
