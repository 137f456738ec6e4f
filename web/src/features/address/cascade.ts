// The region cascade of an address (spec section 4) as a pure reducer: country, state (only when
// the country has states), city, town, district. Choosing a level clears the levels under it; a
// level whose list is empty, or fails to load, becomes free text (and so do the levels under it,
// which have no code to be asked for); a list of one is chosen at once; choosing a district fills
// the postcode. The component asks for a level's list while its status is 'loading' and reports
// the answer with `loaded` or `failed`; answers for a parent that is no longer chosen are dropped.

export const LEVELS = ['country', 'state', 'city', 'town', 'district'] as const;
export type Level = (typeof LEVELS)[number];

/** A region item (spec section 3): `postalcode` on districts, `has_state` and `pattern` on countries. */
export interface RegionOption {
  code: string;
  title: string;
  postalcode?: string | undefined;
  has_state?: number | undefined;
  pattern?: string | undefined;
}

export type LevelStatus =
  /** The state level of a country without states (or of a country typed as text). */
  | 'hidden'
  /** The level above has no value yet. */
  | 'waiting'
  /** Its list is being fetched for the level above's value. */
  | 'loading'
  /** A list to choose from. */
  | 'select'
  /** Free text: the list was empty or failed, or the level above is free text. */
  | 'text';

export interface LevelState {
  status: LevelStatus;
  /** The chosen code (select) or the typed text; while loading, a value to keep if the list has it. */
  value: string;
  options: readonly RegionOption[];
}

export type Place = Record<Level, string> & { postcode: string };

export interface CascadeState {
  levels: Record<Level, LevelState>;
  postcode: string;
}

export type CascadeAction =
  | { type: 'loaded'; level: Level; parent: string; options: readonly RegionOption[] }
  | { type: 'failed'; level: Level; parent: string }
  | { type: 'choose'; level: Level; code: string }
  | { type: 'type'; level: Level; text: string }
  | { type: 'postcode'; value: string };

export const DEFAULT_COUNTRY = 'TR';

function level(status: LevelStatus, value = ''): LevelState {
  return { status, value, options: [] };
}

/**
 * The cascade before anything is loaded: the country's list is asked for first. `preset` (an
 * address being edited) gives each level a value that is kept when its list holds it, or as text
 * when the level turns out to have no list.
 */
export function initialCascade(preset: Partial<Place> = {}): CascadeState {
  return {
    levels: {
      country: level('loading', preset.country || DEFAULT_COUNTRY),
      state: level('waiting', preset.state ?? ''),
      city: level('waiting', preset.city ?? ''),
      town: level('waiting', preset.town ?? ''),
      district: level('waiting', preset.district ?? ''),
    },
    postcode: preset.postcode ?? '',
  };
}

function below(of: Level): Level[] {
  return LEVELS.slice(LEVELS.indexOf(of) + 1);
}

/** The option chosen at a level, when it was chosen from a list. */
export function chosenOption(state: CascadeState, of: Level): RegionOption | undefined {
  const current = state.levels[of];
  if (current.status !== 'select' || current.value === '') return undefined;
  return current.options.find((option) => option.code === current.value);
}

/** Whether the state level is asked for: the country was chosen from the list and has states. */
function countryHasStates(state: CascadeState): boolean {
  return chosenOption(state, 'country')?.has_state === 1;
}

/** The level whose value a level's list is asked for with; none for the country. */
export function parentLevel(state: CascadeState, of: Level): Level | null {
  switch (of) {
    case 'country':
      return null;
    case 'state':
      return 'country';
    case 'city':
      return state.levels.state.status === 'hidden' ? 'country' : 'state';
    case 'town':
      return 'city';
    case 'district':
      return 'town';
  }
}

/** The value a level's list is asked for with ('' for the country's list). */
export function parentValue(state: CascadeState, of: Level): string {
  const parent = parentLevel(state, of);
  return parent === null ? '' : state.levels[parent].value;
}

/** Sets the levels under `from` after it got its value (or lost it). */
function settleBelow(state: CascadeState, from: Level): CascadeState {
  const levels = { ...state.levels };
  let above = levels[from];
  for (const next of below(from)) {
    if (next === 'state') {
      if (!countryHasStates({ ...state, levels })) {
        levels.state = level('hidden');
        continue;
      }
    }
    const keep = levels[next].value;
    if (above.status === 'text') levels[next] = level('text', keep);
    else if (above.status === 'select' && above.value !== '') levels[next] = level('loading', keep);
    else levels[next] = level('waiting');
    above = levels[next];
    // Only the level right under a chosen one is fetched; the ones further down wait for it, with
    // the values they may keep.
    if (above.status === 'loading') {
      for (const rest of below(next)) {
        if (rest === 'state') continue;
        levels[rest] = level('waiting', levels[rest].value);
      }
      break;
    }
  }
  return { ...state, levels };
}

