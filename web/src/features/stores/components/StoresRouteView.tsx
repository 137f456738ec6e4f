// The store locator page (`/magazalar`, spec sections 2 and 9): the home block's settings decide
// which pickers show (country, city, town, group) and how many stores a page lists; the URL holds
// the filter and the page (country, city, town, group, pg), so a link reproduces the view. The
// first list comes with the page data; a change asks the store list for the new view, puts the
// answer where the page data of the new address is kept, and then changes the address, so the
// page itself is not asked for again. Beside the list, the map has a marker per listed store; a
// store chosen in the list or on the map is shown at zoom 13, the nearest store at zoom 14.
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { isPlainClick } from '../../../components/ui/plain-click';
import { KEEP_VIEW_STATE } from '../../../lib/keep-view';
import { pageQueryOptions } from '../../../lib/page-query';
import { Pagination } from '../../catalog';
import type { StoresData } from '../../../lib/page-data';
import { mapCountriesQueryOptions } from '../api/get-map-countries';
import { storeListQueryOptions } from '../api/get-store-list';
import { telHref } from '../store-contact';
import {
  appliedStoreFilter,
  changeStoreFilter,
  EMPTY_STORE_FILTER,
  matchesStoreFilter,
  pageOfStore,
  parseStoreFilter,
  storeFilterSearch,
  type StoreFilter,
  type StoreFilterField,
} from '../store-filters';
import {
  DETAIL_ZOOM,
  findNearestStore,
  importStoreMap,
  type MapFocus,
  type MapStore,
  NEAREST_ZOOM,
  NearestStoreButton,
  type StoreNotice,
  StoreNoticeLine,
  StorePicker,
  type StorePickerProps,
} from '../../content';
import './stores-page.css';

const StoreMap = lazy(importStoreMap);

/** A chosen store, for the view (query string) it was chosen in. */
type Chosen = MapFocus & { search: string };

/** Country names in the page's language ("TR" -> Türkiye, Turkey, تركيا). */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}

