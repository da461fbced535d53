import { randomUUID } from 'node:crypto';
import {
  buildStatusesList,
  DEFAULT_PROCESS,
  type LongWaitPhase,
  type PackageName,
  type ProcessName,
  type ProspectState,
  type TCreateProductRequest,
  type TCreateProductResponse,
  type TUserProcess,
  type TUserStatusResponse,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { createShortCache, type Invalidations } from '../../infra/cache/invalidations';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SessionUser } from '../../infra/session/session-store';
import type { CmsService } from '../cms/service';
import type { ProductsService } from '../products/service';
import {
  changeProspectProcess,
  findProspect,
  findProspectsOfUser,
  insertProspect,
  moveProspectState,
  prepareProspectReads,
  type ProspectRow,
} from './repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProspectsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: ProductsService;
  readonly cms: Pick<CmsService, 'ownerOf'>;
  readonly rateLimiter: RateLimiter;
  readonly invalidations: Invalidations;
  /**
   * The phase of each prospect's background run (spec 1 §3 longTimeServiceState), from the
   * module that runs them; none before any run.
   */
  readonly longTimeStates?: (
    prospectIds: readonly string[],
  ) => Promise<ReadonlyMap<string, LongWaitPhase>>;
}

/** How long a prospect read outside a transaction is reused (decision 127). */
export const PROSPECT_CACHE_MS = 5000;
const cacheKey = (prospectId: string) => `prospect:${prospectId}`;

export interface AccountOwner {
  readonly userId: string;
  readonly uid: string;
}

