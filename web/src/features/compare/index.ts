// The compare feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { CompareBarSlot } from './components/CompareBarSlot';
export { CompareButton } from './components/CompareButton';
