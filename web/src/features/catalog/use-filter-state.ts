// The filter state of a product list lives in the URL: every change is a navigation, so a link
// reproduces the list and back and forward work.
import { useLocation, useNavigate } from 'react-router';
import { filtersToSearch, parseFilters, type FilterState } from './filters';

/** The URL's filter state and a way to change it. */
export function useFilterState() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = parseFilters(search);
  const apply = (next: FilterState) => {
    void navigate(`${pathname}${filtersToSearch(search, next)}`, { preventScrollReset: true });
  };
  return { state, apply };
}
