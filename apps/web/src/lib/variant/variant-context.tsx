/* The variant context lives in the shared shell (decision 134); kept here for existing imports. */
export { VariantProvider, useVariant } from '@onboarding/web-shell';