/** The applicant's onboarding processes (spec 1 §3–§4). */
export function createProspectsService({
  db,
  clock,
  products,
  cms,
  rateLimiter,
  invalidations,
  longTimeStates = () => Promise.resolve(new Map()),
}: ProspectsServiceDeps) {
  const prepared = prepareProspectReads(db);
  // Ownership never changes and the state only through `advance`, which announces the change to
  // every instance when its transaction commits: the steps' frequent reads (a form saving as the
  // applicant types) reuse a read for a few seconds. Writes always read in their transaction.
  const cache = createShortCache<ProspectRow>(PROSPECT_CACHE_MS);
  invalidations.onAnnounced((key) => {
    if (key.startsWith('prospect:')) cache.delete(key.slice('prospect:'.length));
  });
  const findOutsideTransaction = async (prospectId: string) => {
    const now = clock().getTime();
    const cached = cache.get(prospectId, now);
    if (cached !== undefined) return cached;
    const row = await prepared.findProspect(prospectId);
    if (row !== null) cache.set(prospectId, row, now);
    return row;
  };
  const newProspect = async (
    tx: Database | Transaction,
    owner: AccountOwner,
    processName: ProcessName,
    state: ProspectState,
    context: RequestContext,
  ) => {
    const now = clock();
    const prospect = await insertProspect(tx, {
      id: randomUUID(),
      userId: owner.userId,
      processName,
      state,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, context, {
      actorType: 'applicant',
      actorId: owner.userId,
      action: 'prospect.created',
      subjectType: 'prospect',
      subjectId: prospect.id,
      details: { processName, state },
    });
    return prospect;
  };

  /** A signed-in applicant starts another process (processchoice "start a new one"). */
  const startAnother = (
    owner: AccountOwner,
    product: { productType: ProcessName; packageName: PackageName | null },
    context: RequestContext,
  ) =>
    db.transaction(async (tx) => {
      const prospect = await newProspect(
        tx,
        owner,
        product.productType,
        'PROSPECT_EMAIL_CHECKED',
        context,
      );
      return products.create(tx, { uid: owner.uid, ...product, prospectId: prospect.id }, context);
    });

  return {
    /**
     * E-mail verified (spec 1 §4): the first prospect starts in PROSPECT_EMAIL_CHECKED with the
     * product the visitor chose before registering, or the default process when there was none.
     */
    async startAfterVerification(
      tx: Transaction,
      owner: AccountOwner,
      context: RequestContext,
    ): Promise<{ prospectId: string; state: 'PROSPECT_EMAIL_CHECKED' }> {
      const state = 'PROSPECT_EMAIL_CHECKED';
      // The product chosen before registering decides the process.
      const chosen = await products.latestUnattached(tx, owner.uid);
      const prospect = await newProspect(
        tx,
        owner,
        chosen?.productType ?? DEFAULT_PROCESS,
        state,
        context,
      );
      if (chosen === null) {
        await products.create(
          tx,
          {
            uid: owner.uid,
            productType: DEFAULT_PROCESS,
            packageName: null,
            prospectId: prospect.id,
          },
          context,
        );
      } else {
        await products.attach(tx, chosen.productId, prospect.id);
      }
      return { prospectId: prospect.id, state };
    },

    /**
     * `POST onboarding/products/noauth` (spec 1 §4): the product a visitor chose before signing
     * up, or, with an account's uid, another process of its signed-in owner.
     */
    async chooseProduct(
      request: TCreateProductRequest,
      signedIn: SessionUser | null,
      context: RequestContext,
    ): Promise<TCreateProductResponse> {
      await rateLimiter.hit({ rule: RATE_LIMITS.productsPerIp, subject: context.ip });
      const { uid, productType, packageName = null } = request;
      const owner = await cms.ownerOf(uid);
      if (!owner.known) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'This uid was not issued here.',
          fieldErrors: [{ field: 'uid', code: 'validation.uid.invalid' }],
        });
      }
      if (owner.userId === null) {
        return products.create(db, { uid, productType, packageName }, context);
      }
      // The uid is an account's: only its signed-in owner may start a process with it.
      if (signedIn === null || signedIn.userId !== owner.userId) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      return startAnother(signedIn, { productType, packageName }, context);
    },

    /**
     * Every `prospects/{id}` route (DESIGN "Sessions"): the prospect must be the session's own;
     * an unknown id and another applicant's id give the same 404, so ids cannot be probed.
     */
    async requireOwn(
      tx: Database | Transaction,
      user: Pick<SessionUser, 'userId'>,
      prospectId: string,
    ): Promise<ProspectRow & { state: ProspectState }> {
      const prospect = !UUID_PATTERN.test(prospectId)
        ? null
        : tx === db
          ? await findOutsideTransaction(prospectId)
          : await findProspect(tx, prospectId);
      if (prospect === null || prospect.userId !== user.userId) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
      }
      return prospect;
    },

    /** The prospect row for the staff's case evidence export (decision 151); null when unknown. */
    async caseOf(prospectId: string): Promise<ProspectRow | null> {
      // Read fresh, not from the cache: the evidence states the prospect as it is now.
      return UUID_PATTERN.test(prospectId) ? findProspect(db, prospectId) : null;
    },

    /** Whose prospect this is, for work no request carries (a job); null for an unknown id. */
    async ownerOf(prospectId: string): Promise<string | null> {
      if (!UUID_PATTERN.test(prospectId)) return null;
      return (await findOutsideTransaction(prospectId))?.userId ?? null;
    },

    /**
     * Moves the prospect from one of `from` to `to` with its audit record, in the caller's
     * transaction (spec 1 §4). A prospect elsewhere gives 409 PROSPECT_STATE_CONFLICT: a step
     * posted out of order or twice changes nothing.
     */
    async advance(
      tx: Transaction,
      change: {
        readonly prospectId: string;
        readonly from: readonly ProspectState[];
        readonly to: ProspectState;
        readonly actorId: string;
        /** Who moved it: the applicant by default; a video operator decides an identification. */
        readonly actorType?: 'applicant' | 'operator' | 'system';
        readonly details?: Readonly<Record<string, unknown>>;
      },
      context: RequestContext,
    ): Promise<void> {
      const moved = await moveProspectState(tx, change.prospectId, change.from, change.to, clock());
      cache.delete(change.prospectId);
      // Delivered when the transaction commits, to every instance (this one too).
      if (moved) await invalidations.announce(tx, cacheKey(change.prospectId));
      if (!moved) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: `The prospect is not in ${change.from.join(' or ')}.`,
        });
      }
      await recordAudit(tx, context, {
        actorType: change.actorType ?? 'applicant',
        actorId: change.actorId,
        action: 'prospect.state_changed',
        subjectType: 'prospect',
        subjectId: change.prospectId,
        details: { from: change.from, to: change.to, ...change.details },
      });
    },

    /**
     * The prospect continues as another process (a loan that cannot be granted continues as an
     * account, issue 14) with its audit record, in the caller's transaction; 409
     * PROSPECT_PROCESS_CONFLICT when it is no longer `from`.
     */
    async changeProcess(
      tx: Transaction,
      change: {
        readonly prospectId: string;
        readonly from: ProcessName;
        readonly to: ProcessName;
        readonly actorId: string;
      },
      context: RequestContext,
    ): Promise<void> {
      const changed = await changeProspectProcess(
        tx,
        change.prospectId,
        change.from,
        change.to,
        clock(),
      );
      cache.delete(change.prospectId);
      if (!changed) {
        throw new AppError(409, 'PROSPECT_PROCESS_CONFLICT', {
          message: `The prospect is not a ${change.from} process.`,
        });
      }
      await invalidations.announce(tx, cacheKey(change.prospectId));
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: change.actorId,
        action: 'prospect.process_changed',
        subjectType: 'prospect',
        subjectId: change.prospectId,
        details: { from: change.from, to: change.to },
      });
    },

    /**
     * A state changed outside `advance` (a test fixture, a support tool): every instance forgets
     * its read of the prospect.
     */
    async forgetCached(prospectId: string): Promise<void> {
      cache.delete(prospectId);
      await invalidations.announce(db, cacheKey(prospectId));
    },

    /** `GET onboarding/prospects/status?uid` (spec 3): only for the session's own uid. */
    async status(user: SessionUser, uid: string): Promise<TUserStatusResponse> {
      if (uid !== user.uid) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      const prospects = await findProspectsOfUser(db, user.userId);
      const productsByProspect = new Map(
        (await products.listForProspects(prospects.map((prospect) => prospect.id))).map(
          (product) => [product.prospectId, product],
        ),
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
    },
  };
}

export type ProspectsService = ReturnType<typeof createProspectsService>;
