import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { CmsService } from '../cms/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { SecurityDeps } from './shared';
import { createCheckRegistrationEmail } from './use-cases/check-registration-email';
import { createResendVerificationEmail } from './use-cases/resend-verification-email';
import { createSubmitRegistration } from './use-cases/submit-registration';
import { createVerifyRegistrationEmail } from './use-cases/verify-registration-email';

export interface RegistrationServiceDeps extends SecurityDeps {
  readonly cms: CmsService;
  readonly prospects: ProspectsService;
  /** The product chosen before signing up: the verification e-mail names it (decision 201). */
  readonly products: Pick<ProductsService, 'latestUnattached'>;
  /** The staff case search's index: the verified account's name, e-mail, phone (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexAccount'>;
}

/**
 * Sign-up and e-mail verification (spec 1 §4 "Registration and login", decisions 043 and 044). The
 * account is only created when the address is verified (decision 044), so nobody can hold an
 * address they do not own, and no answer tells whether an address is registered.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  return {
    register: createSubmitRegistration(deps),
    checkEmail: createCheckRegistrationEmail(deps),
    retryEmail: createResendVerificationEmail(deps),
    validate: createVerifyRegistrationEmail(deps),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
