import { readFileSync } from 'node:fs';
import { API_BASE_OPERATOR } from '@onboarding/domain';
import { expect, request as playwrightRequest, type BrowserContext } from '@playwright/test';
import type { StaffSession } from './staff';
import {
  applicantBeforeTheCall,
  expectNoIdentityFindings,
  type VideoApplicant,
} from './video-identification';

/**
 * Calls seeded through the API for the back office's journeys (arrival alert, case search, quality
 * review): the call itself, with its devices and screens, has journeys of its own.
 */

/** A device check that passes: what the applicant's browser reports before joining the queue. */
export const GOOD_DEVICE = {
  browser: 'Chromium',
  webrtc: true,
  microphone: true,
  camera: { width: 1280, height: 720, frameRate: 30 },
  network: {
    download: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
    upload: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
  },
};

/** A frame the operator keeps as a snapshot: a document's front. */
const FRAME = readFileSync(new URL('../fixtures/documents/id-front.jpg', import.meta.url));

const videochat = (baseUrl: string, applicant: VideoApplicant, action: 'start' | 'end') =>
  `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/videochat/${action}`;

/** The applicant, signed in on `context`, joins the queue of the video call. */
export async function joinQueue(
  context: BrowserContext,
  baseUrl: string,
  applicant: VideoApplicant,
): Promise<{ identificationId: string }> {
  const start = await context.request.patch(videochat(baseUrl, applicant, 'start'), {
    data: { recordingConsent: true, device: GOOD_DEVICE },
  });
  expect(start.status(), await start.text()).toBe(200);
  return (await start.json()) as { identificationId: string };
}

/** The applicant leaves the queue before an operator takes the call. */
export async function leaveQueue(
  context: BrowserContext,
  baseUrl: string,
  applicant: VideoApplicant,
): Promise<void> {
  const end = await context.request.patch(videochat(baseUrl, applicant, 'end'), {
    data: { reason: 'LEFT' },
  });
  expect(end.status(), await end.text()).toBe(200);
}

export interface DecidedCall {
  readonly applicant: VideoApplicant;
  readonly identificationId: string;
}

/**
 * An applicant named `firstName` brought to the call, which `operator` takes, keeps one snapshot
 * of (`snapshotKind`) and rejects with `reason`: a finished identification with a staff decision.
 */
export async function rejectedCallViaApi(
  context: BrowserContext,
  baseUrl: string,
  operator: StaffSession,
  firstName: string,
  { snapshotKind, reason }: { snapshotKind: 'FACE' | 'DOCUMENT_FRONT'; reason: string },
): Promise<DecidedCall> {
  const applicant = await applicantBeforeTheCall(context, baseUrl, firstName);
  const { identificationId } = await joinQueue(context, baseUrl, applicant);
  const call = `${baseUrl}${API_BASE_OPERATOR}/identifications/${identificationId}`;
  const api = await playwrightRequest.newContext({ storageState: operator.storageState });
  try {
    const accepted = await api.post(`${call}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    // The call's detail is the accepting operator's alone.
    await expectNoIdentityFindings(api, baseUrl, identificationId);
    const snapshot = await api.post(`${call}/snapshots?kind=${snapshotKind}`, {
      headers: { 'content-type': 'image/jpeg' },
      data: FRAME,
    });
    expect(snapshot.status(), await snapshot.text()).toBe(200);
    const decided = await api.post(`${call}/decision`, { data: { outcome: 'REJECT', reason } });
    expect(decided.status(), await decided.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return { applicant, identificationId };
}
