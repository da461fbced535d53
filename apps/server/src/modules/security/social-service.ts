import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database } from '../../infra/db/database';
import type { OidcClients } from '../../infra/oidc/oidc-clients';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { CmsService } from '../cms/service';
import type { ProspectsService } from '../prospects/service';
import { createFinishSocialSignIn } from './use-cases/finish-social-sign-in';
import { createSignInWithIdentity } from './use-cases/sign-in-with-identity';
import { createStartSocialSignIn } from './use-cases/start-social-sign-in';

export interface SocialServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cms: CmsService;
  readonly prospects: ProspectsService;
  readonly oidc: OidcClients;
  readonly signedTokens: SignedTokens;
  readonly log: FastifyBaseLogger;
  /** The staff case search's index: a new account's name and e-mail (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexAccount'>;
}

/**
 * Social sign-up and sign-in (decision 048): a known provider account signs in; otherwise a
 * verified e-mail links to the account that has it, or creates one with its first process, like a
 * verified registration.
 */
export function createSocialService(deps: SocialServiceDeps) {
  const signInWithIdentity = createSignInWithIdentity(deps);
  return {
    start: createStartSocialSignIn(deps),
    finish: createFinishSocialSignIn({ ...deps, signInWithIdentity }),
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
