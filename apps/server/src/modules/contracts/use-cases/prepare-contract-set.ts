import { randomUUID } from 'node:crypto';
import {
  isLoanProcess,
  signingManifestBytes,
  type Language,
  type TContractAmount,
  type TCreditor,
  type TDepositChoice,
  type TLoanTerms,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { renderPdf } from '../../../infra/pdf/pdf-document';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import { FILE_NAMES, sha256Hex, storageKeyOf } from '../contract-files';
import { contractContents, contractKindsFor } from '../contract-content';
import { conflict } from '../errors';
import { contractParty } from '../identity';
import {
  findCurrentSet,
  insertSet,
  lockCurrentSet,
  supersedeSet,
  type ContractSetRow,
} from '../repository';
import type { contractDocuments } from '../tables';

export interface PrepareContractSetDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly timeZone: string;
  /** The bank's country and currency (the variant's). */
  readonly country: 'SI' | 'AL';
  readonly currency: string;
  /** The bank's identity (decision 229): the creditor party of every contract. */
  readonly creditor: TCreditor;
  readonly defaultLanguage: Language;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  /** The new account (bank-accounts module); null before it is opened. */
  readonly accountOf: (prospectId: string) => Promise<{ readonly iban: string } | null>;
  /** The chosen loan offer (decision 147); null when there is none. */
  readonly loanOfferOf: (prospectId: string) => Promise<TLoanTerms | null>;
  /** A day deposit's choice and quote (the deposits module, decision 232). */
  readonly depositOf?: (prospectId: string) => Promise<TDepositChoice | null>;
}

/** Who makes the set: the applicant reading the page, or the dossier's run. */
export interface ContractSetActor {
  readonly actorType: 'applicant' | 'system';
  readonly actorId: string | null;
}

type ContractDocumentInsert = typeof contractDocuments.$inferInsert;

/** The set about to be made: its PDFs already in storage, its rows and manifest not yet stored. */
interface RenderedSet {
  readonly setId: string;
  readonly language: Language;
  readonly now: Date;
  readonly rows: readonly ContractDocumentInsert[];
  readonly amounts: TContractAmount[];
  readonly manifestSha256: string;
}

/**
 * Makes a new set in `language` unless the current one is in it already (or signed): the PDFs
 * rendered, sealed in storage, their SHA-256 and the manifest kept; the set before superseded.
 */
export function createPrepareContractSet(deps: PrepareContractSetDeps) {
  const { db, storage } = deps;
  return async function prepareContractSet(
    prospectId: string,
    language: Language | undefined,
    actor: ContractSetActor,
    context: RequestContext,
  ): Promise<ContractSetRow> {
    const existing = await findCurrentSet(db, prospectId);
    if (
      existing !== null &&
      (existing.status === 'SIGNED' || language === undefined || existing.language === language)
    ) {
      return existing;
    }
    const rendered = await renderSet(deps, prospectId, language ?? deps.defaultLanguage);
    const made = await storeSet(db, prospectId, existing, rendered, actor, context);
    if (made === null) {
      for (const row of rendered.rows) await storage.delete(row.storageKey);
      const winner = await findCurrentSet(db, prospectId);
      if (winner === null) throw new Error('the contract set vanished');
      return winner;
    }
    const set = await findCurrentSet(db, prospectId);
    if (set === null) throw new Error('the contract set just made is missing');
    return set;
  };
}

/** The set's PDFs in `chosen`, each stored before any row names it, and the manifest's hash. */
async function renderSet(
  deps: PrepareContractSetDeps,
  prospectId: string,
  chosen: Language,
): Promise<RenderedSet> {
  const { db, clock, storage, products, enteredData } = deps;
  const product = await products.forProspect(db, prospectId);
  if (product === null) throw conflict('CONTRACTS_NOT_READY', 'The prospect has no product.');
  const loan = isLoanProcess(product.productType) ? await deps.loanOfferOf(prospectId) : null;
  if (isLoanProcess(product.productType) && loan === null) {
    throw conflict('CONTRACTS_NOT_READY', 'No loan offer has been chosen yet.');
  }
  const deposit =
    product.productType === 'DAYPOSIT' ? ((await deps.depositOf?.(prospectId)) ?? null) : null;
  const account = await deps.accountOf(prospectId);
  const entered = await db.transaction((tx) => enteredData.entered(tx, prospectId));
  const now = clock();
  const setId = randomUUID();
  const contents = contractContents({
    language: chosen,
    prospectId,
    documentSetId: setId,
    productType: product.productType,
    packageName: product.packageName,
    currency: deps.currency,
    iban: account?.iban ?? null,
    loan,
    deposit,
    customer: contractParty(entered, '', { language: chosen, homeCountry: deps.country }),
    country: deps.country,
    creditor: deps.creditor,
    now,
    timeZone: deps.timeZone,
  });
  const rows: ContractDocumentInsert[] = [];
  for (const kind of contractKindsFor(product.productType)) {
    const content = contents.documents[kind];
    if (content === undefined) continue;
    const bytes = await renderPdf(content);
    const id = randomUUID();
    const storageKey = storageKeyOf(prospectId, id);
    // Stored before the row: a row never names a file that is not there.
    await storage.put(storageKey, bytes);
    rows.push({
      id,
      setId,
      prospectId,
      kind,
      fileName: `${FILE_NAMES[kind]}-${chosen}.pdf`,
      sizeBytes: bytes.byteLength,
      sha256: sha256Hex(bytes),
      storageKey,
    });
  }
  const manifestSha256 = sha256Hex(
    signingManifestBytes({
      documents: rows.map((row) => ({ kind: row.kind, sha256: row.sha256 })),
      amounts: contents.amounts,
    }),
  );
  return { setId, language: chosen, now, rows, amounts: contents.amounts, manifestSha256 };
}

/**
 * Stores the rendered set as the current one, superseding `existing`, with its audit record;
 * null when another request made or signed a set meanwhile.
 */
async function storeSet(
  db: Database,
  prospectId: string,
  existing: ContractSetRow | null,
  rendered: RenderedSet,
  actor: ContractSetActor,
  context: RequestContext,
): Promise<true | null> {
  const { setId, language: chosen, now, rows, amounts, manifestSha256 } = rendered;
  return db.transaction(async (tx) => {
    const current = await lockCurrentSet(tx, prospectId);
    // Another request made or signed a set meanwhile: keep that one.
    if (current !== null && current.id !== existing?.id) return null;
    if (current?.status === 'SIGNED') return null;
    if (current !== null) await supersedeSet(tx, current.id);
    const inserted = await insertSet(
      tx,
      {
        id: setId,
        prospectId,
        language: chosen,
        status: 'READY',
        amounts,
        manifestSha256,
        createdAt: now,
      },
      rows,
    );
    if (!inserted) return null;
    await recordAudit(tx, context, {
      ...actor,
      action: 'contracts.prepared',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: {
        documentSetId: setId,
        language: chosen,
        manifestSha256,
        amounts,
        documents: rows.map(({ id, kind, sha256, sizeBytes }) => ({
          id,
          kind,
          sha256,
          sizeBytes,
        })),
        ...(current === null ? {} : { supersedes: current.id }),
      },
    });
    return true;
  });
}
