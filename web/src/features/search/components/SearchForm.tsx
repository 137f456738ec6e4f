// The header search box with its live-search overlay (spec sections 2, 4, 5 and 9): results from 3
// characters, 250 ms after typing stops; the overlay toggles open and closed, a click outside
// clears it, arrow keys move through the results, Enter opens one (or the results page), Escape
// closes. Without JavaScript it is a plain GET form to the results page (/arama?q=...).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { formatPrice } from '../../../lib/format';
import { localizedPath } from '../../../lib/paths';
import { useLiveSearch } from '../api/search-products';
import { createLiveSearchScheduler, highlight } from '../live-search';
import '../../../styles/search.css';

export const SEARCH_SLUG = 'arama';

export function searchHref(query: string): string {
  return `${localizedPath(SEARCH_SLUG)}?q=${encodeURIComponent(query.trim())}`;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

interface Option {
  key: string;
  url: string;
}

export function SearchForm({ id = 'site-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const scheduler = useMemo(
    () =>
      createLiveSearchScheduler((next) => {
        setQuery(next);
        setActive(-1);
        setOpen(next !== null);
      }),
    [],
  );
  useEffect(() => scheduler.cancel, [scheduler]);
  const { data, isFetching, isError } = useLiveSearch(query);
  const results = query !== null && data && data.QUERY === query ? data : undefined;
  const shown = open && query !== null;

  const options: Option[] = useMemo(() => {
    if (!results) return [];
    return [
      ...results.PRODUCTS.map((p) => ({ key: `p${p.ID}`, url: p.URL })),
      ...results.CATEGORIES.map((c) => ({ key: `c${c.ID}`, url: c.URL })),
    ];
  }, [results]);

  // Spec section 4: results clear when the shopper clicks outside.
  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        setQuery(null);
        setActive(-1);
        scheduler.reset();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [shown, scheduler]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (url: string) => {
    close();
    setQuery(null);
    scheduler.reset();
    void navigate(url);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) {
      go(chosen.url);
      return;
    }
    if (text.trim() === '') return;
    go(searchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!shown) {
      // The arrow keys reopen a closed overlay (it toggles).
      if (query !== null) setOpen(true);
      return;
    }
    if (options.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Positions -1 (the box itself) .. last option, wrapping around.
    const slots = options.length + 1;
    setActive((current) => ((current + 1 + step + slots) % slots) - 1);
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  /** A click on a result link opens it in the app, closing the overlay. */
  const follow = (url: string) => (event: MouseEvent) => {
    event.preventDefault();
    go(url);
  };
  /** The result at position `i` of the options, a link the arrow keys reach. */
  const option = (key: number, i: number, url: string, className: string, label: ReactNode) => (
    <li key={key} role="presentation">
      <Link id={optionId(i)} role="option" aria-selected={active === i} className={className} to={url} tabIndex={-1} onClick={follow(url)}>
        {label}
      </Link>
    </li>
  );

  return (
    <form
      ref={rootRef}
      role="search"
      className="search-form"
      action={localizedPath(SEARCH_SLUG)}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        // A text box, not type=search: a search box cannot be a combobox with a popup list in
        // valid HTML. The phone keyboard still offers its search key.
        type="text"
        inputMode="search"
        className="search-form__input"
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          scheduler.input(event.target.value);
        }}
        onFocus={() => {
          if (query !== null) setOpen(true);
        }}
        onClick={() => {
          // A click on the box toggles the overlay when there are results to show.
          if (query !== null) setOpen((o) => !o);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-form__submit" aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
      <div
        id={listId}
        className="live-search"
        role="listbox"
        aria-label={t('search.liveLabel')}
        hidden={!shown}
        data-testid="live-search"
      >
        {shown && !results && (isFetching ? <p className="live-search__note">{t('search.searching')}</p> : null)}
        {shown && isError && <p className="live-search__note">{t('search.failed')}</p>}
        {shown && results && results.PRODUCTS.length === 0 && results.CATEGORIES.length === 0 && (
          <p className="live-search__note">{t('search.noResults', { query: results.QUERY })}</p>
        )}
        {shown && results && results.PRODUCTS.length > 0 && (
          <ul className="live-search__products" role="presentation">
            {results.PRODUCTS.map((p, i) =>
              option(p.ID, i, p.URL, 'live-search__product', (
                <>
                  {p.IMAGE && <img src={p.IMAGE} alt="" width={40} height={50} loading="lazy" />}
                  <span className="live-search__title">
                    <Highlighted text={p.TITLE} query={results.QUERY} />
                  </span>
                  <bdi className="live-search__price">{formatPrice(p.PRICE_SELL, p.CURRENCY)}</bdi>
                </>
              )),
            )}
          </ul>
        )}
        {shown && results && results.CATEGORIES.length > 0 && (
          <ul className="live-search__categories" role="presentation">
            {results.CATEGORIES.map((c, n) =>
              option(c.ID, results.PRODUCTS.length + n, c.URL, 'chip chip--outline live-search__category', (
                // One element, so the chip's flex layout keeps the spaces between words.
                <span>
                  <Highlighted text={c.NAME} query={results.QUERY} />
                </span>
              )),
            )}
          </ul>
        )}
        {shown && results && results.TOTAL > 0 && (
          <Link className="live-search__all" to={searchHref(results.QUERY)} tabIndex={-1} onClick={follow(searchHref(results.QUERY))}>
            {t('search.seeAll', { count: results.TOTAL })}
          </Link>
        )}
      </div>
    </form>
  );
}
