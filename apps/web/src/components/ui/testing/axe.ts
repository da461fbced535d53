/* The axe-core check lives in the shared shell's test helpers (decision 134). */
export { expectNoAxeViolations } from '@onboarding/web-shell/testing';
