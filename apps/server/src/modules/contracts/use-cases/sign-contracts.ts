import {
  variantOfCountry,
  type TContractSet,
  type TSignContractsRequest,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import { translatorFor } from '../../../infra/mail/templates';
import {
  SigningFailedError,
  type SignedPdf,
  type SigningProvider,
} from '../../../infra/signing/signing-provider';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { contractDocumentBytes, sha256Hex, storageKeyOf } from '../contract-files';
import { requireContractStep, requireCurrentSet, SIGNABLE, type Owner } from '../contract-step';
import { inKindOrder, setView } from '../contract-views';
import { conflict } from '../errors';
import {
  findCertificate,
  findSetDocuments,
  markSetSigned,
  storeSigned,
  type CertificateRow,
  type ContractDocumentRow,
  type ContractSetRow,
} from '../repository';
import type { SigningCodes } from '../signing-codes';

export interface SignContractsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly codes: Pick<SigningCodes, 'check' | 'pending'>;
  readonly signing: Pick<SigningProvider, 'signPdfs'>;
  /** The bank's country: its variant's texts name the signature's reason and place. */
  readonly country: string;
  /**
   * In the signing's transaction: hands the signed set to the bank's document archive (its job is
   * enqueued there, so a signed set is never left out of the archive).
   */
  readonly onSigned: (
    tx: Transaction,
    signed: {
      readonly prospectId: string;
      readonly documentSetId: string;
      readonly userId: string;
    },
    context: RequestContext,
  ) => Promise<unknown>;
}

/** The set to sign, its documents in kind order and the certificate that signs them. */
interface Signable {
  readonly set: ContractSetRow;
  readonly documents: ContractDocumentRow[];
  readonly certificate: CertificateRow;
}

/** Who signs which set, and the request it came with. */
interface Signer {
  readonly user: Owner;
  readonly prospectId: string;
  readonly context: RequestContext;
}

/**
 * `POST prospects/{id}/contracts/sign`: every document opened, a code for exactly this
 * manifest, then the provider signs all of them; the signed PDFs, their hashes, the audit
 * record and the product's move are stored in one transaction. Any refusal signs nothing.
 */
export function createSignContracts(deps: SignContractsDeps) {
  const { db, codes } = deps;
  return async function signContracts(
    user: Owner,
    prospectId: string,
    body: TSignContractsRequest,
    context: RequestContext,
  ): Promise<TContractSet> {
    const signable = await db.transaction((tx) =>
      requireSignable(deps, tx, user, prospectId, body),
    );
    const check = await codes.check(
      prospectId,
      'CONTRACTS',
      signable.set.manifestSha256,
      body.code.trim(),
      {
        actorId: user.userId,
        context,
      },
    );
    if (!check.ok) throw check.error;

    const signer = { user, prospectId, context };
    const signed = await signDocuments(deps, signer, signable);
    await storeSignedSet(deps, signer, signable, signed, check.round);
    const current = await requireCurrentSet(db, prospectId);
    return setView(codes, db, current);
  };
}

/** The current set, ready, the one shown, with every document opened and a certificate. */
async function requireSignable(
  deps: SignContractsDeps,
  tx: Transaction,
  user: Owner,
  prospectId: string,
  body: TSignContractsRequest,
): Promise<Signable> {
  await requireContractStep(deps, tx, user, prospectId, SIGNABLE);
  const certificate = await findCertificate(tx, prospectId);
  if (certificate === null)
    throw conflict('CERTIFICATE_REQUIRED', 'Ask for the certificate first.');
  const set = await requireCurrentSet(tx, prospectId);
  if (set.status !== 'READY') throw conflict('PRODUCT_STATE_CONFLICT', 'Signed already.');
  if (set.id !== body.documentSetId || set.manifestSha256 !== body.manifestSha256) {
    throw conflict('CONTRACTS_CHANGED', 'The documents shown are not the current ones.');
  }
  const documents = inKindOrder(await findSetDocuments(tx, set.id));
  const unopened = documents.filter((row) => row.openedAt === null);
  if (unopened.length > 0) {
    throw new AppError(409, 'DOCUMENTS_NOT_OPENED', {
      message: 'Open every document before signing.',
      fieldErrors: unopened.map((row) => ({ field: row.id, code: 'DOCUMENTS_NOT_OPENED' })),
    });
  }
  return { set, documents, certificate };
}

