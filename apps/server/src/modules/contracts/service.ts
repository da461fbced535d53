import type { Language, TCreditor } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { SigningProvider } from '../../infra/signing/signing-provider';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { SigningCodes } from './signing-codes';
import { createIssueCertificate } from './use-cases/issue-certificate';
import { createOpenContractDocument } from './use-cases/open-contract-document';
import { createOpenContractDocumentById } from './use-cases/open-contract-document-by-id';
import {
  createPrepareContractSet,
  type PrepareContractSetDeps,
} from './use-cases/prepare-contract-set';
import { createPrepareContracts } from './use-cases/prepare-contracts';
import { createReadCertificateStep } from './use-cases/read-certificate-step';
import { createCollectContractEvidence } from './use-cases/collect-contract-evidence';
import { createReadCaseContracts } from './use-cases/read-case-contracts';
import { createReadContracts } from './use-cases/read-contracts';
import { createReadSignedAt } from './use-cases/read-signed-at';
import { createReadSignedContract } from './use-cases/read-signed-contract';
import { createRecordContractsBracket } from './use-cases/record-contracts-bracket';
import { createRequestCertificateCode } from './use-cases/request-certificate-code';
import { createRequestContractsCode } from './use-cases/request-contracts-code';
import { createSignContracts, type SignContractsDeps } from './use-cases/sign-contracts';

export interface ContractsServiceDeps {
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
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly enteredData: EnteredDataSource;
  readonly codes: SigningCodes;
  /** certificate and trustChainPem: the case evidence export's certificate and chain. */
  readonly signing: Pick<
    SigningProvider,
    'issueCertificate' | 'signPdfs' | 'certificate' | 'trustChainPem'
  >;
  readonly accountOf: PrepareContractSetDeps['accountOf'];
  readonly loanOfferOf: PrepareContractSetDeps['loanOfferOf'];
  readonly depositOf?: PrepareContractSetDeps['depositOf'];
  readonly onSigned: SignContractsDeps['onSigned'];
}

/**
 * The certificate and the contracts (decisions 140 and 142): the identity data confirmed and an
 * SMS code give the applicant a signing certificate; the contracts are real PDFs in their
 * language, each opened before signing, and a code bound to exactly these documents and figures
 * (the manifest) signs them all with a PAdES signature, moving the product to
 * PRODUCT_DOCUMENTS_SIGNED in the transaction that stores them.
 */
export function createContractsService(deps: ContractsServiceDeps) {
  const prepareContractSet = createPrepareContractSet(deps);
  const certificateStep = createReadCertificateStep(deps);
  const openDocument = createOpenContractDocument(deps);
  return {
    evidenceOf: createCollectContractEvidence(deps),
    /** The sets and their signature status, for the staff's case page (decision 265). */
    caseContracts: createReadCaseContracts(deps),
    prepare: createPrepareContracts({ ...deps, prepareContractSet }),
    certificateStep,
    requestCertificateCode: createRequestCertificateCode(deps),
    issueCertificate: createIssueCertificate({ ...deps, certificateStep }),
    contracts: createReadContracts({ ...deps, prepareContractSet }),
    openDocument,
    openDocumentById: createOpenContractDocumentById({
      ...deps,
      openContractDocument: openDocument,
    }),
    signedDocument: createReadSignedContract(deps),
    signedAtOf: createReadSignedAt(deps),
    bracket: createRecordContractsBracket(deps),
    requestContractsCode: createRequestContractsCode(deps),
    sign: createSignContracts(deps),
    /** The SMS job of both codes. */
    deliverCode: deps.codes.deliver,
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
