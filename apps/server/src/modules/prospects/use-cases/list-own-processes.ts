import type { TUserProcess } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import { findProspectsOfUser } from '../repository';

/** A process of the applicant's as the server's own work reads it: without its long-wait phase. */
export type OwnProcess = Omit<TUserProcess, 'longTimeServiceState'>;

export interface ListOwnProcessesDeps {
  readonly db: Database;
  readonly products: Pick<ProductsService, 'listForProspects'>;
}

/** The session's processes, oldest first, each with its product (one without is left out). */
export function createListOwnProcesses({ db, products }: ListOwnProcessesDeps) {
  return async function listOwnProcesses(user: Pick<SessionUser, 'userId'>): Promise<OwnProcess[]> {
    const prospects = await findProspectsOfUser(db, user.userId);
    const productsByProspect = new Map(
      (await products.listForProspects(prospects.map((prospect) => prospect.id))).map((product) => [
        product.prospectId,
        product,
      ]),
    );
    const processes: OwnProcess[] = [];
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
      });
    }
    return processes;
  };
}

export type ListOwnProcesses = ReturnType<typeof createListOwnProcesses>;
