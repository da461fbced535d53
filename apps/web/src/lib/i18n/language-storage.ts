/* The language storage lives in the shared shell (decision 134); kept here for existing imports. */
export {
  readStoredLanguage,
  storeLanguage,
  type LanguageStorageTarget,
} from '@onboarding/web-shell';
