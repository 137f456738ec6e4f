// The locale feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { CurrencySwitch } from './components/CurrencySwitch';
export { LanguageSwitch } from './components/LanguageSwitch';
