import { API_BASE_OPERATOR, videoRoomId, type TIdentificationDetail } from '@onboarding/domain';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { DocumentsService } from '../../documents/service';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ExistingCustomersRegistry } from '../../eligibility/registries';
import type { FourEyesService } from '../../four-eyes/service';
import type { IdentityChecksService } from '../../identity-checks/service';
import { answersOf } from '../answers';
import { applicantSections } from '../applicant-sections';
import type { VideoCore } from '../core';
import { requireVisible } from '../own-call';
import { findAnswers, findSnapshots } from '../repository';

export interface ReadIdentificationDetailDeps {
  readonly core: Pick<VideoCore, 'db' | 'iceServersOf' | 'scriptOf'>;
  readonly enteredData: EnteredDataSource;
  readonly documents: Pick<DocumentsService, 'idStatus'>;
  /** The bank's country (ISO 3166 alpha-2): an address in it is shown without the country. */
  readonly homeCountry: string;
  readonly fourEyes: Pick<FourEyesService, 'statusOf'>;
  readonly identityChecks: Pick<IdentityChecksService, 'findingsOf' | 'possibleDuplicates'>;
  /** The bank's customer register, through its port (decisions 112, 288). */
  readonly customers: Pick<ExistingCustomersRegistry, 'isCustomer'>;
  /** `FACE_ANALYSIS` (decision 291): whether the console offers the face match hint. */
  readonly faceAnalysis: boolean;
}

/**
 * `GET identifications/{id}`: everything the operator sees beside the video (the accepting
 * operator, or a supervisor; any staff member while it waits for a second approval).
 */
export function createReadIdentificationDetail(deps: ReadIdentificationDetailDeps) {
  const { core, enteredData, documents } = deps;
  const { db } = core;
  return async function detail(staff: StaffCaller, id: string): Promise<TIdentificationDetail> {
    const row = await requireVisible(db, staff, id);
    const [entered, crossChecks, possibleDuplicates, existingCustomer] = await db.transaction(
      async (tx) => {
        const data = await enteredData.entered(tx, row.prospectId);
        const personalNumber = data?.identityDocument.personalNumber ?? null;
        const [findings, duplicates, customer] = await Promise.all([
          deps.identityChecks.findingsOf(tx, row.prospectId),
          deps.identityChecks.possibleDuplicates(tx, row.prospectId),
          personalNumber === null ? false : deps.customers.isCustomer(tx, personalNumber),
        ]);
        return [data, findings, duplicates, customer] as const;
      },
    );
    const idStatus = await documents.idStatus(row.prospectId);
    const answers = answersOf(await findAnswers(db, row.id));
    const script = await core.scriptOf(db, row);
    return {
      identificationId: row.id,
      prospectId: row.prospectId,
      roomId: videoRoomId(row.id),
      status: row.status,
      process: row.process,
      language: row.language,
      applicant: {
        uid: row.uid,
        fullName: row.fullName,
        email: entered?.contact.email ?? '',
        phoneNumber: row.phoneE164,
        sections: applicantSections(entered, {
          language: staff.language,
          homeCountry: deps.homeCountry,
        }),
      },
      documents: idStatus.sides.flatMap((side) =>
        side.image === null
          ? []
          : [
              {
                side: side.side,
                type: idStatus.idType ?? side.image.documentType,
                imagePath: `${API_BASE_OPERATOR}/identifications/${row.id}/documents/${side.image.id}/image`,
              },
            ],
      ),
      device: row.device,
      checklist: row.checklist,
      answers,
      snapshots: (await findSnapshots(db, row.id)).map((snapshot) => ({
        id: snapshot.id,
        kind: snapshot.kind,
        sha256: snapshot.sha256,
        at: snapshot.at.toISOString(),
      })),
      consentNames: [...script.consents],
      cardName: script.debitCard ? row.cardName : '',
      script,
      startedAt: row.acceptedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      operator:
        row.operatorId === null ? null : { id: row.operatorId, fullName: row.operatorName ?? '' },
      fourEyes: await deps.fourEyes.statusOf(db, row.id),
      crossChecks,
      possibleDuplicates,
      existingCustomer,
      faceAnalysis: {
        available: deps.faceAnalysis,
        consented: row.faceComparisonConsent,
        faceMatch: row.faceMatch,
        livenessChallenge: row.livenessChallenge,
      },
      iceServers: core.iceServersOf(),
    };
  };
}

export type ReadIdentificationDetail = ReturnType<typeof createReadIdentificationDetail>;
