import { randomUUID } from 'node:crypto';
import { cleanName, type Language, LANGUAGES, NAME_MAX_LENGTH } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { SocialProvider } from '../../infra/config';
import { type SignedTokens, TokenError } from '../../infra/crypto/signed-tokens';
import type { OidcClients, ProviderIdentity } from '../../infra/oidc/oidc-clients';
import type { Database } from '../../infra/db/database';
import type { CmsService } from '../cms/service';
import type { ProspectsService } from '../prospects/service';
import {
  findSocialIdentity,
  findUserByEmail,
  insertSocialIdentity,
  insertUser,
} from './repository';
import { normalizeEmail } from './shared';

export interface SocialServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cms: CmsService;
  readonly prospects: ProspectsService;
  readonly oidc: OidcClients;
  readonly signedTokens: SignedTokens;
  readonly log: FastifyBaseLogger;
}

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

/** A display name from the provider's, within the registration limits; the e-mail's local part else. */
function displayName(identity: ProviderIdentity, email: string): string {
  const cleaned = cleanName(identity.name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return (cleaned === '' ? (email.split('@')[0] ?? email) : cleaned).slice(0, NAME_MAX_LENGTH);
}

/**
 * Social sign-up and sign-in (issue 3 point 8, decision 048): a known provider account signs in;
 * otherwise a verified e-mail links to the account that has it, or creates one with its first
 * process, like a verified registration.
 */
export function createSocialService(deps: SocialServiceDeps) {
  const { db, clock, cms, prospects, oidc, signedTokens, log } = deps;

  const signIn = async (
    provider: SocialProvider,
    identity: ProviderIdentity,
    visitor: { uid: string | null; language: Language },
    context: RequestContext,
  ): Promise<SocialOutcome> => {
    const known = await findSocialIdentity(db, provider, identity.subject);
    if (known !== null) return { ok: true, userId: known.userId, isNewAccount: false };
    // An unverified address could be anyone's: it neither links nor creates an account.
    if (identity.email === null || !identity.emailVerified) {
      return { ok: false, code: 'SOCIAL_EMAIL_MISSING' };
    }
    const email = normalizeEmail(identity.email);
    const now = clock();

    return db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      let userId: string;
      let isNewAccount = false;
      if (existing !== null) {
        userId = existing.id;
      } else {
        const owner = visitor.uid === null ? null : await cms.ownerOf(visitor.uid, tx);
        // The visitor's uid (and the product chosen with it) when it is ours and unclaimed.
        const uid =
          owner?.known === true && owner.userId === null && visitor.uid !== null
            ? visitor.uid
            : await cms.issueUid(tx);
        const user = await insertUser(tx, {
          id: randomUUID(),
          uid,
          email,
          fullName: displayName(identity, email),
          language: visitor.language,
          emailVerifiedAt: now,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (user === null) throw new Error('the account could not be created');
        await cms.claimUid(tx, uid, user.id);
        await prospects.startAfterVerification(tx, { userId: user.id, uid }, context);
        userId = user.id;
        isNewAccount = true;
      }
      await insertSocialIdentity(tx, {
        provider,
        subject: identity.subject,
        userId,
        email,
        createdAt: now,
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: userId,
        action: isNewAccount ? 'user.social_signup' : 'user.social_linked',
        subjectType: 'user',
        subjectId: userId,
        details: { provider },
      });
      return { ok: true, userId, isNewAccount } as const;
    });
  };

  return {
    /**
     * `GET security/social/auth/{provider}`: the provider's authorization URL and the signed state
     * the browser keeps in a cookie for the way back.
     */
    async start(
      provider: SocialProvider,
      visitor: { uid?: string; language?: Language },
    ): Promise<
      | { readonly ok: true; readonly url: string; readonly state: string }
      | { readonly ok: false; readonly code: SocialFailure }
    > {
      if (!oidc.isConfigured(provider)) return { ok: false, code: 'PROVIDER_NOT_CONFIGURED' };
      let authorization;
      try {
        authorization = await oidc.startAuthorization(provider);
      } catch (error) {
        log.warn({ err: error, provider }, 'social provider discovery failed');
        return { ok: false, code: 'PROVIDER_UNAVAILABLE' };
      }
      const state = await signedTokens.sign('SOCIAL_LOGIN', {
        provider,
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        uid: visitor.uid ?? '',
        language: visitor.language ?? '',
      });
      return { ok: true, url: authorization.url.href, state };
    },

    /** The provider's answer with the state cookie: signs in, links or creates the account. */
    async finish(
      provider: SocialProvider,
      stateCookie: string | undefined,
      parameters: Readonly<Record<string, string>>,
      context: RequestContext,
    ): Promise<SocialOutcome> {
      if (stateCookie === undefined || stateCookie === '')
        return { ok: false, code: 'STATE_MISSING' };
      let claims: Readonly<Record<string, unknown>>;
      try {
        const verified = await signedTokens.verify('SOCIAL_LOGIN', stateCookie);
        const ageSeconds = (clock().getTime() - verified.issuedAt.getTime()) / 1000;
        if (verified.claims.provider !== provider || ageSeconds > SOCIAL_STATE_MAX_AGE_SECONDS) {
          return { ok: false, code: 'STATE_INVALID' };
        }
        claims = verified.claims;
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        return { ok: false, code: 'STATE_INVALID' };
      }
      if (parameters.error !== undefined) return { ok: false, code: 'PROVIDER_REFUSED' };

      let identity;
      try {
        identity = await oidc.finishAuthorization(
          provider,
          new URLSearchParams({ ...parameters }),
          {
            state: String(claims.state),
            nonce: String(claims.nonce),
            codeVerifier: String(claims.codeVerifier),
          },
        );
      } catch (error) {
        log.warn({ err: error, provider }, 'social sign-in refused');
        return { ok: false, code: 'PROVIDER_REFUSED' };
      }
      const language: Language = (LANGUAGES as readonly string[]).includes(String(claims.language))
        ? (claims.language as Language)
        : 'en';
      const uid = typeof claims.uid === 'string' && claims.uid !== '' ? claims.uid : null;
      return signIn(provider, identity, { uid, language }, context);
    },
  };
}
