import type { ContractDocumentKind, Language, TSignatureLevel } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findDocumentsOfProspect, findSetsOfProspect } from '../repository';

/** One contract set of a case, as the staff's case page shows it (decision 265). */
export interface CaseContractSet {
  readonly id: string;
  readonly status: 'READY' | 'SIGNED' | 'SUPERSEDED';
  readonly language: Language;
  readonly createdAt: Date;
  readonly signedAt: Date | null;
  readonly documents: readonly {
    readonly kind: ContractDocumentKind;
    readonly fileName: string;
    readonly openedAt: Date | null;
    readonly signedAt: Date | null;
    readonly signatureLevel: TSignatureLevel | null;
  }[];
}

export interface ReadCaseContractsDeps {
  readonly db: Database;
}

/** Every contract set of a prospect, oldest first, with its documents' signature status. */
export function createReadCaseContracts({ db }: ReadCaseContractsDeps) {
  return async function readCaseContracts(prospectId: string): Promise<CaseContractSet[]> {
    const sets = await findSetsOfProspect(db, prospectId);
    const documents = await findDocumentsOfProspect(db, prospectId);
    return sets.map((set) => ({
      id: set.id,
      status: set.status,
      language: set.language,
      createdAt: set.createdAt,
      signedAt: set.signedAt,
      documents: documents
        .filter((document) => document.setId === set.id)
        .map((document) => ({
          kind: document.kind,
          fileName: document.fileName,
          openedAt: document.openedAt,
          signedAt: document.signedAt,
          signatureLevel: document.signatureLevel,
        })),
    }));
  };
}
