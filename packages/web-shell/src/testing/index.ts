/** Test helpers of the browser apps: import from '@onboarding/web-shell/testing' in tests only. */
export { expectNoAxeViolations } from './axe';
export { renderWithShell, type ShellRenderOptions } from './render-with-shell';
export { testI18n } from './test-i18n';
export { setBankMeta, TEST_BANK } from './bank-meta';
export { pastRealTimer } from './real-timer';
