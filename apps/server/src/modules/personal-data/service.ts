import {
  calendarDateIn,
  isLoanProcess,
  mergePartialSave,
  fieldErrorsOf,
  prospectRequestBodySchema,
  ZPartialSave,
  ZProspectRequestBodyStructure,
  type PersonalDataContext,
  type TInfoSubmitResponse,
  type TPartialSave,
  type TProspectRequestBody,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { createShortCache } from '../../infra/cache/invalidations';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import {
  deleteDraft,
  findInfo,
  insertInfo,
  prepareDraftQueries,
  type StoredDraft,
} from './repository';

export interface PersonalDataServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  /** IANA zone of the bank: "today" for ages and document dates is its calendar day. */
  readonly timeZone: string;
  /** The country variant: its identifiers (EMŠO or NID, tax number, IBAN) and postal codes. */
  readonly variant?: VariantId;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
}

/** The step the screen belongs to (spec 1 §4 state to page: /personaldata). */
const SCREEN_STATE = 'PROSPECT_IDS_UPLOADED';

const draftContext = (prospectId: string) => `prospect:${prospectId}:info`;
const bodyContext = (prospectId: string) => `prospect:${prospectId}:info:body`;

const DRAFT_REUSE_MS = 60_000;
const DRAFT_REUSE_ENTRIES = 2000;

/** Saves of one prospect that raced each other are merged again this many times at most. */
const MAX_SAVE_ATTEMPTS = 5;

/**
 * The personal data step (issue 6): drafts kept as the applicant types (`info/partialsave`), the
 * final prospect request body (`PATCH prospects/{id}/info`) and reading it back for later steps.
 * Everything stored is sealed with the data cipher: the body carries EMSO, tax number, IBAN and
 * document numbers (DESIGN "PII").
 */
