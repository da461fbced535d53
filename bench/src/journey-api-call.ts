// The video identification of the API journey: the applicant's device check and start, the
// operator accepting from the queue, the forms pushed and answered over the room's websocket, a
// face snapshot, the checklist and the approval (the routes of decision 132;
// apps/server/test/video-*.ts).
import {
  API_BASE_OPERATOR,
  BANDWIDTH_PROBE_BYTES,
  ZBandwidthInfo,
  ZIdentificationDetail,
  ZOperatorQueue,
  ZVideoChatState,
  type TCallScript,
  type TNotificationServerMessage,
  type TStaffMember,
  type TVideoChatState,
} from '@onboarding/domain';
import { awaitSmsCode, type RoundTrips, type Session } from './journey-api-client';
import { RoomSocket } from './journey-api-socket';

export interface CallApplicant {
  readonly session: Session;
  readonly uid: string;
  readonly prospectId: string;
  /** E.164, the form the outbox is keyed by. */
  readonly phone: string;
}

export interface Operator {
  readonly session: Session;
  readonly member: TStaffMember;
}

/** A device that passes every check (apps/server/test/video-helpers.ts GOOD_DEVICE). */
const GOOD_DEVICE = {
  browser: 'Chrome 130 on Linux',
  webrtc: true,
  microphone: true,
  camera: { width: 1280, height: 720, frameRate: 30 },
  network: {
    download: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
    upload: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
  },
};

const CHECKLIST = {
  documentGenuine: true,
  faceMatchesDocument: true,
  dataMatches: true,
  securityFeaturesShown: true,
};

type Message = TNotificationServerMessage;

/** The device check's probes and `videochat/start`: the applicant waits in the queue. */
async function joinQueue(applicant: CallApplicant): Promise<TVideoChatState> {
  const path = `/services/slo/onboarding/prospects/${applicant.prospectId}`;
  const { session } = applicant;
  await session.json(ZBandwidthInfo, 'GET', `${path}/bandwidthcheck/info`);
  await session.drain('GET', `${path}/bandwidthcheck/download`);
  const probe = {
    bytes: new Uint8Array(BANDWIDTH_PROBE_BYTES),
    contentType: 'application/octet-stream',
  };
  await session.drain('POST', `${path}/bandwidthcheck/upload`, { raw: probe });
  return session.json(ZVideoChatState, 'PATCH', `${path}/videochat/start`, {
    body: { recordingConsent: true, device: GOOD_DEVICE },
  });
}

/** The applicant's overlay: answers each form as it is shown (the SMS code read from the outbox). */
function answerForms(
  socket: RoomSocket,
  booth: RoomSocket,
  applicant: CallApplicant,
  roomId: string,
): void {
  // Codes sent before the call are never taken for its own.
  const since = Date.now();
  const send = (type: string, data: unknown) => socket.data(type, roomId, applicant.uid, data);
  socket.onMessage((message: Message) => {
    if (message.type !== 'INTERACTION') return;
    const { interactivityAction: action, interactivityData: data } = message.payload.data;
    if (action === 'SHOW_CONFIRM_FORM_NUMBER' && data?.otpRefused !== true) {
      awaitSmsCode(applicant.session, applicant.phone, since).then(
        (otp) => send('SEND_OTP', { otp }),
        (error: unknown) => booth.fail(error instanceof Error ? error : new Error(String(error))),
      );
    } else if (action === 'SHOW_CONFIRM_CARD_NAME') {
      send('SEND_CARD_NAME', { cardName: data?.cardName ?? '' });
    } else if (action === 'SHOW_CONSENTS') {
      const asked = data?.consents?.[0];
      if (asked === undefined) return;
      send('SEND_CONSENT', { ...asked, typeOfConsents: 'COMMERCIAL', response: 'YES' });
    }
  });
}

const answersOf = (received: readonly Message[], kind: 'OTP' | 'CARD_NAME' | 'CONSENT') =>
  received.filter((message) => message.type === 'ANSWER' && message.payload.data.kind === kind);

const otpConfirmed = (received: readonly Message[]) =>
  received.some(
    (message) =>
      message.type === 'ANSWER' &&
      message.payload.data.kind === 'OTP' &&
      message.payload.data.confirmed,
  );

/**
 * The operator's part in the call: the forms of the call's script (decision 230: the card's name
 * only for a product with a card, the consents the consents page did not answer), a face snapshot,
 * the checklist, APPROVE.
 */
async function identify(
  operator: Operator,
  booth: RoomSocket,
  id: string,
  script: TCallScript,
  face: Uint8Array,
) {
  const path = `${API_BASE_OPERATOR}/identifications/${id}`;
  const push = (action: string) =>
    operator.session.json(ZIdentificationDetail, 'POST', `${path}/actions`, { body: { action } });
  await push('SHOW_CONFIRM_FORM_NUMBER');
  await booth.until(otpConfirmed, 'confirmed SMS code');
  if (script.forms.includes('CARD_NAME')) {
    await push('SHOW_CONFIRM_CARD_NAME');
    await booth.until((received) => answersOf(received, 'CARD_NAME').length > 0, 'card name');
  }
  if (script.forms.includes('CONSENTS')) {
    await push('SHOW_CONSENTS');
    const consents = script.consents.length;
    await booth.until((received) => answersOf(received, 'CONSENT').length === consents, 'consents');
  }
  const raw = { bytes: face, contentType: 'image/jpeg' };
  await operator.session.drain('POST', `${path}/snapshots?kind=FACE`, { raw });
  await operator.session.json(ZIdentificationDetail, 'PUT', `${path}/checklist`, {
    body: CHECKLIST,
  });
  await operator.session.json(ZIdentificationDetail, 'POST', `${path}/decision`, {
    body: { outcome: 'APPROVE' },
  });
}

/**
 * The whole call: queue, accept, both sides in the room, the forms, approval; the applicant sees
 * APPROVED and reads the state once more, as the screen does before "Continue".
 */
export async function videoIdentification(
  applicant: CallApplicant,
  operator: Operator,
  counts: RoundTrips,
  face: Uint8Array,
): Promise<void> {
  const state = await joinQueue(applicant);
  await operator.session.json(ZOperatorQueue, 'GET', `${API_BASE_OPERATOR}/queue`);
  const id = state.identificationId;
  const { script } = await operator.session.json(
    ZIdentificationDetail,
    'POST',
    `${API_BASE_OPERATOR}/identifications/${id}/accept`,
  );
  const desk = await RoomSocket.open(
    applicant.session.baseUrl,
    applicant.session.cookieHeader(),
    counts,
  );
  const booth = await RoomSocket.open(
    operator.session.baseUrl,
    operator.session.cookieHeader(),
    counts,
  );
  try {
    answerForms(desk, booth, applicant, state.roomId);
    desk.start(state.roomId, applicant.uid);
    await desk.until((received) => received.some((m) => m.type === 'VIDEO_STATE'), 'VIDEO_STATE');
    booth.start(state.roomId, operator.member.id);
    await booth.until((received) => received.some((m) => m.type === 'VIDEO_STATE'), 'VIDEO_STATE');
    await identify(operator, booth, id, script, face);
    await desk.until(
      (received) =>
        received.some((m) => m.type === 'VIDEO_STATE' && m.payload.data.status === 'APPROVED'),
      'APPROVED',
    );
  } finally {
    await Promise.all([desk.close(), booth.close()]);
  }
  const path = `/services/slo/onboarding/prospects/${applicant.prospectId}/videochat`;
  await applicant.session.json(ZVideoChatState, 'GET', path);
}
