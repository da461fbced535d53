import { createHash, randomUUID } from 'node:crypto';
import {
  CONTRACT_DOCUMENT_KINDS,
  isLoanProcess,
  LANGUAGES,
  signingManifestBytes,
  type ContractDocumentKind,
  type Language,
  type ProductState,
  type TCertificateCodeRequest,
  type TCertificateStep,
  type TContractDocument,
  type TContractsBracket,
  type TContractsCodeRequest,
  type TContractSet,
  type TIssueCertificateRequest,
  type TIssuedCertificate,
  type TLoanTerms,
  type TSignContractsRequest,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import { translatorFor } from '../../infra/mail/templates';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { SessionUser } from '../../infra/session/session-store';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { phoneE164Of } from '../video-identification/service';
import { contractContents, contractKindsFor } from './contract-content';
import { certificateIdentity, certificateSubject, contractParty, subjectSha256 } from './identity';
import {
  findCertificate,
  findCurrentSet,
  findDocument,
  findDocumentsOfProspect as findContractDocumentsOfProspect,
  findSetDocuments,
  findSetsOfProspect,
  insertCertificate,
  insertSet,
  lockCurrentSet,
  markOpened,
  markSetSigned,
  setBracket,
  storeSigned,
  supersedeSet,
  type CertificateRow,
  type ContractDocumentRow,
  type ContractSetRow,
} from './repository';
import { SigningFailedError, type SigningProvider } from '../../infra/signing/signing-provider';
import type { TSigningCodeJob } from './jobs';
import type { SigningCodes } from './signing-codes';
import type { contractDocuments } from './tables';

type Owner = Pick<SessionUser, 'userId'>;

export interface ContractsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly storage: StoragePort;
  readonly timeZone: string;
  /** The bank's country and currency (the variant's). */
  readonly country: 'SI' | 'AL';
  readonly currency: string;
  readonly defaultLanguage: Language;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly enteredData: EnteredDataSource;
  readonly codes: SigningCodes;
  /** certificate and trustChainPem: the case evidence export's certificate and chain. */
  readonly signing: Pick<
    SigningProvider,
    'issueCertificate' | 'signPdfs' | 'certificate' | 'trustChainPem'
  >;
  /** The new account (bank-accounts module); null before it is opened. */
  readonly accountOf: (prospectId: string) => Promise<{ readonly iban: string } | null>;
  /** The chosen loan offer (issue 14); null when there is none. */
  readonly loanOfferOf: (prospectId: string) => Promise<TLoanTerms | null>;
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

/** The product states the contracts are signed from (decision 140). */
const SIGNABLE: readonly ProductState[] = ['PRODUCT_EMPLOYMENT_UPLOADED', 'PRODUCT_OFFER_SELECTED'];

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such document.' });
const conflict = (code: string, message: string) => new AppError(409, code, { message });

const storageKeyOf = (prospectId: string, documentId: string, signed = false) =>
  `contracts/${prospectId}/${documentId}${signed ? '-signed' : ''}`;

function toIssued(row: CertificateRow): TIssuedCertificate {
  return {
    serialNumber: row.serialNumber,
    subjectDn: row.subjectDn,
    issuerDn: row.issuerDn,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    fingerprintSha256: row.fingerprintSha256,
  };
}

function toDocument(row: ContractDocumentRow): TContractDocument {
  const signed =
    row.signedSha256 === null || row.signedSizeBytes === null || row.signedAt === null
      ? null
      : {
          fileName: row.fileName.replace(/\.pdf$/, '-signed.pdf'),
          sizeBytes: row.signedSizeBytes,
          sha256: row.signedSha256,
          timestamped: row.timestamped ?? false,
          signedAt: row.signedAt.toISOString(),
        };
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mediaType: 'application/pdf',
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    openedAt: row.openedAt?.toISOString() ?? null,
    signed,
  };
}

const inKindOrder = (rows: readonly ContractDocumentRow[]) =>
  [...rows].sort(
    (a, b) => CONTRACT_DOCUMENT_KINDS.indexOf(a.kind) - CONTRACT_DOCUMENT_KINDS.indexOf(b.kind),
  );

/**
 * The certificate and the contracts (issue 15, decisions 140 and 142): the identity data confirmed
 * and an SMS code give the applicant a signing certificate; the contracts are real PDFs in their
 * language, each opened before signing, and a code bound to exactly these documents and figures
 * (the manifest) signs them all with a PAdES signature, moving the product to
 * PRODUCT_DOCUMENTS_SIGNED in the transaction that stores them.
 */
