import {
  ZIdentificationDetail,
  ZIdentificationList,
  ZOperatorQueue,
  ZStaffAccount,
  ZStaffLoginStep,
  ZStaffMember,
  API_BASE_OPERATOR,
  type IdentificationStatus,
  type SnapshotKind,
  type TChecklist,
  type TDecisionRequest,
  type TFaceMatchMeasurement,
  type TLivenessChallengeMeasurement,
  type TIdentificationDetail,
  type TIdentificationList,
  type TOperatorQueue,
  type TStaffAccount,
  type TStaffLoginStep,
  type TStaffMember,
  type StaffRole,
  type VideoInteractionAction,
} from '@onboarding/domain';
import { z } from 'zod';
import { staffCommand, staffRequest, type Fetch } from './http';

/** The staff API (contract: packages/domain/src/video-identification/operator.ts), one function a route. */

/** What the console reads of a decision's answer (the call's detail): its status and four eyes. */
const ZDecisionOutcome = ZIdentificationDetail.pick({ status: true, fourEyes: true });
const ZFaceAnalysis = ZIdentificationDetail.shape.faceAnalysis.unwrap();

/** What the console reads of a recorded hint's answer (the call's detail): the call's hints. */
const ZHintsRecorded = z.object({ faceAnalysis: ZFaceAnalysis });
export type TFaceAnalysis = z.infer<typeof ZFaceAnalysis>;
export type TDecisionOutcome = Pick<TIdentificationDetail, 'status' | 'fourEyes'>;

export interface StaffApi {
  login(email: string, password: string): Promise<TStaffLoginStep>;
  confirmTotp(code: string): Promise<TStaffMember>;
  whoami(): Promise<TStaffMember>;
  logout(): Promise<void>;
  queue(): Promise<TOperatorQueue>;
  accept(identificationId: string): Promise<void>;
  identification(identificationId: string): Promise<TIdentificationDetail>;
  pushAction(identificationId: string, action: VideoInteractionAction): Promise<void>;
  saveChecklist(identificationId: string, checklist: TChecklist): Promise<void>;
  uploadSnapshot(identificationId: string, kind: SnapshotKind, image: Blob): Promise<void>;
  /** The face match hint as the server banded and recorded it (decision 291): the call's hints. */
  recordFaceMatch(
    identificationId: string,
    measurement: TFaceMatchMeasurement,
  ): Promise<TFaceAnalysis>;
  /** The liveness challenge as the server read and recorded it (decision 291): the call's hints. */
  recordLivenessChallenge(
    identificationId: string,
    measurement: TLivenessChallengeMeasurement,
  ): Promise<TFaceAnalysis>;
  /** The decision's outcome: an approval may wait for a second staff member (decision 267). */
  decide(identificationId: string, decision: TDecisionRequest): Promise<TDecisionOutcome>;
  staff(): Promise<TStaffAccount[]>;
  createStaff(account: {
    email: string;
    fullName: string;
    role: StaffRole;
    password: string;
  }): Promise<void>;
  setStaffDisabled(staffId: string, disabled: boolean): Promise<void>;
  finishedIdentifications(status: IdentificationStatus | null): Promise<TIdentificationList>;
}

/** Path segments are encoded: an id typed into the URL cannot reach another route. */
const segment = encodeURIComponent;

export function createStaffApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): StaffApi {
  return {
    login: (email, password) =>
      staffRequest(fetchImpl, 'auth/login', ZStaffLoginStep, {
        method: 'POST',
        body: { email, password },
      }),
    confirmTotp: (code) =>
      staffRequest(fetchImpl, 'auth/totp', ZStaffMember, { method: 'POST', body: { code } }),
    whoami: () => staffRequest(fetchImpl, 'auth/whoami', ZStaffMember),
    logout: () => staffCommand(fetchImpl, 'auth/logout', { method: 'POST' }),
    queue: () => staffRequest(fetchImpl, 'queue', ZOperatorQueue),
    accept: (id) =>
      staffCommand(fetchImpl, `identifications/${segment(id)}/accept`, { method: 'POST' }),
    identification: (id) =>
      staffRequest(fetchImpl, `identifications/${segment(id)}`, ZIdentificationDetail),
    pushAction: (id, action) =>
      staffCommand(fetchImpl, `identifications/${segment(id)}/actions`, {
        method: 'POST',
        body: { action },
      }),
    saveChecklist: (id, checklist) =>
      staffCommand(fetchImpl, `identifications/${segment(id)}/checklist`, {
        method: 'PUT',
        body: checklist,
      }),
    recordFaceMatch: async (id, measurement) =>
      (
        await staffRequest(fetchImpl, `identifications/${segment(id)}/face-match`, ZHintsRecorded, {
          method: 'PUT',
          body: measurement,
        })
      ).faceAnalysis,
    recordLivenessChallenge: async (id, measurement) =>
      (
        await staffRequest(
          fetchImpl,
          `identifications/${segment(id)}/liveness-challenge`,
          ZHintsRecorded,
          { method: 'PUT', body: measurement },
        )
      ).faceAnalysis,
    uploadSnapshot: (id, kind, image) =>
      staffCommand(fetchImpl, `identifications/${segment(id)}/snapshots?kind=${kind}`, {
        method: 'POST',
        body: image,
      }),
    decide: (id, decision) =>
      staffRequest(fetchImpl, `identifications/${segment(id)}/decision`, ZDecisionOutcome, {
        method: 'POST',
        body: decision,
      }),
    staff: () => staffRequest(fetchImpl, 'staff', ZStaffAccount.array()),
    createStaff: (account) => staffCommand(fetchImpl, 'staff', { method: 'POST', body: account }),
    setStaffDisabled: (staffId, disabled) =>
      staffCommand(fetchImpl, `staff/${segment(staffId)}`, {
        method: 'PATCH',
        body: { disabled },
      }),
    finishedIdentifications: (status) =>
      staffRequest(
        fetchImpl,
        status === null ? 'identifications' : `identifications?status=${status}`,
        ZIdentificationList,
      ),
  };
}

/** Where a browser link downloads the protocol PDF (the staff session cookie goes along). */
export function protocolUrl(identificationId: string): string {
  return `${API_BASE_OPERATOR}/identifications/${segment(identificationId)}/protocol`;
}

/** A document image of ZIdentificationDetail: its path is under this API. */
export function documentImageUrl(imagePath: string): string {
  return imagePath.startsWith('/') ? imagePath : `${API_BASE_OPERATOR}/${imagePath}`;
}
