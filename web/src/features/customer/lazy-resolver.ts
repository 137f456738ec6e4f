// A form's first check (a field left, the form sent) comes after its first render, so the rules
// and zod (about 6 KB gzipped) are fetched after the page is shown: a form asks for them when it
// mounts (useFormRules), and a check waits for them only if they are still on the way.
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { SUBMIT_VALIDATION } from '../../components/form/form-errors';
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

/**
 * A member form: checked by the resolver `pick` chooses (the rules fetched once the form is on the
 * screen), its errors timed as every shopper form's are.
 */
export function useMemberForm<T extends FieldValues>(
  pick: (resolvers: FormResolvers) => Resolver<T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  useFormRules();
  return useForm<T>({ resolver: lazyResolver(pick), defaultValues, ...SUBMIT_VALIDATION });
}
