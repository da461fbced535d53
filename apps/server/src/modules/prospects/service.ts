import { randomUUID } from 'node:crypto';
import {
  buildStatusesList,
  DEFAULT_PROCESS,
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
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SessionUser } from '../../infra/session/session-store';
import type { CmsService } from '../cms/service';
import type { ProductsService } from '../products/service';
import {
  findProspect,
  findProspectsOfUser,
  insertProspect,
  moveProspectState,
  type ProspectRow,
} from './repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProspectsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly products: ProductsService;
  readonly cms: Pick<CmsService, 'ownerOf'>;
  readonly rateLimiter: RateLimiter;
}

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
}: ProspectsServiceDeps) {
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
      const prospect = UUID_PATTERN.test(prospectId) ? await findProspect(tx, prospectId) : null;
      if (prospect === null || prospect.userId !== user.userId) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
      }
      return prospect;
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
        readonly details?: Readonly<Record<string, unknown>>;
      },
      context: RequestContext,
    ): Promise<void> {
      const moved = await moveProspectState(tx, change.prospectId, change.from, change.to, clock());
      if (!moved) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: `The prospect is not in ${change.from.join(' or ')}.`,
        });
      }
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: change.actorId,
        action: 'prospect.state_changed',
        subjectType: 'prospect',
        subjectId: change.prospectId,
        details: { from: change.from, to: change.to, ...change.details },
      });
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
          longTimeServiceState: null,
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
