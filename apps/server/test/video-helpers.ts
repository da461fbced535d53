import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import {
  API_BASE_OPERATOR,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  ZNotificationServerMessage,
  type TDeviceReport,
  type TNotificationServerMessage,
  type ProcessName,
  type TVideoChatState,
  type YesNo,
} from '@onboarding/domain';
import { consentsBody, enterPersonalData, personalDataSections } from './consents-helpers';
import { call as documentCall, uploadOk } from './fixtures/document-api';
import { putProspectInState } from './prospect-helpers';
import { API, callAs, freshIp, freshPhone } from './security-helpers';
import { applicantAt } from './builders/applicant';

/** A device that passes every check (1280×720 at 30 fps, 2 Mbps each way). */
export const GOOD_DEVICE: TDeviceReport = {
  browser: 'Chrome 130 on Linux',
  webrtc: true,
  microphone: true,
  camera: { width: 1280, height: 720, frameRate: 30 },
  network: {
    download: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
    upload: { start: 0, end: 1000, durationMs: 1000, sizeBytes: 262_144, kbps: 2097 },
  },
};

/**
 * A signed-in applicant whose consent documents are accepted (the video call's start), with the
 * personal data entered through its route and a phone number of their own (for the SMS code).
 */
export async function applicantAtVideoChat(
  app: FastifyInstance,
  options: {
    idCardFront?: Buffer;
    productType?: ProcessName;
    /** The profiling answers given on /consents; without them the consents step is skipped. */
    profiling?: readonly YesNo[];
    /** The personal data entered (its phone is always a fresh one); personalDataSections() else. */
    sections?: ReturnType<typeof personalDataSections>;
    /** The name signed up with; the personal data's first name and surname else. */
    signUpName?: string;
  } = {},
) {
  const sections = options.sections ?? personalDataSections();
  // Signed up under the name the personal data gives, as a real applicant is: a name that
  // differs would be a cross-check's finding for the four-eyes rule (decision 287).
  const { firstName, surname } = sections.personalData;
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
    fullName: options.signUpName ?? `${firstName} ${surname}`,
    ...(options.productType === undefined ? {} : { productType: options.productType }),
  });
  if (options.idCardFront !== undefined) {
    const as = { sid: applicant.sid };
    await documentCall(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
      as,
    );
    // The front of an ID card holds no MRZ: no reading job (OCR) is started.
    await uploadOk(app, as, options.idCardFront, {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
  }
  const phone = freshPhone();
  await enterPersonalData(app, applicant, {
    ...sections,
    contacts: {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.contacts,
      nationalPrefix: phone.prefix,
      mobilePhoneNumber: phone.number.replace(/\s/g, ''),
    },
  });
  if (options.profiling !== undefined) {
    // A loan's salary statement and a deposit's terms come before the consents (decisions 147,
    // 231); their own tests take those steps, so here the product is moved past them.
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_INFO_UPLOADED',
      'PRODUCT_EMPLOYMENT_UPLOADED',
    );
    const consents = await callAs(
      app,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consents`,
      applicant.sid,
      consentsBody({}, options.profiling),
    );
    if (consents.statusCode !== 200) throw new Error(`consents refused: ${consents.body}`);
  }
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
  return { ...applicant, phone: phone.e164 };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** An applicant's request under /services/slo with the session cookie. */
export function asApplicant(
  app: FastifyInstance,
  sid: string,
  method: Method,
  path: string,
  payload?: unknown,
) {
  return callAs(app, method, path, sid, payload);
}

/** A staff request under /services/operator with the staff cookie header. */
export function asStaff(
  app: FastifyInstance,
  cookie: string,
  method: Method,
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${API_BASE_OPERATOR}${path}`,
    remoteAddress: freshIp(),
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * `videochat/start` with a good device (and, when asked, the consent to the face match hint,
 * decision 291); the state it answers.
 */
export async function startVideoChat(
  app: FastifyInstance,
  applicant: { sid: string; prospectId: string },
  { faceComparisonConsent = false }: { faceComparisonConsent?: boolean } = {},
): Promise<TVideoChatState> {
  const response = await asApplicant(
    app,
    applicant.sid,
    'PATCH',
    `/onboarding/prospects/${applicant.prospectId}/videochat/start`,
    { recordingConsent: true, faceComparisonConsent, device: GOOD_DEVICE },
  );
  if (response.statusCode !== 200) throw new Error(`start refused: ${response.body}`);
  return response.json<TVideoChatState>();
}

/** A websocket on the notification endpoint that collects the server's messages. */
export async function connectSocket(app: FastifyInstance, cookie: string) {
  const port = (app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${API}/onboarding/notifications`, {
    headers: cookie === '' ? {} : { cookie },
  });
  const received: TNotificationServerMessage[] = [];
  socket.on('message', (data: Buffer) => {
    received.push(ZNotificationServerMessage.parse(JSON.parse(data.toString('utf8'))));
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  /** The first message (after `from`) that matches, waiting up to 10 s. */
  function next<T extends TNotificationServerMessage>(
    match: (message: TNotificationServerMessage) => message is T,
    from?: number,
  ): Promise<T>;
  function next(
    match: (message: TNotificationServerMessage) => boolean,
    from?: number,
  ): Promise<TNotificationServerMessage>;
  async function next(
    match: (message: TNotificationServerMessage) => boolean,
    from = 0,
  ): Promise<TNotificationServerMessage> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const found = received.slice(from).find(match);
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching message; got ${JSON.stringify(received.map((m) => m.type))}`);
  }
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  const start = (roomId: string, userId: string) =>
    send({ messageType: 'START', payload: { roomId, userId } });
  const data = (type: string, roomId: string, userId: string, payload: unknown) =>
    send({ messageType: 'DATA', type, payload: { roomId, userId, data: payload } });
  const close = () =>
    new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  return { socket, received, next, send, start, data, close };
}