/** The provider signs every document with the certificate; a failure is audited, then refused. */
async function signDocuments(
  { db, storage, signing, country }: SignContractsDeps,
  { user, prospectId, context }: Signer,
  { set, documents, certificate }: Signable,
): Promise<SignedPdf[]> {
  const t = translatorFor(set.language, variantOfCountry(country));
  const signerName = certificate.subjectDn.match(/CN=([^,]+)/)?.[1] ?? prospectId;
  const toSign = await Promise.all(
    documents.map(async (row) => ({
      bytes: await contractDocumentBytes(storage, row, false),
      reason: t('signing.signature.reason'),
      location: t('signing.signature.location'),
      signerName,
    })),
  );
  try {
    const signed = await signing.signPdfs(certificate.certificateId, toSign);
    if (signed.length !== documents.length) {
      throw new SigningFailedError('the provider signed another number of documents');
    }
    return signed;
  } catch (error) {
    await db.transaction((tx) =>
      recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'contracts.signature_failed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          documentSetId: set.id,
          reason: error instanceof Error ? error.message : 'unknown',
        },
      }),
    );
    if (!(error instanceof SigningFailedError)) throw error;
    // spec 1 §8: the contract-signature-failed page (error-routing.ts).
    throw new AppError(502, 'CONTRACT_SIGNATURE_FAILED', {
      message: 'The documents could not be signed.',
      cause: error,
    });
  }
}

/**
 * The signed PDFs into storage, then in one transaction their hashes, the set signed, the
 * product moved, the audit record and the archive's hand-over; the files go again on failure.
 */
async function storeSignedSet(
  deps: SignContractsDeps,
  { user, prospectId, context }: Signer,
  { set, documents, certificate }: Signable,
  signed: readonly SignedPdf[],
  codeRound: number,
): Promise<void> {
  const { db, clock, storage, products } = deps;
  const stored = documents.map((row, index) => {
    const result = signed[index];
    if (result === undefined) throw new Error('missing signed document');
    return { row, result, key: storageKeyOf(prospectId, row.id, true) };
  });
  for (const { key, result } of stored) await storage.put(key, result.bytes);
  try {
    await db.transaction(async (tx) => {
      const now = clock();
      if (!(await markSetSigned(tx, set.id, now))) {
        throw conflict('CONTRACTS_CHANGED', 'The documents changed while they were signed.');
      }
      for (const { row, result, key } of stored) {
        await storeSigned(tx, row.id, {
          signedStorageKey: key,
          signedSizeBytes: result.bytes.byteLength,
          signedSha256: sha256Hex(result.bytes),
          timestamped: result.timestamped,
          signatureLevel: result.level,
          signedAt: result.signedAt,
        });
      }
      await products.advance(
        tx,
        { prospectId, from: SIGNABLE, to: 'PRODUCT_DOCUMENTS_SIGNED', actorId: user.userId },
        context,
      );
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'contracts.signed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          documentSetId: set.id,
          manifestSha256: set.manifestSha256,
          certificateId: certificate.certificateId,
          certificateSerial: certificate.serialNumber,
          codeRound,
          documents: stored.map(({ row, result }) => ({
            id: row.id,
            kind: row.kind,
            sha256: row.sha256,
            signedSha256: sha256Hex(result.bytes),
            timestamped: result.timestamped,
            signatureLevel: result.level,
          })),
        },
      });
      await deps.onSigned(tx, { prospectId, documentSetId: set.id, userId: user.userId }, context);
    });
  } catch (error) {
    for (const { key } of stored) await storage.delete(key);
    throw error;
  }
}
