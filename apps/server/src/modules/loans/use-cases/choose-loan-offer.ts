import { isDeepStrictEqual } from 'node:util';
import {
  buildLoanOffer,
  loanTermsFromRequest,
  type TLoanOffer,
  type TOfferChoice,
  type TPayoutAccountChoice,
  type TSelectLoanResponse,
  isUuid,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { OFFER_STATES, requireGrantedTerms, requireOfferState, RULES } from '../offers';
import { requireOwnLoanOfProspect, type Owner } from '../own-loan';
import { payoutAccountRow, resolvePayoutAccount, type PayoutAccountDeps } from '../payout-account';
import { findSecci, insertChoice, insertPayoutAccount } from '../repository';
import { requireOfferAssessment } from '../risk-run';
import type { StoredLoanTerms } from '../tables';

export interface ChooseLoanOfferDeps extends PayoutAccountDeps {
  readonly db: Database;
  /** The staff case search's keyed hash of the payout IBAN (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly dossiers: Pick<
    DossiersService,
    'runOfKind' | 'endRun' | 'startLoanDossier' | 'publishRun'
  >;
}

function sameTerms(a: StoredLoanTerms, b: StoredLoanTerms): boolean {
  return (
    a.amountCents === b.amountCents &&
    a.tenorMonths === b.tenorMonths &&
    a.insurance === b.insurance
  );
}

/** The SECCI issued to the prospect for exactly these terms and figures (409 otherwise). */
async function requireIssuedSecci(
  tx: Transaction,
  prospectId: string,
  secciId: string,
  terms: StoredLoanTerms,
  offer: TLoanOffer,
) {
  const secci = isUuid(secciId) ? await findSecci(tx, secciId) : null;
  if (
    secci === null ||
    secci.prospectId !== prospectId ||
    !sameTerms(secci.terms, terms) ||
    // The figures it printed are the ones recomputed now (jsonb keeps no key order).
    !isDeepStrictEqual({ ...secci.offer }, { ...offer })
  ) {
    throw new AppError(409, 'SECCI_MISMATCH', {
      message: 'The SECCI for exactly these terms must be issued before the choice.',
    });
  }
  return secci;
}

/** The choice of `selectloan`: the offer, its SECCI and where the loan is paid (decision 233). */
export interface LoanOfferChoice {
  readonly choice: TOfferChoice;
  readonly secciId: string;
  readonly payoutAccount: TPayoutAccountChoice;
}

/**
 * The choice checks of `selectloan` (decision 147), then the move, in one transaction: the payout
 * account is kept with the choice (decision 233), the product becomes PRODUCT_OFFER_SELECTED, the
 * risk run ends and the dossier run that prepares the credit agreement starts.
 */
export function createChooseLoanOffer(deps: ChooseLoanOfferDeps) {
  const { db, clock, products, dossiers } = deps;
  return async function chooseLoanOffer(
    owner: Owner,
    prospectId: string,
    { choice, secciId, payoutAccount }: LoanOfferChoice,
    context: RequestContext,
  ): Promise<TSelectLoanResponse> {
    const { response, ended } = await db.transaction(async (tx) => {
      const product = await requireOwnLoanOfProspect(deps, tx, owner, prospectId);
      requireOfferState(product.productState);
      const payout = await resolvePayoutAccount(deps, tx, prospectId, payoutAccount);
      const { run, assessment } = await requireOfferAssessment(deps, tx, prospectId);
      const terms = loanTermsFromRequest(choice);
      requireGrantedTerms(assessment.facts, terms);
      const offer = buildLoanOffer(terms, RULES.product);
      const secci = await requireIssuedSecci(tx, prospectId, secciId, terms, offer);
      await products.advance(
        tx,
        { prospectId, from: OFFER_STATES, to: 'PRODUCT_OFFER_SELECTED', actorId: owner.userId },
        context,
      );
      await insertChoice(tx, {
        prospectId,
        secciId: secci.id,
        secciSha256: secci.sha256,
        terms,
        offer,
        chosenAt: clock(),
      });
      await insertPayoutAccount(tx, payoutAccountRow(deps, prospectId, payout, clock()));
      await deps.searchIndex.indexCase(tx, prospectId, 'PAYOUT_ACCOUNT', { ibans: [payout.iban] });
      const endedRun = await dossiers.endRun(tx, run.id, context);
      const dossier = await dossiers.startLoanDossier(
        tx,
        { prospectId, process: product.productType },
        context,
      );
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'loan.offer_selected',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          secciId: secci.id,
          secciSha256: secci.sha256,
          amountCents: offer.amountCents,
          tenorMonths: offer.tenorMonths,
          insurance: offer.insurance,
          aprPercent: offer.aprPercent,
          // The source only: the IBAN stays sealed in its table (PII).
          payoutSource: payout.source,
          longProcessId: dossier.id,
        },
      });
      return {
        response: {
          productState: 'PRODUCT_OFFER_SELECTED' as const,
          offer,
          longProcessId: dossier.id,
        },
        ended: endedRun,
      };
    });
    if (ended !== null) await dossiers.publishRun(ended);
    return response;
  };
}
