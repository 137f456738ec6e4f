// The member's saved children, which the size advisor offers on product pages: the list with
// today's ages (GET /api/v1/customer/children), a child added (POST) or changed (PUT), and one
// deleted (DELETE). A refusal names the fields to flag (NAME, BIRTH_MONTH, HEIGHT_CM, WEIGHT_KG).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { refusedFields, type FieldRefusal } from '../../../../components/form/refused-fields';
import { apiCall, apiReply, type ApiReply } from '../../../../lib/api';
import type { components } from '../../../../lib/api-schema';
import { callResultOf, isSuccess, messageOf } from '../../api/customer-call';
import { myDataQueryOptions } from '../../privacy/api/my-data';

const LIST_PATH = '/api/v1/customer/children';
const CHILD_PATH = '/api/v1/customer/children/{id}';

/** A saved child as the account shows it; AGE_MONTHS is today's age. */
export type Child = components['schemas']['ChildView'];
/** A child as the save calls take it. */
export type ChildFields = components['schemas']['ChildForm'];

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'children'],
    queryFn: async ({ signal }) => (await apiCall('get', LIST_PATH, { signal })).CHILDREN,
  });

/** The member's children; `enabled` false for a visitor, who has none to ask for. */
export function useChildren(enabled = true) {
  return useQuery({ ...childrenQueryOptions(), enabled });
}

/** What a save or a delete came to: the server's message, and on a refusal the fields it names. */
export type ChildOutcome = { ok: true; message: string } | { ok: false; message: string; fields: FieldRefusal[] };

function outcomeOf(reply: ApiReply, fallback: string): ChildOutcome {
  const result = callResultOf(reply);
  const message = messageOf(result.body, fallback);
  return isSuccess(result) ? { ok: true, message } : { ok: false, message, fields: refusedFields(reply.body) };
}

/** Adds a child (`id` null) or changes a saved one. */
export async function saveChild(id: number | null, fields: ChildFields, fallback: string): Promise<ChildOutcome> {
  const reply =
    id === null
      ? await apiReply('post', LIST_PATH, { json: fields })
      : await apiReply('put', CHILD_PATH, { params: { id }, json: fields });
  return outcomeOf(reply, fallback);
}

export async function deleteChild(id: number, fallback: string): Promise<ChildOutcome> {
  return outcomeOf(await apiReply('delete', CHILD_PATH, { params: { id } }), fallback);
}

/** After a change: the list, and "Verilerim", which shows the children too. */
export async function refreshChildren(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: myDataQueryOptions().queryKey }),
  ]);
}
