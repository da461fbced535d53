import type { TProspectView } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { toProductView } from '../../products/product-views';
import type { ProductsService } from '../../products/service';
import type { createRequireOwnProspect } from './require-own-prospect';

/**
 * Whether the prospect's personal data (spec 2 §3 prospect request body) is stored: the
 * personal-data module's answer, passed in from the composition root (it sits above this module).
 */
export type InfoStored = (prospectId: string) => Promise<boolean>;

export interface ReadProspectViewDeps {
  readonly db: Database;
  readonly requireOwn: ReturnType<typeof createRequireOwnProspect>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly infoStored: InfoStored;
}

/**
 * `GET onboarding/prospects/{id}` (decision 181): the application as a whole, its process and
 * state, its product and whether its data is stored; never the personal data itself (that stays
 * at `GET …/info`). Another applicant's id gives the 404 of an unknown one.
 */
export function createReadProspectView(deps: ReadProspectViewDeps) {
  const { db, requireOwn, products, infoStored } = deps;
  return async function readProspectView(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TProspectView> {
    const row = await requireOwn(db, user, prospectId);
    const product = await products.forProspect(db, prospectId);
    const stored = await infoStored(prospectId);
    return {
      prospectId: row.id,
      processName: row.processName,
      prospectState: row.state,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      product: product === null ? null : toProductView({ ...product, prospectId }),
      infoStored: stored,
    };
  };
}
