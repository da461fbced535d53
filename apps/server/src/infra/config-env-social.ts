import { z } from 'zod';
import { httpUrl } from './config-parsers';

/**
 * The social sign-up providers' variables (decision 048), a group of ZEnv
 * (config-env.ts) kept apart; config-docs.mjs reads it in its place there.
 */
export const SOCIAL_SIGN_IN_ENV = {
  /**
   * Default unset: sign-up with Google is off. The OAuth client id registered at the provider for
   * the redirect URI `PUBLIC_URL/services/slo/security/social/auth/google/callback`; set with
   * SOCIAL_GOOGLE_CLIENT_SECRET.
   */
  SOCIAL_GOOGLE_CLIENT_ID: z.string().optional(),
  /** Default unset. The client secret that goes with SOCIAL_GOOGLE_CLIENT_ID, set together. */
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Default `https://accounts.google.com`. The OpenID Connect issuer (for a test provider); plain
   * http is accepted only outside production.
   */
  SOCIAL_GOOGLE_ISSUER: httpUrl('SOCIAL_GOOGLE_ISSUER'),
  /**
   * Default unset: sign-up with Facebook is off. The OAuth client id registered at the provider for
   * the redirect URI `PUBLIC_URL/services/slo/security/social/auth/facebook/callback`; set with
   * SOCIAL_FACEBOOK_CLIENT_SECRET.
   */
  SOCIAL_FACEBOOK_CLIENT_ID: z.string().optional(),
  /**
   * Default unset. The client secret (app secret) that goes with SOCIAL_FACEBOOK_CLIENT_ID, set
   * together.
   */
  SOCIAL_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /**
   * Default `https://www.facebook.com`. Facebook's OpenID Connect issuer; plain http is accepted
   * only outside production.
   */
  SOCIAL_FACEBOOK_ISSUER: httpUrl('SOCIAL_FACEBOOK_ISSUER'),
  /**
   * Default unset: sign-up with Apple is off. The Services ID registered for the redirect URI
   * `PUBLIC_URL/services/slo/security/social/auth/apple/callback`; set with
   * SOCIAL_APPLE_CLIENT_SECRET.
   */
  SOCIAL_APPLE_CLIENT_ID: z.string().optional(),
  /**
   * Default unset. Apple's client secret, set with SOCIAL_APPLE_CLIENT_ID: the ES256 JWT made from
   * the Sign in with Apple key.
   */
  SOCIAL_APPLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Default `https://appleid.apple.com`. Apple's OpenID Connect issuer; plain http is accepted only
   * outside production.
   */
  SOCIAL_APPLE_ISSUER: httpUrl('SOCIAL_APPLE_ISSUER'),
};
