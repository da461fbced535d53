import {
  buildStatusesList,
  type LongWaitPhase,
  type TUserProcess,
  type TUserStatusResponse,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import { findProspectsOfUser } from '../repository';

/**
 * The phase of each prospect's background run (spec 1 §3 longTimeServiceState), from the
 * module that runs them; none before any run.
 */
export type LongTimeStates = (
  prospectIds: readonly string[],
) => Promise<ReadonlyMap<string, LongWaitPhase>>;

export interface ReadProspectStatusDeps {
  readonly db: Database;
  readonly products: Pick<ProductsService, 'listForProspects'>;
  readonly longTimeStates: LongTimeStates;
}

/**
 * `GET onboarding/prospects/status?uid` (spec 3): the session's processes with their product
 * and long-wait phase, and the state-to-page list; only for the session's own uid.
 */
export function createReadProspectStatus({ db, products, longTimeStates }: ReadProspectStatusDeps) {
  return async function readProspectStatus(
    user: SessionUser,
    uid: string,
  ): Promise<TUserStatusResponse> {
    if (uid !== user.uid) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    const prospects = await findProspectsOfUser(db, user.userId);
    const productsByProspect = new Map(
      (await products.listForProspects(prospects.map((prospect) => prospect.id))).map((product) => [
        product.prospectId,
        product,
      ]),
    );
    const phases = await longTimeStates(prospects.map((prospect) => prospect.id));
    const processes: TUserProcess[] = [];
    for (const prospect of prospects) {
      const product = productsByProspect.get(prospect.id);
      if (product === undefined) continue;
      processes.push({
        processName: prospect.processName,
        prospectId: prospect.id,
        productId: product.productId,
        prospectState: prospect.state,
        productState: product.productState,
        packageName: product.packageName,
        longTimeServiceState: phases.get(prospect.id) ?? null,
      });
    }
    return {
      processes,
      userContext: { username: user.email },
      statusesList: buildStatusesList(),
    };
  };
}
