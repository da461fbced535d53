import type { ConsentDocumentsService } from '../consent-documents/service';
import type { ConsentsService } from '../consents/service';
import type { ContractsService } from '../contracts/service';
import type { DocumentReadingService } from '../document-reading/service';
import type { DocumentsService } from '../documents/service';
import type { DossiersService } from '../dossiers/service';
import type { LoansService } from '../loans/service';
import type { OpenBankingService } from '../open-banking/service';
import type { PennyTransferService } from '../penny-transfer/service';
import type { PersonalDataService } from '../personal-data/service';
import type { RiskDocumentsService } from '../risk-documents/service';
import type { ProtocolService } from '../video-identification/protocol-service';
import type { WelcomeService } from '../welcome/service';
import type { BankAccountsService } from '../bank-accounts/service';
import type { Database } from '../../infra/db/database';
import type { EvidencePart } from './evidence-part';

/** The modules the export reads, each through its own service (decision 151). */
export interface EvidenceSources {
  readonly db: Database;
  readonly personalData: Pick<PersonalDataService, 'storedInfo'>;
  readonly consents: Pick<ConsentsService, 'answers'>;
  readonly consentDocuments: Pick<ConsentDocumentsService, 'evidenceOf'>;
  readonly documents: Pick<DocumentsService, 'evidenceOf'>;
  readonly documentReading: Pick<DocumentReadingService, 'evidenceOf'>;
  readonly riskDocuments: Pick<RiskDocumentsService, 'evidenceOf'>;
  readonly openBanking: Pick<OpenBankingService, 'evidenceOf'>;
  readonly loans: Pick<LoansService, 'evidenceOf'>;
  readonly videoProtocols: Pick<ProtocolService, 'evidenceOf'>;
  readonly bankAccounts: Pick<BankAccountsService, 'accountOf'>;
  readonly contracts: Pick<ContractsService, 'evidenceOf'>;
  readonly dossiers: Pick<DossiersService, 'evidenceOf'>;
  readonly pennyTransfer: Pick<PennyTransferService, 'evidenceOf'>;
  readonly welcome: Pick<WelcomeService, 'evidenceOf'>;
}

/** The case as the collectors need it: the prospect and its product. */
export interface CaseKey {
  readonly prospectId: string;
  readonly productId: string | null;
}

/** One kind of evidence: its folder in the ZIP and how it is read. */
export interface EvidenceCollector {
  readonly folder: string;
  collect(key: CaseKey): Promise<EvidencePart>;
}

const recordsOnly = (records: unknown): EvidencePart => ({ records, files: [], subjectIds: [] });

/** In the order a case runs through them; each folder holds records.json and the files. */
export function evidenceCollectors(sources: EvidenceSources): readonly EvidenceCollector[] {
  return [
    {
      folder: 'personal-data',
      collect: async ({ prospectId }) =>
        recordsOnly(await sources.personalData.storedInfo(sources.db, prospectId)),
    },
    {
      folder: 'documents',
      collect: ({ prospectId }) => sources.documents.evidenceOf(prospectId),
    },
    {
      folder: 'document-reading',
      collect: ({ prospectId }) => sources.documentReading.evidenceOf(prospectId),
    },
    {
      folder: 'consents',
      collect: async ({ prospectId }) => {
        const documents = await sources.consentDocuments.evidenceOf(prospectId);
        const answers = await sources.consents.answers(sources.db, prospectId);
        return { ...documents, records: { answers, documents: documents.records } };
      },
    },
    {
      folder: 'salary-statements',
      collect: ({ prospectId }) => sources.riskDocuments.evidenceOf(prospectId),
    },
    {
      folder: 'open-banking',
      collect: ({ prospectId }) => sources.openBanking.evidenceOf(prospectId),
    },
    {
      folder: 'loan',
      collect: ({ prospectId }) => sources.loans.evidenceOf(prospectId),
    },
    {
      folder: 'video-identification',
      collect: ({ prospectId }) => sources.videoProtocols.evidenceOf(prospectId),
    },
    {
      folder: 'bank-account',
      collect: async ({ prospectId }) =>
        recordsOnly(await sources.bankAccounts.accountOf(prospectId)),
    },
    {
      folder: 'contracts',
      collect: ({ prospectId }) => sources.contracts.evidenceOf(prospectId),
    },
    {
      folder: 'dossier',
      collect: ({ prospectId }) => sources.dossiers.evidenceOf(prospectId),
    },
    {
      folder: 'penny-transfer',
      collect: ({ prospectId }) => sources.pennyTransfer.evidenceOf(prospectId),
    },
    {
      folder: 'welcome',
      collect: async ({ productId }) =>
        productId === null ? recordsOnly(null) : sources.welcome.evidenceOf(productId),
    },
  ];
}
