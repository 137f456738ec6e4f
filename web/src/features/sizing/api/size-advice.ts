// The size advisor's call (POST /srv/service/product/size-advice): the child's age, height and
// weight, or a saved child of the member, against the product's size table. The answer is the
// size with why, and the table with that row marked; a refusal names the fields to flag.
import { refusedFields, type FieldRefusal } from '../../../components/form/refused-fields';
import { apiReply, errorFrom } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

const PATH = '/srv/service/product/size-advice';

export type SizeAdviceForm = components['schemas']['SizeAdviceForm'];
/** The advisor's answer: SIZE_ID is a value of the product's size list, 0 when it has none that fits. */
export type SizeAdvice = components['schemas']['SizeAdvice'];
export type SizeChartRow = components['schemas']['SizeChartRow'];

export type AdviceOutcome = { kind: 'advice'; advice: SizeAdvice } | { kind: 'refused'; message: string; fields: FieldRefusal[] };

function isAdvice(body: unknown): body is SizeAdvice {
  return body !== null && typeof body === 'object' && 'ROWS' in body && Array.isArray(body.ROWS) && 'SIZE_ID' in body;
}

export async function askSizeAdvice(form: SizeAdviceForm): Promise<AdviceOutcome> {
  const reply = await apiReply('post', PATH, { json: form });
  if (reply.ok && isAdvice(reply.body)) return { kind: 'advice', advice: reply.body };
  return { kind: 'refused', message: errorFrom(reply.body, reply.status).message, fields: refusedFields(reply.body) };
}
