// GET /api/v1/block/get-page-requirement?page=P: which fields of a page's form the server will
// require, their lengths, and whether it will check the security code. Asked once when the form
// is shown and kept like the app's other reads; until it answers, or if it fails, the form keeps
// its built-in rules (page-requirement.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiCall } from '../../../lib/api';
import { formRules, type FormRules, type PageRequirement, type RequirementPage } from '../page-requirement';

export async function fetchPageRequirement(page: RequirementPage, signal?: AbortSignal): Promise<PageRequirement | null> {
  // The reader is fetched while the call is on its way, so the form's first load does not carry it.
  const [answer, { readPageRequirement }] = await Promise.all([
    apiCall('get', '/api/v1/block/get-page-requirement', { query: { page }, signal }),
    import('../page-requirement-answer'),
  ]);
  return readPageRequirement(answer, page);
}

export function pageRequirementQueryOptions(page: RequirementPage) {
  return queryOptions({
    queryKey: ['page-requirement', page],
    queryFn: ({ signal }) => fetchPageRequirement(page, signal),
  });
}

/** The form's rules: its built-in ones, with what the server stated laid over them once it answers. */
export function usePageRules<F extends string>(page: RequirementPage, builtIn: FormRules<F>): FormRules<F> {
  // A failure is not retried: the built-in rules stand, and the server checks the form anyway.
  const { data } = useQuery({ ...pageRequirementQueryOptions(page), retry: false });
  return useMemo(() => formRules(builtIn, data), [builtIn, data]);
}
