import { randomUUID } from 'node:crypto';
import {
  CONSENT_DOCUMENT_KINDS,
  type Language,
  type TCreditor,
  type VariantId,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { renderPdf } from '../../../infra/pdf/pdf-document';
import type { SessionUser } from '../../../infra/session/session-store';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ConsentsService } from '../../consents/service';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import { formatApplicationNumber } from '../../prospects/application-number';
import type { ProspectsService } from '../../prospects/service';
import { FILE_NAMES, sha256Hex, storageKeyOf } from '../consent-document-files';
import { consentDocumentContents } from '../document-content';
import { notInState } from '../errors';
import { insertDocuments } from '../repository';

export interface GenerateConsentDocumentsDeps {
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly timeZone: string;
  readonly variant: VariantId;
  /** The bank's identity (decision 229): who issues the documents. */
  readonly creditor: TCreditor;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly consents: Pick<ConsentsService, 'answers'>;
  readonly enteredData: EnteredDataSource;
}

/** The prospect the documents are made for: its id, and its number for people to read. */
export type ProspectOfDocuments = Awaited<ReturnType<ProspectsService['requireOwn']>>;

/**
 * In the caller's transaction: the three PDFs rendered in `language` from the consents, the
 * product and the data entered, each row with its SHA-256, the files stored, the creation audited.
 */
export function createGenerateConsentDocuments(deps: GenerateConsentDocumentsDeps) {
  const { clock, storage, products, consents, enteredData, timeZone } = deps;
  return async function generateConsentDocuments(
    tx: Transaction,
    user: SessionUser,
    prospect: ProspectOfDocuments,
    language: Language,
    context: RequestContext,
  ): Promise<void> {
    const prospectId = prospect.id;
    const answers = await consents.answers(tx, prospectId);
    const product = await products.forProspect(tx, prospectId);
    if (answers === null || product === null) throw notInState('this application');
    const now = clock();
    const entered = await enteredData.entered(tx, prospectId);
    const applicantName =
      entered === null
        ? user.fullName
        : [entered.names.firstName, entered.names.secondName, entered.names.surname]
            .filter(Boolean)
            .join(' ');
    const contents = consentDocumentContents({
      language,
      applicationNumber: formatApplicationNumber(prospect, timeZone),
      productType: product.productType,
      packageName: product.packageName,
      answers: answers.answers,
      answeredAt: answers.answeredAt,
      entered,
      applicantName,
      now,
      timeZone,
      variant: deps.variant,
      creditor: deps.creditor,
    });
    const rows = [];
    const pdfs = new Map<string, Uint8Array>();
    for (const kind of CONSENT_DOCUMENT_KINDS) {
      const bytes = await renderPdf(contents[kind]);
      const id = randomUUID();
      pdfs.set(id, bytes);
      rows.push({
        id,
        prospectId,
        kind,
        language,
        fileName: `${FILE_NAMES[kind]}-${language}.pdf`,
        sizeBytes: bytes.byteLength,
        sha256: sha256Hex(bytes),
        storageKey: storageKeyOf(prospectId, id),
        createdAt: now,
      });
    }
    // Only the rows this request really inserted get their file (another may have made the set).
    for (const id of await insertDocuments(tx, rows)) {
      const bytes = pdfs.get(id);
      if (bytes !== undefined) await storage.put(storageKeyOf(prospectId, id), bytes);
    }
    await recordAudit(tx, context, {
      actorType: 'applicant',
      actorId: user.userId,
      action: 'consent_documents.created',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: {
        language,
        documents: rows.map(({ id, kind, sha256, sizeBytes }) => ({ id, kind, sha256, sizeBytes })),
      },
    });
  };
}
