/* The translation context lives in the shared shell (decision 134); kept here for existing imports. */
export { I18nProvider, useLanguage, useT, type I18n } from '@onboarding/web-shell';
