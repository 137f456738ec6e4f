// For now a plain search form: it goes to the search page (/arama?q=...). It also works without
// JavaScript, as a GET form.
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { localizedPath } from '../../../lib/paths';
import './search.css';

export const SEARCH_SLUG = 'arama';

export function searchHref(query: string): string {
  return `${localizedPath(SEARCH_SLUG)}?q=${encodeURIComponent(query.trim())}`;
}

export function SearchForm({ id = 'site-search' }: { id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() === '') return;
    void navigate(searchHref(query));
  };

  return (
    <form role="search" className="search-form" action={localizedPath(SEARCH_SLUG)} method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className="search-form__input"
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <button type="submit" className="search-form__submit" aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
