import { randomUUID } from 'node:crypto';
import {
  buildLoanOffer,
  loanTermsFromRequest,
  type Language,
  type TCreditor,
  type TLoanOffer,
  type TOfferChoice,
  type TSecciIssued,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { renderPdf } from '../../../infra/pdf/pdf-document';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { requireGrantedTerms, requireOfferState, RULES } from '../offers';
import { requireOwnLoan, type Owner } from '../own-loan';
import { insertSecci } from '../repository';
import { requireOfferAssessment } from '../risk-run';
import { secciContent } from '../secci-content';
import { secciKey, sha256Hex } from '../secci-storage';

export interface IssueSecciDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: Pick<StoragePort, 'put'>;
  /** IANA zone of the bank: the SECCI's validity date is its calendar day. */
  readonly timeZone: string;
  /** The bank's country (ISO 3166 alpha-2), whose law governs the credit. */
  readonly country: string;
  /** The bank's identity (decision 229), the SECCI's creditor. */
  readonly creditor: TCreditor;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
  readonly dossiers: Pick<DossiersService, 'runOfKind'>;
  /** The language the applicant registered in (the SECCI's language). */
  readonly languageOf: (prospectId: string) => Promise<Language>;
}

/**
 * `POST onboarding/products/{id}/secci`: the SECCI PDF for these terms in the applicant's
 * language, stored (sealed by the storage) with its SHA-256 before the choice. Rendered in the
 * request: the PDF is the answer (decision 147).
 */
export function createIssueSecci(deps: IssueSecciDeps) {
  const { db, clock, storage } = deps;
  return async function issueSecci(
    owner: Owner,
    productId: string,
    choice: TOfferChoice,
    context: RequestContext,
  ): Promise<TSecciIssued> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    requireOfferState(product.productState);
    const { assessment } = await requireOfferAssessment(deps, db, product.prospectId);
    const terms = loanTermsFromRequest(choice);
    requireGrantedTerms(assessment.facts, terms);
    const offer: TLoanOffer = buildLoanOffer(terms, RULES.product);
    const language = await deps.languageOf(product.prospectId);
    const secciId = randomUUID();
    const issuedAt = clock();
    const bytes = await renderPdf(
      secciContent({
        language,
        creditor: deps.creditor,
        offer,
        secciId,
        issuedAt,
        timeZone: deps.timeZone,
        country: deps.country,
      }),
    );
    const sha256 = sha256Hex(bytes);
    const storageKey = secciKey(product.prospectId, secciId);
    await storage.put(storageKey, bytes);
    await db.transaction(async (tx) => {
      await insertSecci(tx, {
        id: secciId,
        prospectId: product.prospectId,
        productId: product.productId,
        terms,
        offer,
        language,
        storageKey,
        sha256,
        sizeBytes: bytes.byteLength,
        issuedAt,
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'loan.secci_issued',
        subjectType: 'prospect',
        subjectId: product.prospectId,
        details: { secciId, sha256, language, ...terms, aprPercent: offer.aprPercent },
      });
    });
    return { secciId, sha256, offer, issuedAt: issuedAt.toISOString() };
  };
}
