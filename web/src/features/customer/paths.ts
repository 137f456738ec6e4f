// Member page slugs the page settings do not carry (login and register come from PAGE_LINK).
export const FORGOT_PASSWORD_SLUG = 'sifremi-unuttum';
export const ACCOUNT_SLUG = 'hesabim';
