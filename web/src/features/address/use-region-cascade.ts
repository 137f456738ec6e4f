// The cascade's state with its lists fetched: whichever level is 'loading' has its list asked for
// (through the query cache, so a list is fetched once per page), and the answer or the failure
// goes back to the reducer, which drops it if the shopper has moved on meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, type Dispatch } from 'react';
import { regionListQuery } from './api/region-lists';
import { cascadeReducer, initialCascade, LEVELS, parentValue, type CascadeAction, type CascadeState, type Place } from './cascade';

export function useRegionCascade(preset?: Partial<Place>): [CascadeState, Dispatch<CascadeAction>] {
  const [state, dispatch] = useReducer(cascadeReducer, preset, initialCascade);
  const queryClient = useQueryClient();
  const loading = LEVELS.find((level) => state.levels[level].status === 'loading');
  const parent = loading === undefined ? '' : parentValue(state, loading);

  useEffect(() => {
    if (loading === undefined) return;
    queryClient.query(regionListQuery(loading, parent)).then(
      (options) => {
        dispatch({ type: 'loaded', level: loading, parent, options });
      },
      (error: unknown) => {
        // Spec section 8: a region list that fails turns its level into free text.
        console.warn('Region list not loaded', error);
        dispatch({ type: 'failed', level: loading, parent });
      },
    );
  }, [loading, parent, queryClient]);

  return [state, dispatch];
}
