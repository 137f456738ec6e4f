// Shapes of the phone widget's country list (spec section 3, "Country list response"), from the
// server's OpenAPI document.
import type { Schemas } from '../../lib/schemas';

/** One country as the server lists it; `pattern` uses `0` for any digit and `1` for a digit 1-9. */
export type CountryListEntry = Schemas['PhoneCountry'];

/** GET /srv/service/region/get-list: the countries and the one to preselect. */
export type CountryListAnswer = Schemas['CountryList'];

/** A country as the widget offers it: the server's entry checked against the built-in defaults. */
export interface PhoneCountry {
  /** ISO key, upper case ('TR'); the flag file is its lower case. */
  key: string;
  /** Dial code digits without the plus ('90'). */
  dialCode: string;
  /** The name in the page's language, from the server. */
  title: string;
  /** The built-in Turkish name with the English one in brackets, searched beside the title. */
  searchName: string;
  /** The mask pattern: '+' and the dial code, then `0` any digit, `1` a digit 1-9, the rest literal. */
  pattern: string;
}
