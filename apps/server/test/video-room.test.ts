import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_REJOIN_WINDOW_MS,
  formatPhoneNumber,
  OPERATOR_QUEUE_ROOM,
  videoConsentsFor,
  type TNotificationServerMessage,
  type TVideoChatState,
} from '@onboarding/domain';
import { identifications } from '../src/modules/video-identification/tables';
import { useTestApp } from './build-test-app';
import { auditOf, prospectStateOf } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { createTestClock, latestSmsCode } from './security-helpers';
import {
  applicantAtVideoChat,
  asApplicant,
  asStaff,
  connectSocket,
  startVideoChat,
} from './video-helpers';

// The call's room over real websockets (decision 132): signalling and chat relayed,
// the forms pushed by the operator answered by the applicant, and every forged, replayed or
// unasked message refused.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
});

type Message = TNotificationServerMessage;
const isType =
  <T extends Message['type']>(type: T) =>
  (message: Message): message is Extract<Message, { type: T }> =>
    message.type === type;

/** An applicant in a call with a signed-in operator, both on the room's websocket. */
async function inCall(options: Parameters<typeof applicantAtVideoChat>[1] = {}) {
  const applicant = await applicantAtVideoChat(app, options);
  const state = await startVideoChat(app, applicant);
  const operator = await signedInStaff(app, { fullName: 'Maja Kovač' });
  const queue = await connectSocket(app, operator.cookie);
  queue.start(OPERATOR_QUEUE_ROOM, operator.staff.id);
  await queue.next(
    (message) =>
      message.type === 'QUEUE' &&
      message.payload.data.entries.some(
        (entry) => entry.identificationId === state.identificationId,
      ),
  );
  const accepted = await asStaff(
    app,
    operator.cookie,
    'POST',
    `/identifications/${state.identificationId}/accept`,
  );
  expect(accepted.statusCode).toBe(200);
  await queue.next(
    (message) =>
      message.type === 'QUEUE' &&
      message.payload.data.entries.some(
        (entry) => entry.identificationId === state.identificationId && entry.status === 'IN_CALL',
      ),
  );
  await queue.close();

  const roomId = state.roomId;
  const desk = await connectSocket(app, `sid=${applicant.sid}`);
  desk.start(roomId, applicant.uid);
  const first = await desk.next(isType('VIDEO_STATE'));
  expect(first.type === 'VIDEO_STATE' && first.payload.data.status).toBe('IN_CALL');
  await desk.next(isType('INTERACTION'));
  const booth = await connectSocket(app, operator.cookie);
  booth.start(roomId, operator.staff.id);
  await booth.next(isType('VIDEO_STATE'));
  await desk.next(
    (message) =>
      message.type === 'PRESENCE' &&
      message.payload.data.who === 'OPERATOR' &&
      message.payload.data.present,
  );
  const push = (action: string) =>
    asStaff(app, operator.cookie, 'POST', `/identifications/${state.identificationId}/actions`, {
      action,
    });
  return { applicant, state, operator, roomId, desk, booth, push };
}

/** When the applicant's leave of the room has been handled (it runs after the socket closed). */
async function leftAtOf(identificationId: string): Promise<Date> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const [row] = await app.database.db
      .select({ leftAt: identifications.applicantLeftAt })
      .from(identifications)
      .where(eq(identifications.id, identificationId));
    if (row?.leftAt != null) return row.leftAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the leave was never recorded');
}