function isCurrentAnswer(state: CascadeState, of: Level, parent: string): boolean {
  return state.levels[of].status === 'loading' && parentValue(state, of) === parent;
}

function withLevel(state: CascadeState, of: Level, next: LevelState): CascadeState {
  return { ...state, levels: { ...state.levels, [of]: next } };
}

function clearValuesBelow(state: CascadeState, of: Level): CascadeState {
  const levels = { ...state.levels };
  for (const lower of below(of)) levels[lower] = { ...levels[lower], value: '' };
  return { ...state, levels };
}

export function cascadeReducer(state: CascadeState, action: CascadeAction): CascadeState {
  switch (action.type) {
    case 'loaded': {
      if (!isCurrentAnswer(state, action.level, action.parent)) return state;
      const { options } = action;
      if (options.length === 0) {
        return settleBelow(withLevel(state, action.level, level('text', state.levels[action.level].value)), action.level);
      }
      const only = options.length === 1 ? options[0] : undefined;
      const kept = options.find((option) => option.code === state.levels[action.level].value);
      const chosen = only ?? kept;
      let next = withLevel(state, action.level, { status: 'select', value: chosen?.code ?? '', options });
      // A value the list does not hold takes the presets under it along.
      if (chosen !== kept || chosen === undefined) next = clearValuesBelow(next, action.level);
      if (action.level === 'district' && only) next = { ...next, postcode: only.postalcode ?? '' };
      return settleBelow(next, action.level);
    }
    case 'failed': {
      if (!isCurrentAnswer(state, action.level, action.parent)) return state;
      return settleBelow(withLevel(state, action.level, level('text', state.levels[action.level].value)), action.level);
    }
    case 'choose': {
      const current = state.levels[action.level];
      if (current.status !== 'select' || current.value === action.code) return state;
      const option = current.options.find((item) => item.code === action.code);
      if (action.code !== '' && option === undefined) return state;
      let next = clearValuesBelow(withLevel(state, action.level, { ...current, value: action.code }), action.level);
      next = { ...next, postcode: action.level === 'district' ? (option?.postalcode ?? '') : '' };
      return settleBelow(next, action.level);
    }
    case 'type': {
      // Typed text names no code, so the levels under it stay as they are (text as well).
      const current = state.levels[action.level];
      if (current.status !== 'text') return state;
      return withLevel(state, action.level, { ...current, value: action.text });
    }
    case 'postcode':
      return { ...state, postcode: action.value };
  }
}

/** What the address keeps: codes of chosen levels, typed text of the others, '' where hidden or empty. */
export function placeOf(state: CascadeState): Place {
  const place = { postcode: state.postcode.trim() } as Place;
  for (const of of LEVELS) {
    const current = state.levels[of];
    place[of] = current.status === 'hidden' || current.status === 'waiting' ? '' : current.value.trim();
  }
  return place;
}

/** The title shown for a level: the chosen option's, or the typed text. */
export function titleAt(state: CascadeState, of: Level): string {
  return chosenOption(state, of)?.title ?? (state.levels[of].status === 'text' ? state.levels[of].value.trim() : '');
}

/** The chosen country's postcode pattern, when it has one that is a valid expression. */
export function postcodePattern(state: CascadeState): RegExp | null {
  const pattern = chosenOption(state, 'country')?.pattern;
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

export type PlaceProblem = 'required' | 'postcode';

/**
 * The cascade's own checks before sending (the server checks again): the country and the city are
 * always needed (also while the lists above load), and any level that has a list; the postcode must be the chosen district's, or fit
 * the country's pattern (and is then needed).
 */
export function placeProblems(state: CascadeState): Partial<Record<Level | 'postcode', PlaceProblem>> {
  const problems: Partial<Record<Level | 'postcode', PlaceProblem>> = {};
  for (const of of LEVELS) {
    const current = state.levels[of];
    // The city is needed even while the lists above it load; other waiting levels follow their parent.
    const needed =
      of === 'country' || of === 'city' ? current.status !== 'hidden' : current.status === 'select' || current.status === 'loading';
    if (needed && current.value.trim() === '') problems[of] = 'required';
  }
  const postcode = state.postcode.trim();
  const district = chosenOption(state, 'district');
  const pattern = postcodePattern(state);
  if (district?.postalcode) {
    if (postcode === '') problems.postcode = 'required';
    else if (postcode !== district.postalcode) problems.postcode = 'postcode';
  } else if (pattern) {
    if (postcode === '') problems.postcode = 'required';
    else if (!pattern.test(postcode.toUpperCase())) problems.postcode = 'postcode';
  }
  return problems;
}