export function createContractsService(deps: ContractsServiceDeps) {
  const { db, clock, storage, prospects, products, enteredData, codes, signing } = deps;

  const languageOf = (requested: string | undefined): Language | undefined =>
    LANGUAGES.find((language) => language === requested);

  /** The prospect must be the caller's, verified, and its product where `states` say. */
  const requireStep = async (
    tx: Database | Transaction,
    user: Owner,
    prospectId: string,
    states: readonly ProductState[] | 'any',
  ) => {
    const prospect = await prospects.requireOwn(tx, user, prospectId);
    const product = await products.forProspect(tx, prospectId);
    if (prospect.state !== 'PROSPECT_VERIFIED' || product === null) {
      throw conflict('PROSPECT_STATE_CONFLICT', `The prospect is in ${prospect.state}.`);
    }
    if (states !== 'any' && !states.includes(product.productState)) {
      throw conflict('PRODUCT_STATE_CONFLICT', `The product is in ${product.productState}.`);
    }
    return { prospect, product };
  };

  const identityOf = async (tx: Transaction, prospectId: string) => {
    const entered = await enteredData.entered(tx, prospectId);
    const e164 = phoneE164Of(entered);
    const prefix = entered?.contact.mobileNumber?.split(' ')[0] ?? null;
    const identity = certificateIdentity(entered, '', { e164, prefix }, deps.country);
    return { entered, e164, identity };
  };

  const setView = async (
    tx: Database | Transaction,
    set: ContractSetRow,
  ): Promise<TContractSet> => ({
    documentSetId: set.id,
    language: set.language,
    status: set.status === 'SIGNED' ? 'SIGNED' : 'READY',
    documents: inKindOrder(await findSetDocuments(tx, set.id)).map(toDocument),
    amounts: set.amounts,
    manifestSha256: set.manifestSha256,
    code:
      set.status === 'SIGNED'
        ? null
        : await codes.pending(tx, set.prospectId, 'CONTRACTS', set.manifestSha256),
  });

  /**
   * Makes a new set in `language` unless the current one is in it already (or signed): the PDFs
   * rendered, sealed in storage, their SHA-256 and the manifest kept; the set before superseded.
   */
  const prepareIn = async (
    prospectId: string,
    language: Language | undefined,
    actor: { readonly actorType: 'applicant' | 'system'; readonly actorId: string | null },
    context: RequestContext,
  ): Promise<ContractSetRow> => {
    const existing = await findCurrentSet(db, prospectId);
    if (
      existing !== null &&
      (existing.status === 'SIGNED' || language === undefined || existing.language === language)
    ) {
      return existing;
    }
    const chosen = language ?? deps.defaultLanguage;
    const product = await products.forProspect(db, prospectId);
    if (product === null) throw conflict('CONTRACTS_NOT_READY', 'The prospect has no product.');
    const loan = isLoanProcess(product.productType) ? await deps.loanOfferOf(prospectId) : null;
    if (isLoanProcess(product.productType) && loan === null) {
      throw conflict('CONTRACTS_NOT_READY', 'No loan offer has been chosen yet.');
    }
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
      customer: contractParty(entered, ''),
      country: deps.country,
      now,
      timeZone: deps.timeZone,
    });
    const rows: (typeof contractDocuments.$inferInsert)[] = [];
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
    const made = await db.transaction(async (tx) => {
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
          amounts: contents.amounts,
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
          amounts: contents.amounts,
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
    if (made === null) {
      for (const row of rows) await storage.delete(row.storageKey);
      const winner = await findCurrentSet(db, prospectId);
      if (winner === null) throw new Error('the contract set vanished');
      return winner;
    }
    const set = await findCurrentSet(db, prospectId);
    if (set === null) throw new Error('the contract set just made is missing');
    return set;
  };

  const requireCurrentSet = async (tx: Database | Transaction, prospectId: string) => {
    const set = await findCurrentSet(tx, prospectId);
    if (set === null) throw conflict('CONTRACTS_NOT_READY', 'The contracts are not ready yet.');
    return set;
  };

  const documentBytes = async (row: ContractDocumentRow, signed: boolean): Promise<Buffer> => {
    const key = signed ? row.signedStorageKey : row.storageKey;
    const expected = signed ? row.signedSha256 : row.sha256;
    const bytes = key === null ? null : await storage.get(key);
    if (bytes === null || sha256Hex(bytes) !== expected) {
      throw new Error('contract document missing or its hash does not match');
    }
    return bytes;
  };

  const openDocument = async (
    user: Owner,
    prospectId: string,
    documentId: string,
    context: RequestContext,
  ) => {
    await requireStep(db, user, prospectId, 'any');
    const row = await findDocument(db, documentId);
    if (row?.prospectId !== prospectId) throw notFound();
    const bytes = await documentBytes(row, false);
    if (row.openedAt === null) {
      await db.transaction(async (tx) => {
        if (!(await markOpened(tx, row.id, clock()))) return;
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'contracts.document_opened',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            documentSetId: row.setId,
            documentId: row.id,
            kind: row.kind,
            sha256: row.sha256,
          },
        });
      });
    }
    return { document: toDocument(row), bytes };
  };

  const certificateStep = async (user: Owner, prospectId: string): Promise<TCertificateStep> =>
    db.transaction(async (tx) => {
      await requireStep(tx, user, prospectId, 'any');
      const { identity } = await identityOf(tx, prospectId);
      const certificate = await findCertificate(tx, prospectId);
      return {
        identity,
        certificate: certificate === null ? null : toIssued(certificate),
        code: certificate === null ? await codes.pending(tx, prospectId, 'CERTIFICATE') : null,
      };
    });

  return {
    /**
     * The prospect's certificate (with its PEM and CA chain), every contract set and every
     * document as prepared and as signed, for the case evidence export (issue 16, decision 151).
     */
    async evidenceOf(prospectId: string) {
      const certificateRow = await findCertificate(db, prospectId);
      const sets = await findSetsOfProspect(db, prospectId);
      const documents = await findContractDocumentsOfProspect(db, prospectId);
      const files: {
        name: string;
        mediaType: string;
        bytes: Buffer;
        recordedSha256: string | null;
      }[] = [];
      const pdf = 'application/pdf';
      for (const row of documents) {
        const prepared = await storage.get(row.storageKey);
        if (prepared !== null) {
          const name = `${row.setId}/${row.id}-${row.fileName}`;
          files.push({ name, mediaType: pdf, bytes: prepared, recordedSha256: row.sha256 });
        }
        const signed =
          row.signedStorageKey === null ? null : await storage.get(row.signedStorageKey);
        if (signed !== null && row.signedSha256 !== null) {
          const name = `${row.setId}/${row.id}-signed-${row.fileName}`;
          files.push({ name, mediaType: pdf, bytes: signed, recordedSha256: row.signedSha256 });
        }
      }
      if (certificateRow !== null) {
        const issued = await signing.certificate(certificateRow.certificateId);
        if (issued !== null) {
          const pem = Buffer.from(issued.certificatePem);
          const chain = Buffer.from((await signing.trustChainPem()).join(''));
          const mediaType = 'application/x-pem-file';
          files.push({ name: 'certificate', mediaType, bytes: pem, recordedSha256: null });
          files.push({ name: 'certificate-chain', mediaType, bytes: chain, recordedSha256: null });
        }
      }
      const records = {
        certificate: certificateRow,
        sets,
        documents: documents.map(({ storageKey: _key, signedStorageKey: _signed, ...row }) => row),
      };
      return { records, files, subjectIds: [...sets, ...documents].map((row) => row.id) };
    },

    /**
     * For the dossier job (decision 140) and the pages: the current set, made when there is none
     * or (with `language`) when the current one is in another language and not signed yet.
     */
    async prepare(prospectId: string, language?: Language): Promise<TContractSet> {
      const set = await prepareIn(
        prospectId,
        language,
        { actorType: 'system', actorId: null },
        SYSTEM_CONTEXT,
      );
      return setView(db, set);
    },

    /** `GET prospects/{id}/certificate`: the data to confirm, the certificate once issued. */
    certificateStep,

    /** `POST prospects/{id}/certificate/code`: the data confirmed, a code by SMS. */
    async requestCertificateCode(
      user: Owner,
      prospectId: string,
      _body: TCertificateCodeRequest,
      context: RequestContext,
      language?: string,
    ): Promise<TSigningCodeSent> {
      return db.transaction(async (tx) => {
        await requireStep(tx, user, prospectId, SIGNABLE);
        if ((await findCertificate(tx, prospectId)) !== null) {
          throw conflict('CERTIFICATE_ISSUED', 'The certificate has been issued already.');
        }
        const { entered, e164, identity } = await identityOf(tx, prospectId);
        if (e164 === null || identity.surname === '') {
          throw new AppError(422, 'CERTIFICATE_DATA_MISSING', {
            message: 'No mobile number or name.',
          });
        }
        const subject = certificateSubject(identity, prospectId, entered?.contact.email ?? null);
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'certificate.data_confirmed',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { subjectSha256: subjectSha256(subject) },
        });
        return codes.request(
          tx,
          {
            prospectId,
            purpose: 'CERTIFICATE',
            setId: null,
            manifestSha256: subjectSha256(subject),
            language: languageOf(language) ?? deps.defaultLanguage,
            actorId: user.userId,
          },
          context,
        );
      });
    },

    /** `POST prospects/{id}/certificate`: the code → the provider issues the certificate. */
    async issueCertificate(
      user: Owner,
      prospectId: string,
      body: TIssueCertificateRequest,
      context: RequestContext,
    ): Promise<TCertificateStep> {
      const { subject } = await db.transaction(async (tx) => {
        await requireStep(tx, user, prospectId, SIGNABLE);
        if ((await findCertificate(tx, prospectId)) !== null) {
          throw conflict('CERTIFICATE_ISSUED', 'The certificate has been issued already.');
        }
        const { entered, identity } = await identityOf(tx, prospectId);
        return {
          subject: certificateSubject(identity, prospectId, entered?.contact.email ?? null),
        };
      });
      const check = await codes.check(
        prospectId,
        'CERTIFICATE',
        subjectSha256(subject),
        body.code.trim(),
        {
          actorId: user.userId,
          context,
        },
      );
      if (!check.ok) throw check.error;
      let issued;
      try {
        issued = await signing.issueCertificate(subject);
      } catch (error) {
        if (!(error instanceof SigningFailedError)) throw error;
        throw new AppError(502, 'CONTRACT_SIGNATURE_FAILED', {
          message: 'The signing provider did not issue the certificate.',
          cause: error,
        });
      }
      await db.transaction(async (tx) => {
        const inserted = await insertCertificate(tx, {
          prospectId,
          certificateId: issued.certificateId,
          serialNumber: issued.serialNumber,
          subjectDn: issued.subjectDn,
          issuerDn: issued.issuerDn,
          notBefore: issued.notBefore,
          notAfter: issued.notAfter,
          fingerprintSha256: issued.fingerprintSha256,
          issuedAt: clock(),
        });
        if (!inserted) return;
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'certificate.issued',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            certificateId: issued.certificateId,
            serialNumber: issued.serialNumber,
            subjectDn: issued.subjectDn,
            issuerDn: issued.issuerDn,
            fingerprintSha256: issued.fingerprintSha256,
          },
        });
      });
      return certificateStep(user, prospectId);
    },

    /**
     * `GET prospects/{id}/contracts`: the current set, made now when the dossier job has not made
     * one or the page is read in another language (the applicant signs what they can read).
     */
    async contracts(
      user: Owner,
      prospectId: string,
      context: RequestContext,
      requestedLanguage?: string,
    ): Promise<TContractSet> {
      const { product } = await requireStep(db, user, prospectId, 'any');
      const current = await findCurrentSet(db, prospectId);
      if (current?.status === 'SIGNED' || !SIGNABLE.includes(product.productState)) {
        if (current === null) throw conflict('CONTRACTS_NOT_READY', 'No contracts.');
        return setView(db, current);
      }
      const set = await prepareIn(
        prospectId,
        languageOf(requestedLanguage) ?? current?.language,
        { actorType: 'applicant', actorId: user.userId },
        context,
      );
      return setView(db, set);
    },

    /** `GET prospects/{id}/contracts/{documentId}`: the exact bytes; the first opening recorded. */
    openDocument,

    /** `documents/getsingledocument {id}`: the same, the document named alone. */
    async openDocumentById(user: Owner, documentId: string, context: RequestContext) {
      const row = await findDocument(db, documentId);
      if (row === null) throw notFound();
      return openDocument(user, row.prospectId, documentId, context);
    },

    /** The signed PDF, for its owner only. */
    async signedDocument(user: Owner, prospectId: string, documentId: string) {
      await prospects.requireOwn(db, user, prospectId);
      const row = await findDocument(db, documentId);
      if (row?.prospectId !== prospectId || row.signedStorageKey === null) throw notFound();
      const document = toDocument(row);
      return {
        fileName: document.signed?.fileName ?? row.fileName,
        bytes: await documentBytes(row, true),
      };
    },

    /** `PATCH prospects/{id}/contracts/start|end`: the step's bracket in the audit trail. */
    async bracket(
      user: Owner,
      prospectId: string,
      edge: 'start' | 'end',
      context: RequestContext,
    ): Promise<TContractsBracket> {
      return db.transaction(async (tx) => {
        await requireStep(tx, user, prospectId, 'any');
        const set = await findCurrentSet(tx, prospectId);
        const at = clock();
        if (set !== null)
          await setBracket(tx, set.id, edge === 'start' ? 'startedAt' : 'endedAt', at);
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: edge === 'start' ? 'contracts.started' : 'contracts.ended',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { documentSetId: set?.id ?? null, status: set?.status ?? null },
        });
        return { documentSetId: set?.id ?? null, at: at.toISOString() };
      });
    },

    /** `POST prospects/{id}/contracts/code`: a code bound to the set and figures shown. */
    async requestContractsCode(
      user: Owner,
      prospectId: string,
      body: TContractsCodeRequest,
      context: RequestContext,
    ): Promise<TSigningCodeSent> {
      return db.transaction(async (tx) => {
        await requireStep(tx, user, prospectId, SIGNABLE);
        if ((await findCertificate(tx, prospectId)) === null) {
          throw conflict('CERTIFICATE_REQUIRED', 'Ask for the certificate first.');
        }
        const set = await requireCurrentSet(tx, prospectId);
        if (set.id !== body.documentSetId || set.manifestSha256 !== body.manifestSha256) {
          throw conflict('CONTRACTS_CHANGED', 'The documents shown are not the current ones.');
        }
        return codes.request(
          tx,
          {
            prospectId,
            purpose: 'CONTRACTS',
            setId: set.id,
            manifestSha256: set.manifestSha256,
            language: set.language,
            actorId: user.userId,
          },
          context,
        );
      });
    },

    /**
     * `POST prospects/{id}/contracts/sign`: every document opened, a code for exactly this
     * manifest, then the provider signs all of them; the signed PDFs, their hashes, the audit
     * record and the product's move are stored in one transaction. Any refusal signs nothing.
     */
    async sign(
      user: Owner,
      prospectId: string,
      body: TSignContractsRequest,
      context: RequestContext,
    ): Promise<TContractSet> {
      const { set, documents, certificate } = await db.transaction(async (tx) => {
        await requireStep(tx, user, prospectId, SIGNABLE);
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
      });
      const check = await codes.check(
        prospectId,
        'CONTRACTS',
        set.manifestSha256,
        body.code.trim(),
        {
          actorId: user.userId,
          context,
        },
      );
      if (!check.ok) throw check.error;

      const t = translatorFor(set.language);
      const signerName = certificate.subjectDn.match(/CN=([^,]+)/)?.[1] ?? prospectId;
      const toSign = await Promise.all(
        documents.map(async (row) => ({
          bytes: await documentBytes(row, false),
          reason: t('signing.signature.reason'),
          location: t('signing.signature.location'),
          signerName,
        })),
      );
      let signed;
      try {
        signed = await signing.signPdfs(certificate.certificateId, toSign);
        if (signed.length !== documents.length) {
          throw new SigningFailedError('the provider signed another number of documents');
        }
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
              codeRound: check.round,
              documents: stored.map(({ row, result }) => ({
                id: row.id,
                kind: row.kind,
                sha256: row.sha256,
                signedSha256: sha256Hex(result.bytes),
                timestamped: result.timestamped,
              })),
            },
          });
          await deps.onSigned(
            tx,
            { prospectId, documentSetId: set.id, userId: user.userId },
            context,
          );
        });
      } catch (error) {
        for (const { key } of stored) await storage.delete(key);
        throw error;
      }
      const current = await requireCurrentSet(db, prospectId);
      return setView(db, current);
    },

    /** The SMS job of both codes. */
    deliverCode: (payload: TSigningCodeJob, job: JobContext) => codes.deliver(payload, job),
  };
}

const FILE_NAMES: Readonly<Record<ContractDocumentKind, string>> = {
  PRODUCT_CONTRACT: 'product-contract',
  GENERAL_TERMS: 'general-terms',
  CREDIT_AGREEMENT: 'credit-agreement',
};

export type ContractsService = ReturnType<typeof createContractsService>;
