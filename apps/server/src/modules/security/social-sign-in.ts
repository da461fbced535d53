/** The round trip through the provider must end within this time. */
export const SOCIAL_STATE_MAX_AGE_SECONDS = 600;

export type SocialFailure =
  | 'PROVIDER_NOT_CONFIGURED'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_REFUSED'
  | 'STATE_MISSING'
  | 'STATE_INVALID'
  | 'SOCIAL_EMAIL_MISSING';

export type SocialOutcome =
  | { readonly ok: true; readonly userId: string; readonly isNewAccount: boolean }
  | { readonly ok: false; readonly code: SocialFailure };
