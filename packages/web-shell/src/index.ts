/*
 * The shell both browser apps share (DESIGN §2, decision 134): the translation context, the
 * variant, the language rules and switch, the display settings, the modal dialog (decision 210).
 * Styles: '@onboarding/web-shell/base.css'.
 * Test helpers and the Vitest setup live under '@onboarding/web-shell/testing'.
 */
export { I18nProvider, useLanguage, useT, type I18n } from './i18n/i18n-context';
export { loadI18n, reportMissingMessage } from './i18n/load-i18n';
export { forgetCatalogInParts, loadCoreI18n, loadMessageSections } from './i18n/catalog-in-parts';
export {
  readStoredLanguage,
  storeLanguage,
  type LanguageStorageTarget,
} from './i18n/language-storage';
export { reloadWithoutLanguageQuery } from './i18n/reload-page';
export { readLanguageQuery, resolveLanguage, type LanguageSources } from './i18n/resolve-language';
export { startLanguage, type LoadI18n } from './i18n/start-language';
export { readVariant, type Variant } from './variant/read-variant';
export { VariantProvider, useVariant } from './variant/variant-context';
export {
  DEFAULT_DISPLAY_SETTINGS,
  TEXT_SIZES,
  applyDisplaySettings,
  createDisplaySettingsStore,
  displaySettingsStore,
  readDisplaySettings,
  useDisplaySettings,
  type DisplaySettings,
  type DisplaySettingsStore,
  type TextSize,
} from './display-settings/display-settings';
export { BankMark } from './bank-mark/bank-mark';
export {
  bankNamesOr,
  bankPage,
  readBankPage,
  useBankNames,
  type BankNames,
} from './bank/bank-page';
export { Dialog, type DialogProps } from './dialog/dialog';
export { FactList, type Fact } from './facts/fact-list';
export { DisplaySettingsControls } from './display-settings/display-settings-controls';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch/language-switch';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link/skip-link';
export { PRERENDER_SHOWN_ATTRIBUTE, rememberLinkResume } from './prerendered';
