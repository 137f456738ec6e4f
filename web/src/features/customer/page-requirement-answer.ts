// Reads the answer of GET block/get-page-requirement into what it states (page-requirement.ts):
// defensively, as a part it cannot read is left to the form's built-in rules. Loaded with the
// call, not with the form.
import type { PageRequirement, RequirementPage, StatedField } from './page-requirement';
import { isPlainObject } from '../../lib/plain-object';

/** 1/0 (or true/false) as a flag; anything else is not stated. */
function flag(value: unknown): boolean | undefined {
  if (value === 1 || value === true || value === '1') return true;
  if (value === 0 || value === false || value === '0') return false;
  return undefined;
}

/** A positive whole length; 0 (no limit stated) and anything else are not stated. */
function length(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

function statedField(raw: Record<string, unknown>): StatedField {
  const stated: StatedField = {};
  const required = flag(raw.required);
  const minLength = length(raw.minLength);
  const maxLength = length(raw.maxLength);
  if (required !== undefined) stated.required = required;
  if (minLength !== undefined) stated.minLength = minLength;
  if (maxLength !== undefined) stated.maxLength = maxLength;
  return stated;
}

/**
 * The requirement of `page` in an answer (`{status: 1, data: [{page, captcha, fields: [...]}]}`),
 * or null when the answer is a refusal or names another page. Unreadable parts are left out.
 */
export function readPageRequirement(answer: unknown, page: RequirementPage): PageRequirement | null {
  if (!isPlainObject(answer) || flag(answer.status) === false || !Array.isArray(answer.data)) return null;
  const item: unknown = answer.data.find((entry) => isPlainObject(entry) && (entry.page === undefined || entry.page === page));
  if (!isPlainObject(item)) return null;
  const fields: Partial<Record<string, StatedField>> = {};
  for (const raw of Array.isArray(item.fields) ? (item.fields as unknown[]) : []) {
    if (!isPlainObject(raw) || typeof raw.name !== 'string' || raw.name === '') continue;
    fields[raw.name] = statedField(raw);
  }
  const requirement: PageRequirement = { page, fields };
  const captcha = flag(item.captcha);
  if (captcha !== undefined) requirement.captcha = captcha;
  return requirement;
}
