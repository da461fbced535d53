import type { RequestContext } from '../../../infra/audit/audit-log';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { createWithdrawApplication } from './withdraw-application';

export interface WithdrawProductApplicationDeps {
  readonly prospects: Pick<ProspectsService, 'readOwnProduct'>;
  readonly withdraw: ReturnType<typeof createWithdrawApplication>;
}

/**
 * `DELETE onboarding/products/{id}` (decisions 181 and 182): withdraws the application the
 * product belongs to, as `DELETE prospects/{id}` does (each prospect has exactly one product).
 * Another applicant's product is refused like an unknown one (404).
 */
export function createWithdrawProductApplication(deps: WithdrawProductApplicationDeps) {
  const { prospects, withdraw } = deps;
  return async function withdrawProductApplication(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
    context: RequestContext,
  ): Promise<{ prospectId: string; status: 'WITHDRAWN' }> {
    const product = await prospects.readOwnProduct(user, productId);
    return withdraw(user, product.prospectId, context);
  };
}
