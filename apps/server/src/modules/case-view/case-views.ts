import type { Language, TCaseView } from '@onboarding/domain';
import type { ContractsService } from '../contracts/service';
import type { DocumentsService } from '../documents/service';
import type { EnteredData } from '../eligibility/entered-data';
import { applicantSections } from '../video-identification/applicant-sections';
import type { ProtocolService } from '../video-identification/protocol-service';
import { casePaths } from './case-paths';

// How the lower modules' answers become the parts of the case view (decision 265).

type IdStatus = Awaited<ReturnType<DocumentsService['idStatus']>>;
type CaseCall = Awaited<ReturnType<ProtocolService['callsOf']>>[number];
type CaseContractSet = Awaited<ReturnType<ContractsService['caseContracts']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The data as entered, in the staff member's language, and the account's tax number and IBAN. */
export function dataSections(
  entered: EnteredData | null,
  language: Language,
  homeCountry: string,
): TCaseView['data'] {
  const sections = applicantSections(entered, { language, homeCountry });
  if (entered === null || (entered.iban === null && entered.taxNumber === null)) return sections;
  const fields = [
    ...(entered.taxNumber === null ? [] : [{ label: 'taxNumber', value: entered.taxNumber }]),
    ...(entered.iban === null ? [] : [{ label: 'iban', value: entered.iban }]),
  ];
  return [...sections, { section: 'ACCOUNT', fields }];
}

/** The document sides that have an image, each with the staff call that serves it. */
export function documentViews(prospectId: string, idStatus: IdStatus): TCaseView['documents'] {
  return idStatus.sides.flatMap((side) =>
    side.image === null
      ? []
      : [
          {
            side: side.side,
            type: idStatus.idType ?? side.image.documentType,
            imagePath: casePaths.documentImage(prospectId, side.image.id),
          },
        ],
  );
}

/** The calls with their snapshots; the protocol is a supervisor's download (decision 132). */
export function callViews(
  prospectId: string,
  calls: readonly CaseCall[],
  supervisor: boolean,
): TCaseView['calls'] {
  return calls.map((call) => ({
    identificationId: call.identificationId,
    status: call.status,
    queuedAt: call.queuedAt.toISOString(),
    startedAt: iso(call.startedAt),
    endedAt: iso(call.endedAt),
    operatorName: call.operatorName,
    reason: call.reason,
    snapshots: call.snapshots.map((snapshot) => ({
      id: snapshot.id,
      kind: snapshot.kind,
      at: snapshot.at.toISOString(),
      sha256: snapshot.sha256,
      imagePath: casePaths.snapshotImage(prospectId, snapshot.id),
    })),
    protocolPath:
      supervisor && call.protocolReady ? casePaths.protocol(call.identificationId) : null,
  }));
}

/** A contract set with each document's opened and signed times. */
export function contractView(set: CaseContractSet): TCaseView['contracts'][number] {
  return {
    id: set.id,
    status: set.status,
    language: set.language,
    createdAt: set.createdAt.toISOString(),
    signedAt: iso(set.signedAt),
    documents: set.documents.map((document) => ({
      kind: document.kind,
      fileName: document.fileName,
      openedAt: iso(document.openedAt),
      signedAt: iso(document.signedAt),
      signatureLevel: document.signatureLevel,
    })),
  };
}
