import type { TProspectView } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { toProductView } from '../../products/product-views';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { findInfo } from '../repository';

export interface ReadProspectViewDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * `GET onboarding/prospects/{id}` (decision 181): the application as a whole, its process and
 * state, its product and whether its data is stored; never the personal data itself (that stays
 * at `GET …/info`). Another applicant's id gives the 404 of an unknown one. Here, not in the
 * prospects module, because whether the data is stored is this module's to say.
 */
export function createReadProspectView({ db, prospects, products }: ReadProspectViewDeps) {
  return async function readProspectView(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TProspectView> {
    const row = await prospects.requireOwn(db, user, prospectId);
    const product = await products.forProspect(db, prospectId);
    const stored = (await findInfo(db, prospectId)) !== null;
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
