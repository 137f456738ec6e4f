// The rules of returning a delivered order within the 14 days, without React: the pieces chosen
// per line and the size an exchange gives instead, the fields the return call takes, what the
// browser checks of the photos before sending them, whether an IBAN is asked, and where a return
// stands on its way (requested, the parcel received, approved or rejected).
import type { ReturnableLine, ReturnReason, ReturnStatus, ReturnWindow } from './types';

/** At most this many photos go with a return, each a JPEG, PNG or WebP of at most 5 MB. */
export const MAX_RETURN_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** What the photo input accepts (the same types). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The shopper's words: needed with `other` (3 characters at least), never over 500. */
export const REASON_TEXT_MIN = 3;
export const REASON_TEXT_MAX = 500;

/** The reasons in the order the form lists them, when the server names none. */
export const RETURN_REASONS: readonly ReturnReason[] = ['wrong_size', 'changed_mind', 'defective', 'wrong_item', 'other'];

/** The reasons a photo of the piece helps with (the form offers the photo input for them). */
export function photosHelp(reason: ReturnReason | ''): boolean {
  return reason === 'defective' || reason === 'wrong_item';
}

/** A line's choice: how many pieces go back and, for an exchange, the variant of the other size. */
export interface LineChoice {
  count: number;
  /** The variant given instead; null for money back. */
  exchangeTo: number | null;
}

export type ReturnChoices = ReadonlyMap<number, LineChoice>;

/** The lines that still have pieces to send back. */
export function returnableLines(lines: readonly ReturnableLine[]): ReturnableLine[] {
  return lines.filter((line) => line.returnable > 0);
}

/** The chosen lines with at least one piece, in the order they were listed. */
export function chosenLines(choices: ReturnChoices): [number, LineChoice][] {
  return [...choices].filter(([, choice]) => choice.count > 0);
}

/** The `lines` field: `lineId:quantity` pairs, comma-separated (`12:1,13:2`). */
export function linesField(choices: ReturnChoices): string {
  return chosenLines(choices)
    .map(([lineId, choice]) => `${String(lineId)}:${String(choice.count)}`)
    .join(',');
}

/** The `exchange` field: `lineId:variantId` for each chosen line exchanged for another size. */
export function exchangeField(choices: ReturnChoices): string {
  return chosenLines(choices)
    .filter(([, choice]) => choice.exchangeTo !== null)
    .map(([lineId, choice]) => `${String(lineId)}:${String(choice.exchangeTo)}`)
    .join(',');
}

/** Pieces going back for money (not exchanged). */
export function refundedPieces(choices: ReturnChoices): number {
  return chosenLines(choices).reduce((sum, [, choice]) => sum + (choice.exchangeTo === null ? choice.count : 0), 0);
}

/** Pieces going back for another size. */
export function exchangedPieces(choices: ReturnChoices): number {
  return chosenLines(choices).reduce((sum, [, choice]) => sum + (choice.exchangeTo === null ? 0 : choice.count), 0);
}

/** The IBAN and its holder are asked when the order was not paid by card and money goes back. */
export function asksForIban(needsIban: boolean, choices: ReturnChoices): boolean {
  return needsIban && refundedPieces(choices) > 0;
}

/** The sizes an exchange of `count` pieces may give: those with that many in stock. */
export function sizesFor(line: ReturnableLine, count: number): ReturnableLine['other_sizes'] {
  return line.other_sizes.filter((size) => size.stock >= Math.max(1, count));
}

/** A line's choice after its count changed: an exchange whose size no longer has the pieces falls back to money. */
export function withCount(line: ReturnableLine, choice: LineChoice | undefined, count: number): LineChoice {
  const exchangeTo = choice?.exchangeTo ?? null;
  const stillThere = exchangeTo !== null && sizesFor(line, count).some((size) => size.variant_id === exchangeTo);
  return { count: Math.max(0, Math.min(count, line.returnable)), exchangeTo: stillThere ? exchangeTo : null };
}

export type PhotoProblem = 'tooMany' | 'type' | 'size';

/** What is wrong with a photo (its type or size), null when it may go. */
export function photoProblem(file: { type: string; size: number }): Exclude<PhotoProblem, 'tooMany'> | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/**
 * The photos kept after the shopper picked `added` beside `kept`: the acceptable ones up to the
 * limit, and the problems of the others (each named by its file), in the order they were picked.
 */
export function addPhotos<F extends { name: string; type: string; size: number }>(
  kept: readonly F[],
  added: readonly F[],
): { photos: F[]; refused: { name: string; problem: PhotoProblem }[] } {
  const photos = [...kept];
  const refused: { name: string; problem: PhotoProblem }[] = [];
  for (const file of added) {
    const problem = photoProblem(file);
    if (problem) refused.push({ name: file.name, problem });
    else if (photos.length >= MAX_RETURN_PHOTOS) refused.push({ name: file.name, problem: 'tooMany' });
    else photos.push(file);
  }
  return { photos, refused };
}

export type ReturnProblem = 'pickLines' | 'reason' | 'reasonText' | 'reasonTextLong' | 'exchangeSize';

/** What the form lacks before it is sent: the first problem per part, none when it may go. */
export function returnProblems(
  choices: ReturnChoices,
  reason: ReturnReason | '',
  reasonText: string,
): { lines?: ReturnProblem; reason?: ReturnProblem; reasonText?: ReturnProblem } {
  const problems: { lines?: ReturnProblem; reason?: ReturnProblem; reasonText?: ReturnProblem } = {};
  if (chosenLines(choices).length === 0) problems.lines = 'pickLines';
  if (reason === '') problems.reason = 'reason';
  const words = reasonText.trim();
  if (words.length > REASON_TEXT_MAX) problems.reasonText = 'reasonTextLong';
  else if (reason === 'other' && words.length < REASON_TEXT_MIN) problems.reasonText = 'reasonText';
  return problems;
}

/** A return's way: the request, the parcel at the shop, then approved or rejected. `here` marks
 * where it stands now (done when it ended well, rejected when not). */
export type ReturnStepState = 'done' | 'current' | 'todo' | 'rejected';

export interface ReturnStep {
  key: 'requested' | 'received' | 'approved' | 'rejected';
  state: ReturnStepState;
  here: boolean;
}

export function returnSteps(status: ReturnStatus): ReturnStep[] {
  const last: ReturnStep['key'] = status === 'rejected' ? 'rejected' : 'approved';
  const reached = { requested: 0, received: 1, approved: 2, rejected: 2 }[status];
  return (['requested', 'received', last] as const).map((key, index) => {
    let state: ReturnStepState = 'todo';
    if (index < reached) state = 'done';
    else if (index === reached) state = status === 'rejected' ? 'rejected' : status === 'approved' ? 'done' : 'current';
    return { key, state, here: index === reached };
  });
}

/** Why the page says the order can no longer be returned: only once it was delivered (or returned). */
export function closedReason(returnWindow: ReturnWindow, status: string): 'deadline_passed' | 'all_returned' | null {
  if (returnWindow.open || (status !== 'delivered' && status !== 'returned')) return null;
  if (returnWindow.closed === 'deadline_passed' || returnWindow.closed === 'all_returned') return returnWindow.closed;
  return null;
}
