// The phone feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { PhoneInput } from './PhoneInput';
export { optionalPhoneRule, phoneRule } from './phone-rule';
export { displayPhone, isNoPhone, noPhoneInput, phoneFieldState, phoneInputById, type PhoneInputLookup, phoneRuleFailure, type PhoneRuleKey, phoneToSend } from './phone-value';
