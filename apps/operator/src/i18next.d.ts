import type { Messages } from '@onboarding/messages';

// Typed message keys, checked against the English catalogue (the console uses `operator.*` and
// `common.*`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
