// The customer feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { useActivationToast } from './activation-toast';
export { customerCall, isSuccess, messageOf } from './api/customer-call';
export { useChildren } from './children/api/children';
export { childLabel, loadChildMessages } from './children/child-text';
export { usePageRules } from './api/get-page-requirement';
export { AccountMenu } from './components/AccountMenu';
export { EmailField, KvkkField, NameFields } from './components/ContactFields';
export { FormField } from './components/FormField';
export { LoginForm } from './components/LoginForm';
export { PhoneField } from './components/PhoneField';
export { MemberOverlays } from './components/MemberOverlays';
export { emailRule, mustBeTicked, required, requiredEmail, ruleFailures, textRule, tickRule } from './form-rules';
export { formRules, type FormRules, ruledFieldProps } from './page-requirement';
export { memberPageTitle } from './page-title';
export type { CallResult } from './types';

export const importLoginView = () => import('./components/LoginRouteView');
export const importRegisterView = () => import('./components/RegisterRouteView');
export const importForgotPasswordView = () => import('./components/ForgotPasswordRouteView');

/** The account page's view; its own messages come with it. */
export const importAccountView = () =>
  Promise.all([
    import('./components/AccountRouteView'),
    import('./account-messages').then((messages) => messages.loadAccountMessages()),
  ]).then(([view]) => view);

/** The contact page's form, with its messages merged before it first renders. */
export const importContactForm = () => import('./conversations/contact-form-section').then((module) => module.loadContactForm());
