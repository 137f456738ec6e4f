// The rules of the live-search box, kept free of React so they can be tested on their own:
// search from 3 characters (spec section 5), 250 ms after the last keystroke (section 9).

export const MIN_QUERY_CHARS = 3;

// Characters as the server counts them (code points); titles hold no emoji.
const codePoints = (text: string): string[] => Array.from(text);
export const DEBOUNCE_MS = 250;

/** The query as searched: trimmed; null while it is too short to search. */
export function searchableQuery(text: string): string | null {
  const query = text.trim();
  return codePoints(query).length >= MIN_QUERY_CHARS ? query : null;
}

/**
 * Calls `run` with the searchable query once typing pauses for `delay` ms; a query too short to
 * search cancels what was pending and reports null at once, so stale results never linger.
 */
export function createLiveSearchScheduler(run: (query: string | null) => void, delay = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: string | null = null;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    input(text: string) {
      cancel();
      const query = searchableQuery(text);
      if (query === null) {
        last = null;
        run(null);
        return;
      }
      if (query === last) return;
      timer = setTimeout(() => {
        timer = undefined;
        last = query;
        run(query);
      }, delay);
    },
    cancel,
    /** Forgets the last query, so typing it again searches again (after the box was cleared). */
    reset() {
      cancel();
      last = null;
    },
  };
}

// One character in, one character out, so positions in the folded text are positions in the title.
const FOLD: Record<string, string> = {
  ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u',
  Ç: 'c', Ğ: 'g', I: 'i', İ: 'i', Ö: 'o', Ş: 's', Ü: 'u', Â: 'a', Î: 'i', Û: 'u',
  أ: 'ا', إ: 'ا', آ: 'ا', ى: 'ي', ة: 'ه',
};

function foldChar(ch: string): string {
  return FOLD[ch] ?? ch.toLocaleLowerCase('tr');
}

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * The title cut into matched and unmatched parts: the start of every word that begins with a
 * word of the query, compared without case and diacritics (so 'gomlek' marks 'Gömlek').
 */
export function highlight(title: string, query: string): Segment[] {
  const chars = codePoints(title);
  const folded = chars.map((c) => (foldChar(c).length === 1 ? foldChar(c) : c.toLowerCase()));
  const words = [...new Set(query.split(/[^\p{L}\p{N}]+/u).filter((w) => codePoints(w).length >= 2))]
    .map((w) => codePoints(w).map(foldChar).join(''))
    .sort((a, b) => b.length - a.length);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (let i = 0; i < chars.length; i++) {
    const startsWord = i === 0 || !/[\p{L}\p{N}]/u.test(chars[i - 1] ?? '');
    if (!startsWord) continue;
    for (const word of words) {
      const length = codePoints(word).length;
      if (folded.slice(i, i + length).join('') === word) {
        marked.fill(true, i, i + length);
        break;
      }
    }
  }
  const segments: Segment[] = [];
  chars.forEach((ch, i) => {
    const match = marked[i] ?? false;
    const previous = segments.at(-1);
    if (previous && previous.match === match) previous.text += ch;
    else segments.push({ text: ch, match });
  });
  return segments;
}
