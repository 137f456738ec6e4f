import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../lib/api';
import { contentKind, fetchRemoteContent, pickProperty } from './remote-content';
import { mockFetch } from '../../test/fetch-mock';

describe('pickProperty', () => {
  const answer = { route: 'content', page: { TITLE: 'Beden Tablosu', meta: { size: { label: '5-6 Yaş' } } }, list: ['a', 'b'] };

  it('takes the whole answer when the property is empty', () => {
    expect(pickProperty(answer, '')).toBe(answer);
    expect(pickProperty('text', '  ')).toBe('text');
  });

  it('follows dots into nested members and list positions', () => {
    expect(pickProperty(answer, 'page')).toBe(answer.page);
    expect(pickProperty(answer, 'page.meta.size.label')).toBe('5-6 Yaş');
    expect(pickProperty(answer, 'list.1')).toBe('b');
  });

  it('is undefined when a step is missing or the path is malformed', () => {
    expect(pickProperty(answer, 'page.missing.label')).toBeUndefined();
    expect(pickProperty(answer, 'route.length')).toBeUndefined();
    expect(pickProperty(answer, 'page..meta')).toBeUndefined();
    expect(pickProperty(answer, 'page.')).toBeUndefined();
    expect(pickProperty(null, 'page')).toBeUndefined();
  });

  it('reads own members only, never what objects inherit', () => {
    expect(pickProperty({}, 'constructor')).toBeUndefined();
    expect(pickProperty({}, 'toString')).toBeUndefined();
    expect(pickProperty({}, '__proto__')).toBeUndefined();
    const parsed: unknown = JSON.parse('{"__proto__": {"TITLE": "own"}}');
    expect(pickProperty(parsed, '__proto__.TITLE')).toBe('own');
  });
});

describe('contentKind', () => {
  it('knows a content page by its TITLE and SECTIONS and keeps only their texts', () => {
    const page = {
      TITLE: 'Kız Çocuk Beden Tablosu',
      DESCRIPTION: 'Yaşa göre bedenler',
      UPDATED: '2025-01-15',
      SECTIONS: [
        { HEADING: 'Ölçüler', ITEMS: ['5-6 Yaş: boy 110–116 cm', 7, null], TABS: [{ TITLE: 'x', HREF: '/x', PROPERTY: '' }] },
        { PARAGRAPHS: ['<b>bold</b>'], LINKS: [{ TITLE: 'y', HREF: '/y', PROPERTY: '' }] },
        'not a section',
        { HEADING: 7 },
      ],
    };
    expect(contentKind(page)).toEqual({
      kind: 'page',
      page: {
        TITLE: 'Kız Çocuk Beden Tablosu',
        DESCRIPTION: 'Yaşa göre bedenler',
        UPDATED: '2025-01-15',
        SECTIONS: [
          { HEADING: 'Ölçüler', PARAGRAPHS: [], ITEMS: ['5-6 Yaş: boy 110–116 cm'] },
          { HEADING: '', PARAGRAPHS: ['<b>bold</b>'], ITEMS: [] },
        ],
      },
    });
  });

  it('fills a page missing its optional texts', () => {
    expect(contentKind({ TITLE: 'T', SECTIONS: [] })).toEqual({
      kind: 'page',
      page: { TITLE: 'T', DESCRIPTION: '', UPDATED: '', SECTIONS: [] },
    });
  });

  it('takes a non-empty string as text, markup included', () => {
    expect(contentKind('<script>alert(1)</script>')).toEqual({ kind: 'text', text: '<script>alert(1)</script>' });
    expect(contentKind(' \n ')).toEqual({ kind: 'none' });
  });

  it('shows nothing for anything else', () => {
    for (const value of [undefined, null, 0, 12, true, [], ['a'], {}, { TITLE: 'T' }, { SECTIONS: [] }, { TITLE: 3, SECTIONS: [] }, { TITLE: 'T', SECTIONS: {} }]) {
      expect(contentKind(value)).toEqual({ kind: 'none' });
    }
  });
});

describe('isSameSitePath', () => {
  it('takes paths with one leading slash only', () => {
    expect(isSameSitePath('/api/storefront/page?path=/beden-tablosu-kiz')).toBe(true);
    expect(isSameSitePath('/en/satis-sozlesmesi')).toBe(true);
    for (const href of ['', 'api/page', '//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a b', '/a\nb', 'javascript:alert(1)']) {
      expect(isSameSitePath(href)).toBe(false);
    }
  });
});

describe('fetchRemoteContent', () => {
  const fetchMock = mockFetch();

  it('asks the address with the language and picks the property', async () => {
    const body = { route: 'content', slug: 'beden-tablosu-kiz', page: { TITLE: 'Kız', SECTIONS: [{ ITEMS: ['2 Yaş'] }] } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
    const loaded = await fetchRemoteContent('/api/storefront/page?path=/beden-tablosu-kiz', 'page');
    expect(loaded).toMatchObject({ kind: 'page', page: { TITLE: 'Kız' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/storefront/page?path=%2Fbeden-tablosu-kiz&language=tr');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('tr');
  });

  it('takes a text answer as text', async () => {
    fetchMock.mockResolvedValue(new Response('Satır 1\nSatır 2', { status: 200 }));
    await expect(fetchRemoteContent('/metin.txt', '')).resolves.toEqual({ kind: 'text', text: 'Satır 1\nSatır 2' });
  });

  it('fails on an error status and never asks another site', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    await expect(fetchRemoteContent('/yok', '')).rejects.toMatchObject({ status: 404 });
    await expect(fetchRemoteContent('//evil.example/x', '')).rejects.toThrow('Not a path on this site');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
