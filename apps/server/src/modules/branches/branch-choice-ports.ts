import type { HomePlace, ProductState, ProspectState } from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';

/** The signed-in applicant choosing (an account may run several processes). */
export interface BranchChooser {
  readonly userId: string;
  readonly uid: string;
  readonly session: SessionUser;
}

/** The session's own prospect, else 404 (prospects.requireOwn). */
export type RequireOwnProspect = (
  tx: Database | Transaction,
  user: Pick<BranchChooser, 'userId'>,
  prospectId: string,
) => Promise<{ readonly id: string; readonly state: ProspectState }>;

/** The state of the prospect's product (products.forProspect), null when it has none. */
export type ProductStateOf = (
  tx: Database | Transaction,
  prospectId: string,
) => Promise<ProductState | null>;

/** The account's processes, to find the one waiting for a branch when the page names none. */
export type ProcessesOf = (user: BranchChooser) => Promise<
  readonly {
    readonly prospectId: string;
    readonly prospectState: ProspectState;
    readonly productState: ProductState;
  }[]
>;

/**
 * The welcome module's next move (decision 140), in the choice's transaction: the penny
 * transfer for DAYPOSIT, the active product otherwise. A failure there undoes the choice.
 */
export type AfterBranchChosen = (
  tx: Transaction,
  who: { readonly prospectId: string; readonly userId: string },
  context: RequestContext,
) => Promise<unknown>;

/**
 * Where the signed-in applicant lives (the postal code and place of the address entered in
 * personal data), for the branch list's order (decision 239); null before it is entered.
 */
export type HomeOf = (user: BranchChooser) => Promise<HomePlace | null>;
