import type { Messages } from '@onboarding/messages';

// Typed message keys: `t('frame.skipToContent')` is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
