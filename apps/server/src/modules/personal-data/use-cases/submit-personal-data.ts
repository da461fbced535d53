import {
  calendarDateIn,
  fieldErrorsOf,
  hasProductStepAfterPersonalData,
  prospectRequestBodySchema,
  type PersonalDataContext,
  type TInfoSubmitResponse,
  type TProspectRequestBody,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../../infra/db/database';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import type { LastWrittenDrafts } from '../drafts';
import { deleteDraft, insertInfo } from '../repository';
import { notOnScreen, SCREEN_STATE } from '../screen-state';
import { bodyContext } from '../sealing';
import { searchValuesOfBody } from '../search-values';

export interface SubmitPersonalDataDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  /** IANA zone of the bank: "today" for ages and document dates is its calendar day. */
  readonly timeZone: string;
  /** The country variant: its identifiers (EMŠO or NID, tax number, IBAN) and postal codes. */
  readonly variant?: VariantId;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'advance' | 'resumeAfterCorrection'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly lastWritten: LastWrittenDrafts;
  /** The staff case search's keyed hashes of the names and identifiers (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase' | 'openApplicationsOfSamePerson'>;
}

/**
 * The states after the stored body, in its transaction: PROSPECT_INFO_UPLOADED and the product's
 * next state; or, when the body answers a video operator's correction, back to the call with the
 * product as it was there (decision 244).
 */
async function moveOn(
  deps: Pick<SubmitPersonalDataDeps, 'prospects' | 'products'>,
  tx: Transaction,
  given: { readonly prospectId: string; readonly actorId: string },
  context: RequestContext,
): Promise<TInfoSubmitResponse> {
  const { prospects, products } = deps;
  const { prospectId, actorId } = given;
  await prospects.advance(
    tx,
    { prospectId, from: [SCREEN_STATE], to: 'PROSPECT_INFO_UPLOADED', actorId },
    context,
  );
  const resumed = await prospects.resumeAfterCorrection(
    tx,
    { prospectId, step: 'PERSONAL_DATA', actorId },
    context,
  );
  const product = await products.forProspect(tx, prospectId);
  if (resumed !== null) {
    return {
      prospectState: resumed,
      productState: product?.productState ?? 'PRODUCT_EMPLOYMENT_UPLOADED',
    };
  }
  // A loan's product waits in PRODUCT_NEW for the salary statement (decision 147), a day
  // deposit's for its amount and term (decision 231).
  const waits = product !== null && hasProductStepAfterPersonalData(product.productType);
  if (!waits) {
    await products.advance(
      tx,
      { prospectId, from: ['PRODUCT_NEW'], to: 'PRODUCT_EMPLOYMENT_UPLOADED', actorId },
      context,
    );
  }
  return {
    prospectState: 'PROSPECT_INFO_UPLOADED',
    productState: waits ? 'PRODUCT_NEW' : 'PRODUCT_EMPLOYMENT_UPLOADED',
  };
}

/**
 * One open application per product and person (decision 290): another account's application of
 * the same product, whose personal data have this one's national number and document number, is
 * to be continued there. Both numbers, so that a national number alone (which others may know)
 * tells nobody of someone's application; the 409 undoes everything the transaction wrote.
 */
async function requireNoOtherOpen(
  deps: Pick<SubmitPersonalDataDeps, 'searchIndex'>,
  tx: Transaction,
  prospectId: string,
): Promise<void> {
  const others = await deps.searchIndex.openApplicationsOfSamePerson(tx, prospectId);
  if (others.length === 0) return;
  throw new SecondApplicationRefused(others);
}

/** The refusal, with the applications it found: the audit names them, the answer does not. */
class SecondApplicationRefused extends AppError {
  constructor(readonly others: readonly string[]) {
    super(409, 'APPLICATION_ALREADY_OPEN', {
      message:
        'An application for this product by the same person is under way under another account.',
      fieldErrors: [
        {
          field: 'personalInfo.identityDocument.personalNumber',
          code: 'validation.personalNumber.applicationOpen',
        },
      ],
    });
  }
}

/**
 * `PATCH prospects/{id}/info` (decision 093): every rule of spec 2 §5 (400 with field errors,
 * nothing stored), then in one transaction the sealed body, PROSPECT_IDS_UPLOADED →
 * PROSPECT_INFO_UPLOADED and PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED with their audit (a
 * loan's product stays PRODUCT_NEW: the salary statement comes next, decision 147; so does a day
 * deposit's: its amount and term come next, decision 231). The section a video operator sent back
 * given again, the prospect goes on to the video call and the product back to its state at the
 * call, with everything else kept (decision 244).
 */
export function createSubmitPersonalData(deps: SubmitPersonalDataDeps) {
  const { db, clock, cipher, prospects, products } = deps;

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

  return async function submit(
    user: Pick<SessionUser, 'userId' | 'uid'>,
    prospectId: string,
    body: TProspectRequestBody,
    context: RequestContext,
  ): Promise<TInfoSubmitResponse> {
    try {
      return await store(user, prospectId, body, context);
    } catch (error) {
      // The refusal undid the step's transaction; the attempt is kept for the back office.
      if (error instanceof SecondApplicationRefused) {
        await db.transaction((tx) =>
          recordAudit(tx, context, {
            actorType: 'applicant',
            actorId: user.userId,
            action: 'prospect.second_application_refused',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { openApplications: [...error.others] },
          }),
        );
      }
      throw error;
    }
  };

  function store(
    user: Pick<SessionUser, 'userId' | 'uid'>,
    prospectId: string,
    body: TProspectRequestBody,
    context: RequestContext,
  ): Promise<TInfoSubmitResponse> {
    return db.transaction(async (tx) => {
      const prospect = await prospects.requireOwn(tx, user, prospectId);
      if (prospect.state !== SCREEN_STATE) throw notOnScreen();
      // The screen's own schema (the web form's resolver) seen through the body: its field
      // errors named by body path, its output the body as it is stored.
      const checked = prospectRequestBodySchema(await rulesContext(tx, prospectId)).safeParse(body);
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
        // Decision 174: the tax number is stored as its 8 digits (the schema's output).
        cipher.sealText(JSON.stringify(checked.data), bodyContext(prospectId)),
        now,
      );
      await deps.searchIndex.indexCase(
        tx,
        prospectId,
        'PERSONAL_DATA',
        searchValuesOfBody(checked.data),
      );
      await requireNoOtherOpen(deps, tx, prospectId);
      await deleteDraft(tx, prospectId);
      deps.lastWritten.delete(prospectId);
      const moved = await moveOn(deps, tx, { prospectId, actorId: user.userId }, context);
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
      return moved;
    });
  }
}
