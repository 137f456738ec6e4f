// The size advisor's front door: what other features and the app may use. Everything else in this
// folder is its own.
export type { SizeState } from './advice-note';
export { SizeAdvisorButton } from './components/SizeAdvisorButton';
