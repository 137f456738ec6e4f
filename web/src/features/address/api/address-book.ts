// The member's (or guest's) address book (spec section 7): list, save (add without `id`, edit
// with it) and delete. A refused save answers 422 with each field's key and Turkish message in
// `data[]`; an address that is not the shopper's answers 404.
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiReply, GENERIC_ERROR_MESSAGE, isRefusedReply, type ApiReply, type FormOf } from '../../../lib/api';
import { refusedFields, type FieldRefusal } from '../../../components/form/refused-fields';
import type { Address, AddressForm } from '../types';

const SAVE_PATH = '/srv/service/customer/address/save';

export const ADDRESS_LIST_KEY = ['address-book'] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields a refusal names and its overall message (spec section 8's generic one when it has none). */
export function refusalOf(answer: ApiReply): { fields: FieldRefusal[]; message: string } {
  const body = (answer.body ?? {}) as { message?: unknown; statusText?: unknown; error?: unknown };
  const envelope = (body.error ?? {}) as { message?: unknown };
  const message = text(body.message) || text(body.statusText) || text(envelope.message) || GENERIC_ERROR_MESSAGE;
  return { fields: refusedFields(answer.body), message };
}

export class AddressCallError extends Error {
  readonly status: number;
  readonly fields: FieldRefusal[];

  constructor(answer: ApiReply) {
    const { fields, message } = refusalOf(answer);
    super(message);
    this.name = 'AddressCallError';
    this.status = answer.status;
    this.fields = fields;
  }
}

export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await apiCall('get', '/srv/service/customer/address/list', { signal });
  return answer.data;
}

export function addressListQuery() {
  return queryOptions({ queryKey: ADDRESS_LIST_KEY, queryFn: ({ signal }) => fetchAddresses(signal) });
}

/** The save call's form: every field as text, flags as 0/1, `id` only for an edit. */
export function saveFields(form: AddressForm): FormOf<typeof SAVE_PATH, 'post'> {
  return { ...form };
}

/** Saves an address (the list is read again afterwards); a refusal throws AddressCallError. */
export async function saveAddress(form: AddressForm): Promise<void> {
  const answer = await apiReply('post', SAVE_PATH, { form: saveFields(form) });
  if (isRefusedReply(answer)) throw new AddressCallError(answer);
}

export async function deleteAddress(id: number): Promise<void> {
  const answer = await apiReply('post', '/srv/service/customer/address/delete/{id}', { params: { id } });
  if (isRefusedReply(answer)) throw new AddressCallError(answer);
}