describe('the video room', () => {
  it('relays signalling and chat between the two, marked with the sender', async () => {
    const { applicant, operator, roomId, desk, booth } = await inCall();
    desk.data('SIGNAL', roomId, applicant.uid, { kind: 'offer', sdp: 'v=0 offer' });
    const offer = await booth.next(isType('SIGNAL'));
    expect(offer.payload).toMatchObject({
      from: 'APPLICANT',
      data: { kind: 'offer', sdp: 'v=0 offer' },
    });
    booth.data('SIGNAL', roomId, operator.staff.id, { kind: 'answer', sdp: 'v=0 answer' });
    const answer = await desk.next(
      (message) => message.type === 'SIGNAL' && message.payload.from === 'OPERATOR',
    );
    expect(answer.payload).toMatchObject({ data: { kind: 'answer' } });
    // A real offer is 5–10 kB, beyond one NOTIFY: the bus deflates it on the way.
    const bigSdp = Array.from(
      { length: 240 },
      (_, line) => `a=rtpmap:${96 + (line % 30)} VP8/90000\r\na=rtcp-fb:${line} nack pli`,
    ).join('\r\n');
    expect(bigSdp.length).toBeGreaterThan(8000);
    desk.data('SIGNAL', roomId, applicant.uid, { kind: 'offer', sdp: bigSdp });
    await booth.next(
      (message) =>
        message.type === 'SIGNAL' &&
        message.payload.data.kind === 'offer' &&
        message.payload.data.sdp === bigSdp,
    );
    booth.data('CHAT', roomId, operator.staff.id, { text: 'Pozdravljeni!' });
    const chat = await desk.next(isType('CHAT'));
    expect(chat.payload).toMatchObject({ from: 'OPERATOR', data: { text: 'Pozdravljeni!' } });
    await Promise.all([desk.close(), booth.close()]);
  });

  it('keeps others out: another applicant, another operator, a room not joined', async () => {
    const { state, roomId, applicant } = await inCall();
    const stranger = await applicantAtVideoChat(app);
    const strangerSocket = await connectSocket(app, `sid=${stranger.sid}`);
    strangerSocket.start(roomId, stranger.uid);
    const refused = await strangerSocket.next(isType('ERROR'));
    expect(refused.payload.code).toBe('NOT_FOUND');
    // Forged: DATA into a room this connection never joined, in the applicant's name.
    strangerSocket.data('SEND_CONSENT', roomId, applicant.uid, {
      id: 0,
      name: 'CLAIM_RECOVERY_DATA_HANDLING',
      typeOfConsents: 'COMMERCIAL',
      response: 'YES',
    });
    const forged = await strangerSocket.next(
      (message) => message.type === 'ERROR' && message.payload.code === 'NOT_JOINED',
    );
    expect(forged.payload.roomId).toBe(roomId);
    expect(strangerSocket.received.some((message) => message.type === 'VIDEO_STATE')).toBe(false);
    // A flood is cut off.
    for (let sent = 0; sent < 205; sent += 1) {
      strangerSocket.data('CHAT', roomId, stranger.uid, { text: 'spam' });
    }
    await strangerSocket.next(
      (message) => message.type === 'ERROR' && message.payload.code === 'RATE_LIMITED',
    );

    const otherOperator = await signedInStaff(app);
    const otherConsole = await connectSocket(app, otherOperator.cookie);
    otherConsole.start(roomId, otherOperator.staff.id);
    expect((await otherConsole.next(isType('ERROR'))).payload.code).toBe('NOT_FOUND');
    // An applicant may not follow the operators' queue.
    const applicantQueue = await connectSocket(app, `sid=${applicant.sid}`);
    applicantQueue.start(OPERATOR_QUEUE_ROOM, applicant.uid);
    expect((await applicantQueue.next(isType('ERROR'))).payload.code).toBe('NOT_FOUND');
    const detail = await asStaff(
      app,
      otherOperator.cookie,
      'GET',
      `/identifications/${state.identificationId}`,
    );
    expect(detail.statusCode).toBe(403);
    await Promise.all([strangerSocket.close(), otherConsole.close(), applicantQueue.close()]);
  });

  it('the forms: consents one at a time, the SMS code, the card name; then approval', async () => {
    const { applicant, state, operator, roomId, desk, booth, push } = await inCall();
    const send = (type: string, data: unknown) => desk.data(type, roomId, applicant.uid, data);
    const errorCode = async (code: string) =>
      desk.next((message) => message.type === 'ERROR' && message.payload.code === code);

    // Nothing asked yet: answers are refused.
    send('SEND_CONSENT', {
      id: 0,
      name: 'CLAIM_RECOVERY_DATA_HANDLING',
      typeOfConsents: 'COMMERCIAL',
      response: 'YES',
    });
    await errorCode('CONSENT_NOT_ASKED');
    send('SEND_OTP', { otp: '123456' });
    await errorCode('OTP_NOT_ASKED');
    // The operator cannot answer for the applicant.
    booth.data('SEND_CARD_NAME', roomId, operator.staff.id, { cardName: 'ANYONE' });
    await booth.next(
      (message) => message.type === 'ERROR' && message.payload.code === 'NOT_THE_APPLICANT',
    );

    // SHOW_FORM_NUMBER shows the phone entered.
    expect((await push('SHOW_FORM_NUMBER')).statusCode).toBe(200);
    const number = await desk.next(
      (message) =>
        message.type === 'INTERACTION' &&
        message.payload.data.interactivityAction === 'SHOW_FORM_NUMBER',
    );
    expect(number.type === 'INTERACTION' && number.payload.data).toMatchObject({
      interactivityStep: 'deviceCertification',
      interactivityData: { phoneNumber: applicant.phone },
    });

    // SHOW_CONSENTS: seven, one at a time, in order; a wrong or replayed one is refused.
    const names = videoConsentsFor('CURRENTACCOUNT');
    expect((await push('SHOW_CONSENTS')).statusCode).toBe(200);
    for (const [id, name] of names.entries()) {
      const asked = await desk.next(
        (message) =>
          message.type === 'INTERACTION' &&
          message.payload.data.interactivityData?.consents?.[0]?.id === id,
      );
      expect(asked.type === 'INTERACTION' && asked.payload.data.interactivityData).toEqual({
        consents: [{ id, name }],
        consentCount: names.length,
      });
      if (id === 0) {
        send('SEND_CONSENT', {
          id: 1,
          name: names[1],
          typeOfConsents: 'COMMERCIAL',
          response: 'NO',
        });
        await errorCode('CONSENT_NOT_ASKED');
      }
      send('SEND_CONSENT', { id, name, typeOfConsents: 'COMMERCIAL', response: 'YES' });
      const stored = await booth.next(
        (message) =>
          message.type === 'ANSWER' &&
          message.payload.data.kind === 'CONSENT' &&
          message.payload.data.answer.name === name,
      );
      expect(stored.type === 'ANSWER' && stored.payload.data.at).toEqual(expect.any(String));
    }
    const hidden = await desk.next(
      (message) => message.type === 'INTERACTION' && !message.payload.data.interactivityOnGoing,
    );
    expect(hidden.type === 'INTERACTION' && hidden.payload.data.interactivityAction).toBeNull();
    const last = names[names.length - 1];
    send('SEND_CONSENT', {
      id: names.length - 1,
      name: last,
      typeOfConsents: 'COMMERCIAL',
      response: 'YES',
    });
    await errorCode('CONSENT_NOT_ASKED');
    expect((await push('SHOW_CONSENTS')).statusCode).toBe(409);

    // SHOW_CONFIRM_FORM_NUMBER: a code by SMS; a wrong code counts a try, the right one confirms.
    expect((await push('SHOW_CONFIRM_FORM_NUMBER')).statusCode).toBe(200);
    const code = await latestSmsCode(app, applicant.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    send('SEND_OTP', { otp: wrong });
    const refusedCode = await booth.next(
      (message) =>
        message.type === 'ANSWER' &&
        message.payload.data.kind === 'OTP' &&
        !message.payload.data.confirmed,
    );
    expect(refusedCode.type === 'ANSWER' && refusedCode.payload.data).toMatchObject({
      attemptsLeft: 4,
    });
    await desk.next(
      (message) =>
        message.type === 'INTERACTION' &&
        message.payload.data.interactivityData?.otpRefused === true,
    );
    send('SEND_OTP', { otp: code });
    await booth.next(
      (message) =>
        message.type === 'ANSWER' &&
        message.payload.data.kind === 'OTP' &&
        message.payload.data.confirmed,
    );
    send('SEND_OTP', { otp: code });
    await errorCode('OTP_NOT_ASKED');

    // SHOW_CONFIRM_CARD_NAME: a name outside the card's rules is refused; a correction is kept.
    expect((await push('SHOW_CONFIRM_CARD_NAME')).statusCode).toBe(200);
    await desk.next(
      (message) =>
        message.type === 'INTERACTION' &&
        message.payload.data.interactivityData?.cardName === 'ELIRA SPELA CEBASEK ZAGAR',
    );
    send('SEND_CARD_NAME', { cardName: 'Elira 2' });
    await errorCode('CARD_NAME_INVALID');
    send('SEND_CARD_NAME', { cardName: 'elira cebasek zagar' });
    const cardName = await booth.next(
      (message) => message.type === 'ANSWER' && message.payload.data.kind === 'CARD_NAME',
    );
    expect(cardName.type === 'ANSWER' && cardName.payload.data).toMatchObject({
      cardName: 'ELIRA CEBASEK ZAGAR',
      corrected: true,
    });

    // Everything done: approval verifies the prospect; the product stays for /certificate.
    await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${state.identificationId}/checklist`,
      {
        documentGenuine: true,
        faceMatchesDocument: true,
        dataMatches: true,
        securityFeaturesShown: true,
      },
    );
    const approved = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${state.identificationId}/decision`,
      { outcome: 'APPROVE' },
    );
    expect(approved.statusCode).toBe(200);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_VERIFIED');
    await desk.next(
      (message) => message.type === 'VIDEO_STATE' && message.payload.data.status === 'APPROVED',
    );
    const status = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/status?uid=${applicant.uid}`,
    );
    expect(
      status.json<{ processes: { prospectId: string; productState: string }[] }>().processes,
    ).toContainEqual(
      expect.objectContaining({
        prospectId: applicant.prospectId,
        productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      }),
    );
    // The evidence: every answer with its time in the protocol, made by its job.
    await app.jobs.drain();
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const pdf = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/identifications/${state.identificationId}/protocol`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('ELIRA CEBASEK ZAGAR');
    // Decision 235: the confirmed phone in international grouping (+386 41 …), not as E.164.
    expect(text).toContain(formatPhoneNumber(applicant.phone));
    expect(text).toMatch(/\+386 41 \d{3} \d{3}/);
    expect(text).toContain('APPROVED');
    // A decided call takes no more answers.
    send('SEND_OTP', { otp: code });
    await errorCode('IDENTIFICATION_NOT_IN_CALL');
    await Promise.all([desk.close(), booth.close()]);
  });

  it('a day deposit: the consents page’s answer stands, no card; approved without a card name', async () => {
    // Decision 230: the call asks neither the card nor direct marketing again.
    const { applicant, state, operator, roomId, desk, booth, push } = await inCall({
      productType: 'DAYPOSIT',
      profiling: ['NO', 'NO', 'YES'],
    });
    const send = (type: string, data: unknown) => desk.data(type, roomId, applicant.uid, data);
    const names = [
      'CLAIM_RECOVERY_DATA_HANDLING',
      'SOUND_RECORDING',
      'NON_POSTAL_CONNECTION_HANDLING',
      'CREDITBUREAUPASS',
    ];
    expect((await push('SHOW_CONSENTS')).statusCode).toBe(200);
    for (const [id, name] of names.entries()) {
      const asked = await desk.next(
        (message) =>
          message.type === 'INTERACTION' &&
          message.payload.data.interactivityData?.consents?.[0]?.id === id,
      );
      expect(asked.type === 'INTERACTION' && asked.payload.data.interactivityData).toEqual({
        consents: [{ id, name }],
        consentCount: 4,
      });
      send('SEND_CONSENT', { id, name, typeOfConsents: 'COMMERCIAL', response: 'YES' });
      await booth.next(
        (message) =>
          message.type === 'ANSWER' &&
          message.payload.data.kind === 'CONSENT' &&
          message.payload.data.answer.name === name,
      );
    }
    await desk.next(
      (message) => message.type === 'INTERACTION' && !message.payload.data.interactivityOnGoing,
    );
    const cardName = await push('SHOW_CONFIRM_CARD_NAME');
    expect(cardName.statusCode).toBe(422);
    expect((await push('SHOW_CONFIRM_FORM_NUMBER')).statusCode).toBe(200);
    send('SEND_OTP', { otp: await latestSmsCode(app, applicant.phone) });
    await booth.next(
      (message) =>
        message.type === 'ANSWER' &&
        message.payload.data.kind === 'OTP' &&
        message.payload.data.confirmed,
    );
    const path = `/identifications/${state.identificationId}`;
    await asStaff(app, operator.cookie, 'PUT', `${path}/checklist`, {
      documentGenuine: true,
      faceMatchesDocument: true,
      dataMatches: true,
      securityFeaturesShown: true,
    });
    const approved = await asStaff(app, operator.cookie, 'POST', `${path}/decision`, {
      outcome: 'APPROVE',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_VERIFIED');

    // The protocol lists what was asked: no card name, no direct marketing, no ATM, no 3-D Secure.
    await app.jobs.drain();
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const pdf = await asStaff(app, supervisor.cookie, 'GET', `${path}/protocol`);
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');
    for (const name of names) expect(text).toContain(name);
    for (const absent of [
      'DIRECT_MARKETING',
      'FREE_CASH_WITHDRAWAL',
      'THREE_D_SECURE',
      'Name on the card',
    ]) {
      expect(text).not.toContain(absent);
    }
    await Promise.all([desk.close(), booth.close()]);
  });

  it('a dropped applicant may rejoin within the window; later the call is INTERRUPTED', async () => {
    const { applicant, state, roomId, desk, booth } = await inCall();
    await desk.close();
    await booth.next(
      (message) =>
        message.type === 'PRESENCE' &&
        message.payload.data.who === 'APPLICANT' &&
        !message.payload.data.present,
    );
    // Back within the window: the rejoin check finds them present.
    const back = await connectSocket(app, `sid=${applicant.sid}`);
    back.start(roomId, applicant.uid);
    await back.next(isType('VIDEO_STATE'));
    await booth.next(
      (message) =>
        message.type === 'PRESENCE' &&
        message.payload.data.who === 'APPLICANT' &&
        message.payload.data.present,
    );
    const job = { identificationId: state.identificationId };
    testClock.advance(CALL_REJOIN_WINDOW_MS + 1000);
    await app.services.videoIdentification.checkRejoin(job);
    const still = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/videochat`,
    );
    expect(still.json<TVideoChatState>().status).toBe('IN_CALL');

    // Dropped again and not back within the window: INTERRUPTED; a new start begins afresh.
    await back.close();
    await booth.next(
      (message) =>
        message.type === 'PRESENCE' &&
        message.payload.data.who === 'APPLICANT' &&
        !message.payload.data.present,
      booth.received.length - 1,
    );
    await app.services.videoIdentification.checkRejoin(job);
    expect(
      (
        await asApplicant(
          app,
          applicant.sid,
          'GET',
          `/onboarding/prospects/${applicant.prospectId}/videochat`,
        )
      ).json<TVideoChatState>().status,
    ).toBe('IN_CALL');
    testClock.advance(CALL_REJOIN_WINDOW_MS + 1000);
    await app.services.videoIdentification.checkRejoin(job);
    const ended = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/videochat`,
    );
    expect(ended.json<TVideoChatState>().status).toBe('INTERRUPTED');
    const fresh = await startVideoChat(app, applicant);
    expect(fresh).toMatchObject({ status: 'WAITING' });
    expect(fresh.identificationId).not.toBe(state.identificationId);
    await booth.close();
  });
  it('a waiting applicant who vanishes frees the queue place after the rejoin window', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    const stateNow = async () =>
      (
        await asApplicant(
          app,
          applicant.sid,
          'GET',
          `/onboarding/prospects/${applicant.prospectId}/videochat`,
        )
      ).json<TVideoChatState>().status;
    const operator = await signedInStaff(app);
    const queue = await connectSocket(app, operator.cookie);
    queue.start(OPERATOR_QUEUE_ROOM, operator.staff.id);
    const listed = (message: Message) =>
      message.type === 'QUEUE' &&
      message.payload.data.entries.some(
        (entry) => entry.identificationId === state.identificationId,
      );
    await queue.next(listed);
    const job = { identificationId: state.identificationId };

    // A reload within the window keeps the place.
    const tab = await connectSocket(app, `sid=${applicant.sid}`);
    tab.start(state.roomId, applicant.uid);
    await tab.next(isType('VIDEO_STATE'));
    await tab.close();
    // The server records the first tab's leave before the reload joins, as a browser's reload
    // orders them; otherwise a late leave could land after the join.
    await leftAtOf(state.identificationId);
    const reloaded = await connectSocket(app, `sid=${applicant.sid}`);
    reloaded.start(state.roomId, applicant.uid);
    await reloaded.next(isType('VIDEO_STATE'));
    testClock.advance(CALL_REJOIN_WINDOW_MS + 1000);
    await app.services.videoIdentification.checkRejoin(job);
    expect(await stateNow()).toBe('WAITING');

    // The tab closes for good: within the window still waiting, after it ABANDONED.
    await reloaded.close();
    await leftAtOf(state.identificationId);
    await app.services.videoIdentification.checkRejoin(job);
    expect(await stateNow()).toBe('WAITING');
    testClock.advance(CALL_REJOIN_WINDOW_MS + 1000);
    const from = queue.received.length;
    await app.services.videoIdentification.checkRejoin(job);
    expect(await stateNow()).toBe('ABANDONED');
    // The operators' queue is republished without it.
    await queue.next(
      (message) =>
        message.type === 'QUEUE' &&
        !message.payload.data.entries.some(
          (entry) => entry.identificationId === state.identificationId,
        ),
      from,
    );
    const [ended] = await auditOf(app, applicant.prospectId, 'videochat.ended');
    expect(ended).toMatchObject({
      actorType: 'system',
      details: {
        identificationId: state.identificationId,
        reason: 'CONNECTION_LOST',
        status: 'ABANDONED',
      },
    });
    expect(await startVideoChat(app, applicant)).toMatchObject({ status: 'WAITING' });
    await queue.close();
  });
});