export function createPersonalDataService(deps: PersonalDataServiceDeps) {
  const { db, clock, cipher, prospects, products } = deps;
  const drafts = prepareDraftQueries(db);
  // The drafts this instance wrote last, by prospect: only ever a guess that the write's version
  // guard checks, so a stale one costs a second read, never a lost field.
  const lastWritten = createShortCache<StoredDraft>(DRAFT_REUSE_MS, DRAFT_REUSE_ENTRIES);

  const openDraft = (prospectId: string, sealed: string | null): TPartialSave =>
    sealed === null
      ? {}
      : ZPartialSave.parse(JSON.parse(cipher.openText(sealed, draftContext(prospectId))));

  const rulesContext = async (
    tx: Transaction,
    prospectId: string,
  ): Promise<PersonalDataContext> => {
    const product = await products.forProspect(tx, prospectId);
    return {
      today: calendarDateIn(clock(), deps.timeZone),
      packageName: product?.packageName ?? null,
      variant: deps.variant ?? 'si',
    };
  };

  /**
   * The stored prospect request body, decrypted, or null before `PATCH prospects/{id}/info`. For
   * the later steps (consents, eligibility, contract PDFs); the caller checks ownership.
   */
  const storedInfo = async (
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<TProspectRequestBody | null> => {
    const sealed = await findInfo(tx, prospectId);
    if (sealed === null) return null;
    return ZProspectRequestBodyStructure.parse(
      JSON.parse(cipher.openText(sealed, bodyContext(prospectId))),
    );
  };

  return {
    /** `GET prospects/{id}/info/partialsave`: what was saved so far ({} before anything). */
    async draftOfOwn(user: Pick<SessionUser, 'userId'>, prospectId: string): Promise<TPartialSave> {
      await prospects.requireOwn(db, user, prospectId);
      return openDraft(prospectId, (await drafts.find(prospectId))?.sealed ?? null);
    },

    /**
     * `PATCH prospects/{id}/info/partialsave`: merges the sections sent into the saved ones, field
     * by field, while the prospect is on the personal data step (409 elsewhere).
     */
    async partialSave(
      user: Pick<SessionUser, 'userId'>,
      prospectId: string,
      update: TPartialSave,
    ): Promise<TPartialSave> {
      // No transaction: the prospect's read, the draft's read and one guarded write (decision
      // 126). The draft last written here is reused for the next save: if anyone wrote it since,
      // the guard refuses the write and the draft is read again.
      const prospect = await prospects.requireOwn(db, user, prospectId);
      if (prospect.state !== SCREEN_STATE) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: `The prospect is not in ${SCREEN_STATE}.`,
        });
      }
      for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
        const now = clock();
        const reused = attempt === 0 ? lastWritten.get(prospectId, now.getTime()) : undefined;
        const stored = reused ?? (await drafts.find(prospectId));
        const merged = mergePartialSave(openDraft(prospectId, stored?.sealed ?? null), update);
        const sealed = cipher.sealText(JSON.stringify(merged), draftContext(prospectId));
        const written = await drafts.write(prospectId, sealed, now, stored);
        if (written !== null) {
          lastWritten.set(prospectId, written, now.getTime());
          return merged;
        }
        lastWritten.delete(prospectId);
      }
      throw new AppError(409, 'CONFLICT', {
        message: 'The data was being saved from elsewhere at the same moment; save again.',
      });
    },

    /**
     * `PATCH prospects/{id}/info`: every rule of spec 2 §5 (400 with field errors, nothing
     * stored), then in one transaction the sealed body, PROSPECT_IDS_UPLOADED →
     * PROSPECT_INFO_UPLOADED and PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED with their audit (a
     * loan's product stays PRODUCT_NEW: the salary statement comes next, decision 147).
     */
    async submit(
      user: Pick<SessionUser, 'userId' | 'uid'>,
      prospectId: string,
      body: TProspectRequestBody,
      context: RequestContext,
    ): Promise<TInfoSubmitResponse> {
      return db.transaction(async (tx) => {
        const prospect = await prospects.requireOwn(tx, user, prospectId);
        if (prospect.state !== SCREEN_STATE) {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: `The prospect is not in ${SCREEN_STATE}.`,
          });
        }
        // The screen's own schema (the web form's resolver) seen through the body: its field
        // errors named by body path, its output the body as it is stored.
        const checked = prospectRequestBodySchema(await rulesContext(tx, prospectId)).safeParse(
          body,
        );
        const fieldErrors = checked.success ? [] : fieldErrorsOf(checked.error);
        if (body.uid !== user.uid)
          fieldErrors.unshift({ field: 'uid', code: 'validation.uid.invalid' });
        if (!checked.success || fieldErrors.length > 0) {
          throw new AppError(400, 'VALIDATION_FAILED', {
            message: 'The personal data breaks the rules of spec 2 §5.',
            fieldErrors,
          });
        }
        const now = clock();
        await insertInfo(
          tx,
          prospectId,
          // Issue 17 point 15: the tax number is stored as its 8 digits (the schema's output).
          cipher.sealText(JSON.stringify(checked.data), bodyContext(prospectId)),
          now,
        );
        await deleteDraft(tx, prospectId);
        lastWritten.delete(prospectId);
        await prospects.advance(
          tx,
          { prospectId, from: [SCREEN_STATE], to: 'PROSPECT_INFO_UPLOADED', actorId: user.userId },
          context,
        );
        // A loan's product waits in PRODUCT_NEW for the salary statement (decision 147).
        const product = await products.forProspect(tx, prospectId);
        const loan = product !== null && isLoanProcess(product.productType);
        if (!loan) {
          await products.advance(
            tx,
            {
              prospectId,
              from: ['PRODUCT_NEW'],
              to: 'PRODUCT_EMPLOYMENT_UPLOADED',
              actorId: user.userId,
            },
            context,
          );
        }
        // Which sections were given, never their values (the audit trail is not encrypted).
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'prospect.info_submitted',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            idType: body.personalInfo.identityDocument.idType,
            temporaryAddress: body.personalInfo.addresses.TEMPORARY !== null,
            isWorker: body.employmentInfo.isWorker,
            student: body.personalInfo.studentType !== null,
          },
        });
        return {
          prospectState: 'PROSPECT_INFO_UPLOADED',
          productState: loan ? 'PRODUCT_NEW' : 'PRODUCT_EMPLOYMENT_UPLOADED',
        };
      });
    },

    /** `GET prospects/{id}/info` (beyond spec): the stored body of the session's own prospect. */
    async infoOfOwn(user: Pick<SessionUser, 'userId'>, prospectId: string) {
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        const info = await storedInfo(tx, prospectId);
        if (info === null) {
          throw new AppError(404, 'NOT_FOUND', { message: 'No personal data stored yet.' });
        }
        return info;
      });
    },

    storedInfo,
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