export default function StoresRouteView({ data }: { data: StoresData }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countryName = useCountryName();
  const { settings, stores: list, mapStyle } = data;
  const listId = useId();
  const [pending, setPending] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [notice, setNotice] = useState<StoreNotice>(null);
  const latestRequest = useRef(0);

  // The filter the server applied: an unknown value in the URL came back empty and is not shown.
  const applied = appliedStoreFilter(list.filter, list.page);
  const currentSearch = storeFilterSearch(parseStoreFilter(search));
  const focus = chosen && chosen.search === currentSearch ? chosen : null;
  const hasFilter = applied.country !== '' || applied.city !== '' || applied.town !== '' || applied.group !== '';

  const { data: mapCountries } = useQuery({
    ...mapCountriesQueryOptions(),
    enabled: settings.DISPLAY_COUNTRY === 1 && applied.country !== '',
  });
  const countryCentre = mapCountries?.find((c) => c.key === applied.country);

  // With a city, town or group the map fits the stores; with a country alone it centres on the
  // country (when the map countries list knows it); else it shows the block's own view.
  const narrowed = applied.city !== '' || applied.town !== '' || applied.group !== '';
  const fit = narrowed || (applied.country !== '' && !countryCentre) ? 'stores' : 'home';
  const center = useMemo(
    () => (countryCentre ? { LAT: countryCentre.lat, LNG: countryCentre.lng } : settings.CENTER),
    [countryCentre, settings.CENTER],
  );

  // The nearest store may lie outside the listed page: its marker is shown with the others.
  const mapStores = useMemo(() => {
    if (!focus || list.data.some((s) => s.id === focus.store.id)) return list.data;
    return [...list.data, focus.store];
  }, [list.data, focus]);

  const placeOf = useCallback(
    (store: MapStore) => {
      const parts = [store.town, store.city];
      if (settings.DISPLAY_COUNTRY === 1 && store.country !== '') parts.push(countryName(store.country));
      return parts.filter((part) => part !== '').join(', ');
    },
    [settings.DISPLAY_COUNTRY, countryName],
  );

  const select = useCallback(
    (store: MapStore) => {
      setChosen({ store, zoom: DETAIL_ZOOM, search: currentSearch });
    },
    [currentSearch],
  );

  /** Loads the view of `next`, then goes to its address; the latest call wins. */
  const show = async (next: StoreFilter, keepView: boolean): Promise<void> => {
    const query = storeFilterSearch(next);
    const target = `${pathname}${query}`;
    const request = ++latestRequest.current;
    setPending(true);
    try {
      const stores = await queryClient.query(storeListQueryOptions(next));
      const page: StoresData = { ...data, stores };
      queryClient.setQueryData(pageQueryOptions(target).queryKey, page);
    } catch {
      // The page's own call loads the view instead (and says so if it fails too).
    }
    if (request !== latestRequest.current) return;
    setPending(false);
    if (query !== currentSearch) void navigate(target, keepView ? { state: KEEP_VIEW_STATE } : undefined);
  };

  const change = (field: StoreFilterField, value: string) => {
    setChosen(null);
    setNotice(null);
    void show(changeStoreFilter(applied, field, value), true);
  };

  const clearFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setChosen(null);
    setNotice(null);
    void show(EMPTY_STORE_FILTER, true);
  };

  const followPage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link itself.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setChosen(null);
    void show({ ...applied, page }, false);
  };

  const findNearest = () => {
    findNearestStore(queryClient, t, setNotice, async (store, all) => {
      // Its city (and country) in the pickers that show, on the page that lists it.
      const target: StoreFilter = {
        ...EMPTY_STORE_FILTER,
        country: settings.DISPLAY_COUNTRY === 1 ? store.country : '',
        city: settings.DISPLAY_CITY === 1 ? store.city : '',
      };
      target.page = pageOfStore(all.filter((s) => matchesStoreFilter(s, target)), store.id, list.limit || settings.LIMIT);
      setChosen({ store, zoom: NEAREST_ZOOM, search: storeFilterSearch(target) });
      await show(target, true);
    });
  };

  // The pickers the settings show, in the order of the URL's parameters; the town's within a city.
  const pickers: (Pick<StorePickerProps, 'label' | 'allLabel' | 'options' | 'nameOf'> & { field: StoreFilterField; shown: boolean })[] = [
    { field: 'country', shown: settings.DISPLAY_COUNTRY === 1, label: t('stores.country'), allLabel: t('stores.allCountries'), options: list.countries, nameOf: countryName },
    { field: 'city', shown: settings.DISPLAY_CITY === 1, label: t('content.storeCity'), allLabel: t('content.allCities'), options: list.cities },
    { field: 'town', shown: settings.DISPLAY_TOWN === 1 && applied.city !== '', label: t('stores.town'), allLabel: t('stores.allTowns'), options: list.towns },
    { field: 'group', shown: settings.DISPLAY_GROUP === 1, label: t('stores.group'), allLabel: t('stores.allGroups'), options: list.groups },
  ];

  const pageHrefOf = (page: number) => `${pathname}${storeFilterSearch({ ...applied, page })}`;

  return (
    <div className="stores-page page-width">
      <header className="stores-page__header">
        <h1 className="page-title">{settings.TITLE}</h1>
        {settings.TEXT && <p className="stores-page__text">{settings.TEXT}</p>}
      </header>

      <div className="stores-page__tools" role="search" aria-label={t('stores.filtersLabel')}>
        {pickers.map(({ field, shown, ...picker }) =>
          shown ? (
            <StorePicker key={field} {...picker} value={applied[field]} controls={listId} onChange={(value) => { change(field, value); }} />
          ) : null,
        )}
        <NearestStoreButton onClick={findNearest} />
      </div>

      <div className="stores-page__status">
        <p aria-live="polite" className="stores-page__count" data-testid="store-count">
          {pending ? t('stores.loading') : t('stores.count', { count: list.total })}
        </p>
        {hasFilter && (
          <Link to={pathname} className="underline-link" onClick={clearFilters}>
            {t('stores.clearFilters')}
          </Link>
        )}
      </div>
      <StoreNoticeLine notice={notice} />

      <div className="stores-page__body">
        <div className="stores-page__map">
          <Suspense fallback={<div className="store-map" aria-busy="true" />}>
            <StoreMap
              stores={mapStores}
              fit={fit}
              focus={focus}
              center={center}
              zoom={settings.ZOOM}
              styleUrl={mapStyle}
              placeOf={placeOf}
              onSelect={select}
            />
          </Suspense>
        </div>

        <section className="stores-page__list" id={listId} aria-label={t('stores.listLabel')} aria-busy={pending}>
          {list.data.length === 0 ? (
            <p className="stores-page__empty">{t('stores.noMatch')}</p>
          ) : (
            <ol className="store-entries">
              {list.data.map((store) => {
                const selected = store.id === focus?.store.id;
                const tel = telHref(store.phone);
                return (
                  <li key={store.id} className={`store-entry${selected ? ' store-entry--selected' : ''}`} data-store-id={store.id}>
                    <h2 className="store-entry__name">{store.Ad}</h2>
                    {/* Shop-written text is isolated, so numbers keep their order on Arabic pages. */}
                    <p className="store-entry__place">
                      <bdi>{placeOf(store)}</bdi>
                      {store.group && <bdi className="store-entry__group">{store.group}</bdi>}
                    </p>
                    <p className="store-entry__address">
                      <bdi>{store.address}</bdi>
                    </p>
                    {store.phone && (
                      <p className="store-entry__line">
                        <span className="store-entry__label">{t('stores.phone')}: </span>
                        {tel ? <a href={tel} dir="ltr">{store.phone}</a> : <bdi dir="ltr">{store.phone}</bdi>}
                      </p>
                    )}
                    {store.hours && (
                      <p className="store-entry__line store-entry__hours">
                        <span className="store-entry__label">{t('stores.hours')}: </span>
                        <bdi>{store.hours}</bdi>
                      </p>
                    )}
                    <button
                      type="button"
                      className="button button--small button--ghost store-entry__show"
                      aria-pressed={selected}
                      aria-label={t('stores.showNamedOnMap', { name: store.Ad })}
                      onClick={() => { select(store); }}
                    >
                      <Icon name="pin" size={16} />
                      {t('stores.showOnMap')}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <Pagination page={list.page} pageSize={list.limit || settings.LIMIT} total={list.total} hrefOf={pageHrefOf} onFollow={followPage} />
        </section>
      </div>
    </div>
  );
}
