// Content loaded from an address that content names (spec section 7, "Other"): a tab's data-href
// or a popup's url, optionally through a member of the JSON answer. What comes back is only ever
// shown as a content page or as plain text, never as HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSameSite } from '../../lib/api';
import { isPlainObject } from '../../lib/plain-object';
import type { Schemas } from '../../lib/schemas';
import { getSettings } from '../../lib/settings';

/** A tab or popup link of a content page: its TITLE, its HREF and the PROPERTY of the answer to show. */
export type RemoteSource = Schemas['RemoteSource'];

/** A loaded content page reduced to what is shown: text only, no further loaders. */
export type LoadedSection = Pick<Schemas['PageSection'], 'HEADING' | 'PARAGRAPHS' | 'ITEMS'>;

export type LoadedPage = Omit<Schemas['ContentPage'], 'SECTIONS'> & { SECTIONS: LoadedSection[] };

export type LoadedContent = { kind: 'page'; page: LoadedPage } | { kind: 'text'; text: string } | { kind: 'none' };

/** An own member only: JSON may carry keys such as `__proto__` or `constructor`. */
function ownMember(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}

/**
 * The member of `answer` named by `property` (`data.page`, `items.0.text`); the whole answer when
 * `property` is empty, undefined when any step is missing.
 */
export function pickProperty(answer: unknown, property: string): unknown {
  const path = property.trim();
  if (path === '') return answer;
  let value = answer;
  for (const key of path.split('.')) {
    if (key === '') return undefined;
    value = ownMember(value, key);
    if (value === undefined) return undefined;
  }
  return value;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function loadedSection(value: unknown): LoadedSection | null {
  if (!isPlainObject(value)) return null;
  const section = { HEADING: text(value.HEADING), PARAGRAPHS: texts(value.PARAGRAPHS), ITEMS: texts(value.ITEMS) };
  return section.HEADING || section.PARAGRAPHS.length > 0 || section.ITEMS.length > 0 ? section : null;
}

/**
 * What loaded content is: a content page (a TITLE string and a SECTIONS list), a non-empty
 * string, or nothing to show. A page keeps only its texts; tabs and links inside it are dropped,
 * so loaded content never loads more content.
 */
export function contentKind(value: unknown): LoadedContent {
  if (typeof value === 'string') return value.trim() === '' ? { kind: 'none' } : { kind: 'text', text: value };
  if (!isPlainObject(value) || typeof value.TITLE !== 'string' || !Array.isArray(value.SECTIONS)) return { kind: 'none' };
  const sections = value.SECTIONS.map(loadedSection).filter((section) => section !== null);
  return {
    kind: 'page',
    page: { TITLE: value.TITLE, DESCRIPTION: text(value.DESCRIPTION), UPDATED: text(value.UPDATED), SECTIONS: sections },
  };
}

export async function fetchRemoteContent(href: string, property: string, signal?: AbortSignal): Promise<LoadedContent> {
  return contentKind(pickProperty(await getSameSite(href, signal), property));
}

export function remoteContentQueryOptions(href: string, property: string) {
  return queryOptions({
    queryKey: ['remote-content', href, property, getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchRemoteContent(href, property, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Loads once per address and property; opening the same tab or popup again uses the cache. */
export function useRemoteContent(href: string, property: string) {
  return useQuery(remoteContentQueryOptions(href, property));
}
