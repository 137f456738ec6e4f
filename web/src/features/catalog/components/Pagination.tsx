// Page links keep the other query parameters and use ?pg=N (page 1 has no parameter, one URL per page).
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import './catalog.css';

export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('pg');
  else params.set('pg', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && page - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) out.push(null);
    out.push(page);
  }
  return out;
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** A page's address; by default the current one with ?pg=N. */
  hrefOf?: (page: number) => string;
  /**
   * Called on a click on a page link before the router follows it; `event.preventDefault()`
   * takes the navigation over (to load the page's data first, say).
   */
  onFollow?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function Pagination({ page, pageSize, total, hrefOf, onFollow }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const href = (to: number) => (hrefOf ? hrefOf(to) : pageHref(pathname, search, to));
  const follow = (to: number) => (onFollow ? (event: MouseEvent<HTMLAnchorElement>) => { onFollow(to, event); } : undefined);
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (last <= 1) return null;
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {current > 1 ? (
        <Link className="pagination__step" to={href(current - 1)} rel="prev" onClick={follow(current - 1)}>
          <Icon name="chevronStart" size={18} className="flip-rtl" />
          {/* On phones the step links show only their arrow. */}
          <span className="phone-hidden">{t('pagination.previous')}</span>
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" data-disabled="" />
      )}
      <ol className="pagination__pages">
        {pageWindow(current, last).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                onClick={follow(item)}
                className="pagination__page"
                aria-label={t('pagination.page', { page: item })}
                {...(item === current ? { 'aria-current': 'page' as const } : {})}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link className="pagination__step" to={href(current + 1)} rel="next" onClick={follow(current + 1)}>
          <span className="phone-hidden">{t('pagination.next')}</span>
          <Icon name="chevronEnd" size={18} className="flip-rtl" />
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" data-disabled="" />
      )}
    </nav>
  );
}
