// The member's (or guest's) address book (spec section 7): list, save (add without `id`, edit
// with it) and delete. A refused save answers 422 with each field's key and Turkish message in
// `data[]`; an address that is not the shopper's answers 404.
import { queryOptions } from '@tanstack/react-query';
import { apiCall, type FormOf } from '../../../lib/api';
import type { Address, AddressForm, FieldRefusal } from '../types';
import { request, type Answer } from './request';

const SAVE_PATH = '/srv/service/customer/address/save';

export const ADDRESS_LIST_KEY = ['address-book'] as const;

/** Spec section 8's generic error, for refusals without a message of their own. */
const GENERIC_ERROR = 'Bir hata oluştu';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields a refusal names (data[].key with statusText or message) and its overall message. */
export function refusalOf(answer: Answer): { fields: FieldRefusal[]; message: string } {
  const body = (answer.body ?? {}) as { data?: unknown; message?: unknown; statusText?: unknown; error?: unknown };
  const fields: FieldRefusal[] = [];
  if (Array.isArray(body.data)) {
    for (const item of body.data as unknown[]) {
      if (item === null || typeof item !== 'object') continue;
      const { key, statusText, message } = item as { key?: unknown; statusText?: unknown; message?: unknown };
      const said = text(statusText) || text(message);
      if (typeof key === 'string' && key !== '' && said !== '') fields.push({ key, message: said });
    }
  }
  const envelope = (body.error ?? {}) as { message?: unknown };
  const message = text(body.message) || text(body.statusText) || text(envelope.message) || GENERIC_ERROR;
  return { fields, message };
}

export class AddressCallError extends Error {
  readonly status: number;
  readonly fields: FieldRefusal[];

  constructor(answer: Answer) {
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

function refused(answer: Answer): boolean {
  return !answer.ok || (answer.body as { status?: unknown } | null)?.status === 0;
}

/** Saves an address (the list is read again afterwards); a refusal throws AddressCallError. */
export async function saveAddress(form: AddressForm): Promise<void> {
  const answer = await request('post', SAVE_PATH, { form: saveFields(form) });
  if (refused(answer)) throw new AddressCallError(answer);
}

export async function deleteAddress(id: number): Promise<void> {
  const answer = await request('post', '/srv/service/customer/address/delete/{id}', { params: { id } });
  if (refused(answer)) throw new AddressCallError(answer);
}
