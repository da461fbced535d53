import { randomUUID } from 'node:crypto';
import { cleanName, type Language, NAME_MAX_LENGTH } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { SocialProvider } from '../../../infra/config';
import type { Database } from '../../../infra/db/database';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import type { ProviderIdentity } from '../../../infra/oidc/oidc-clients';
import type { CmsService } from '../../cms/service';
import type { ProspectsService } from '../../prospects/service';
import {
  findSocialIdentity,
  findUserByEmail,
  insertSocialIdentity,
  insertUser,
} from '../repository';
import { normalizeEmail } from '../shared';
import type { SocialOutcome } from '../social-sign-in';

export interface SignInWithIdentityDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cms: Pick<CmsService, 'ownerOf' | 'issueUid' | 'claimUid'>;
  readonly prospects: Pick<ProspectsService, 'startAfterVerification'>;
  /** The staff case search's keyed hashes of the account's name, e-mail, phone (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexAccount'>;
}

/** A display name from the provider's, within the registration limits; the e-mail's local part else. */
function displayName(identity: ProviderIdentity, email: string): string {
  const cleaned = cleanName(identity.name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return (cleaned === '' ? (email.split('@')[0] ?? email) : cleaned).slice(0, NAME_MAX_LENGTH);
}

/**
 * The provider's verified identity: a known provider account signs in; otherwise a verified
 * e-mail links to the account that has it, or creates one with its first process (decision 048).
 */
export function createSignInWithIdentity(deps: SignInWithIdentityDeps) {
  const { db, clock, cms, prospects } = deps;

  return async function signInWithIdentity(
    provider: SocialProvider,
    identity: ProviderIdentity,
    visitor: { uid: string | null; language: Language },
    context: RequestContext,
  ): Promise<SocialOutcome> {
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
        await deps.searchIndex.indexAccount(tx, user.id, {
          names: [user.fullName],
          emails: [user.email],
          phones: [user.phoneE164],
        });
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
}

export type SignInWithIdentity = ReturnType<typeof createSignInWithIdentity>;
