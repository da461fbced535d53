import type { JobQueue } from '../../infra/jobs/job-queue';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { DocumentsService } from '../documents/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ExistingCustomersRegistry } from '../eligibility/registries';
import type { IdentityChecksService } from '../identity-checks/service';
import type { FourEyesService } from '../four-eyes/service';
import type { MessagingService } from '../messaging/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { VideoCore } from './core';
import { createAcceptCall } from './use-cases/accept-call';
import type { OnDecided } from './on-decided';
import { createDecideIdentification, type OnIdentified } from './use-cases/decide-identification';
import { createDecideSecondApproval } from './use-cases/decide-second-approval';
import { createDeliverCallOtp } from './use-cases/deliver-call-otp';
import { createListFinishedIdentifications } from './use-cases/list-finished-identifications';
import { createMatchCallOtp } from './use-cases/match-call-otp';
import { createPushAction } from './use-cases/push-action';
import { createReadDocumentImage } from './use-cases/read-document-image';
import { createReadIdentificationDetail } from './use-cases/read-identification-detail';
import { createReadQueue } from './use-cases/read-queue';
import { createRecordFaceMatch } from './use-cases/record-face-match';
import { createRecordLivenessChallenge } from './use-cases/record-liveness-challenge';
import { createSaveChecklist } from './use-cases/save-checklist';
import { createTakeSnapshot } from './use-cases/take-snapshot';

export interface OperatorServiceDeps {
  readonly core: VideoCore;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  readonly appSecret: string;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly enteredData: EnteredDataSource;
  readonly documents: Pick<DocumentsService, 'idStatus' | 'storedBytes' | 'sendBack'>;
  readonly messaging: Pick<
    MessagingService,
    'deliverSms' | 'texts' | 'hold' | 'readHeld' | 'dropHeld'
  >;
  /** The bank's country (ISO 3166 alpha-2), from the variant. */
  readonly homeCountry: string;
  /**
   * What follows an approval, in its transaction (decision 140): the dossier's long process for
   * the account processes; the loan's own steps for a loan.
   */
  readonly onIdentified: OnIdentified;
  /**
   * What follows every finished identification, in its final decision's transaction (the first,
   * or the second of a four-eyes approval): the quality review's draw (decisions 269 and 273).
   */
  readonly onDecided: OnDecided;
  /** Four eyes on high-risk approvals (decision 267). */
  readonly fourEyes: FourEyesService;
  /** The cross-checks of what the applicant gave and other applications sharing an identifier. */
  readonly identityChecks: Pick<IdentityChecksService, 'findingsOf' | 'possibleDuplicates'>;
  /** The bank's customer register (decision 112): an applicant already a customer is named. */
  readonly customers: Pick<ExistingCustomersRegistry, 'isCustomer'>;
  /** `FACE_ANALYSIS`: the face match hint of the call is offered and recorded (decision 291). */
  readonly faceAnalysis: boolean;
}

/**
 * The operator's side (decision 132): the queue, accepting a call (one operator wins), what is
 * shown beside the video, the forms pushed to the applicant, the checklist, snapshots and the
 * decision. Every action is audited with the staff id.
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const detail = createReadIdentificationDetail(deps);
  const withDetail = { ...deps, detail };
  return {
    queue: createReadQueue(deps),
    accept: createAcceptCall(withDetail),
    detail,
    documentImage: createReadDocumentImage(deps),
    pushAction: createPushAction(withDetail),
    deliverCallOtp: createDeliverCallOtp(deps),
    codeMatches: createMatchCallOtp(deps),
    saveChecklist: createSaveChecklist(withDetail),
    recordFaceMatch: createRecordFaceMatch(withDetail),
    recordLivenessChallenge: createRecordLivenessChallenge(withDetail),
    takeSnapshot: createTakeSnapshot(deps),
    decide: createDecideIdentification(withDetail),
    decideSecond: createDecideSecondApproval(deps),
    finished: createListFinishedIdentifications(deps),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
