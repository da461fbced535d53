// The shared Vitest setup of both browser apps (decision 134): a console.error fails the test.
import '@onboarding/web-shell/testing/setup';
