// Asking for a back-in-stock alert (POST /srv/service/product/stock-alert): a member sends the
// sold-out variant alone and the alert is set; a guest sends an address and the data-protection
// notice's tick and gets a confirmation link by mail. A refusal names the fields to flag (EMAIL,
// KVKK, VARIANT_ID); too many tries answer 429 with the envelope, whose message says when to retry.
import { refusedFields, type FieldRefusal } from '../../../components/form/refused-fields';
import { apiReply, errorFrom } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type AlertForm = components['schemas']['AlertForm'];

export type AlertOutcome = { kind: 'asked'; message: string } | { kind: 'refused'; message: string; fields: FieldRefusal[] };

function answerMessage(body: unknown): string {
  if (body === null || typeof body !== 'object') return '';
  const { message, statusText } = body as { message?: unknown; statusText?: unknown };
  return typeof message === 'string' && message !== '' ? message : typeof statusText === 'string' ? statusText : '';
}

export async function askStockAlert(form: AlertForm): Promise<AlertOutcome> {
  const reply = await apiReply('post', '/srv/service/product/stock-alert', { json: form });
  const said = answerMessage(reply.body);
  if (reply.ok && said !== '') return { kind: 'asked', message: said };
  return { kind: 'refused', message: errorFrom(reply.body, reply.status).message, fields: refusedFields(reply.body) };
}
