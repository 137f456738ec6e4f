// Matching what a shopper types against region and tax-office names. Turkish case folding first
// (İ -> i, I -> ı, so 'KADIK' finds 'Kadıköy'), then a second form without diacritics so a shopper
// without a Turkish keyboard ('kadikoy', 'ISTANBUL') finds the same; Arabic letter variants too.

const LOOSE: Record<string, string> = {
  ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u',
  أ: 'ا', إ: 'ا', آ: 'ا', ى: 'ي', ة: 'ه',
};

/** Lower case by the Turkish rules: 'İSTANBUL' -> 'istanbul', 'IĞDIR' -> 'ığdır'. */
export function foldTurkish(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('tr').trim().replace(/\s+/g, ' ');
}

/** The Turkish-folded text without diacritics: 'Kadıköy' -> 'kadikoy'. */
export function foldLoose(text: string): string {
  return Array.from(foldTurkish(text), (ch) => LOOSE[ch] ?? ch).join('');
}

/** Whether `title` holds `query`, by either fold; an empty query matches everything. */
export function matchesQuery(title: string, query: string): boolean {
  const folded = foldTurkish(query);
  if (folded === '') return true;
  return foldTurkish(title).includes(folded) || foldLoose(title).includes(foldLoose(query));
}

/** The items whose title holds the query, those starting with it first, each group in list order. */
export function searchByTitle<T>(items: readonly T[], query: string, titleOf: (item: T) => string): T[] {
  if (foldTurkish(query) === '') return [...items];
  const loose = foldLoose(query);
  const starting: T[] = [];
  const inside: T[] = [];
  for (const item of items) {
    const title = titleOf(item);
    if (!matchesQuery(title, query)) continue;
    if (foldLoose(title).startsWith(loose)) starting.push(item);
    else inside.push(item);
  }
  return [...starting, ...inside];
}
