import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  HANDOFF_TOKEN_VALIDITY_MS,
  languageOfHandoffToken,
  ZHandoffLink,
  ZHandoffSession,
  ZDocumentsResponse,
  ZHandoffStatus,
  ZIdDocumentStatus,
  ZImageTransactionsResponse,
  ZNotificationServerMessage,
  type THandoffLink,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import { buildTestApp } from './build-test-app';
import { call, upload, uploadOk, type As } from './fixtures/document-api';
import { goodJpeg } from './fixtures/document-images';
import { type ApplicantWithProspect } from './prospect-helpers';
import {
  cookieOf,
  createTestClock,
  errorOf,
  freshPhone,
  get,
  outboxFor,
  statusOf,
} from './security-helpers';
import { applicantAt } from './builders/applicant';

const time = createTestClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: time.clock });
});

beforeEach(() => {
  // OCR is document-reading.test.ts's; the setup file restores the spy after each test.
  vi.spyOn(app.services.documentReading, 'request').mockResolvedValue(undefined);
});

afterAll(async () => {
  await app.close();
});

async function newHandoff(applicant: ApplicantWithProspect): Promise<THandoffLink> {
  const response = await call(
    app,
    'POST',
    '/onboarding/documents/handoff',
    { sid: applicant.sid },
    {
      uid: applicant.uid,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZHandoffLink.parse(response.json());
}

async function exchange(token: string) {
  return call(app, 'POST', '/onboarding/documents/handoff/session', {}, { token });
}

async function phoneOf(token: string): Promise<As> {
  const response = await exchange(token);
  expect(response.statusCode, response.body).toBe(200);
  const handoff = cookieOf(response, 'handoff');
  expect(handoff).toBeDefined();
  return { handoff };
}

describe('the hand-off link', () => {
  it('is a mobile link with a 15-minute token in the applicant’s language; asked again, the same hand-off', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const link = await newHandoff(applicant);
    expect(link.link).toBe(
      `http://localhost:3000/onboarding/#/documentsupload/mobile/idtype?token=${encodeURIComponent(link.token)}`,
    );
    expect(new Date(link.expiresAt).getTime()).toBe(
      time.clock().getTime() + HANDOFF_TOKEN_VALIDITY_MS,
    );
    expect(new Date(link.refreshAt).getTime()).toBe(
      new Date(link.expiresAt).getTime() - 3 * 60_000,
    );
    expect(link.status).toMatchObject({
      status: 'WAITING',
      stepsDone: [],
      prospectId: applicant.prospectId,
    });

    const session = ZHandoffSession.parse((await exchange(link.token)).json());
    expect(languageOfHandoffToken(link.token)).toBe(session.language);
    expect(session).toMatchObject({
      tid: link.tid,
      uid: applicant.uid,
      prospectId: applicant.prospectId,
    });
    expect(session.status).toMatchObject({ status: 'OPENED', stepsDone: ['LINK_OPENED'] });

    const again = await newHandoff(applicant);
    expect(again.tid).toBe(link.tid);
    expect(again.token).not.toBe(link.token);
  });

  it('refuses a token that is forged, unreadable or expired', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const link = await newHandoff(applicant);
    const [header, payload] = link.token.split('.');
    const forged = await exchange(`${header}.${payload}.AAAA`);
    expect(errorOf(forged).mainError.code).toBe('TOKEN_BAD_SIGNATURE');
    expect(errorOf(await exchange('not-a-token')).mainError.code).toBe('TOKEN_UNREADABLE');
    time.advance(HANDOFF_TOKEN_VALIDITY_MS + 1000);
    const expired = await exchange(link.token);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toMatchObject({ mainError: { code: 'TOKEN_EXPIRED', message: '4' } });
  });

  it('can be reopened until it expires; a refreshed one leaves the old valid until its own expiry', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const first = await newHandoff(applicant);
    await phoneOf(first.token);
    time.advance(10 * 60_000);
    const refreshed = await newHandoff(applicant);
    expect(refreshed.tid).toBe(first.tid);
    // The phone reopens the first link: still fine.
    await phoneOf(first.token);
    time.advance(6 * 60_000);
    expect(errorOf(await exchange(first.token)).mainError.code).toBe('TOKEN_EXPIRED');
    const phone = await phoneOf(refreshed.token);
    const status = await call(app, 'GET', `/onboarding/documents/handoff/${first.tid}`, phone);
    expect(status.json()).toMatchObject({ status: 'OPENED' });
  });
});

describe('the phone’s hand-off session', () => {
  it('chooses, uploads, lists and deletes the identity document of its prospect only', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const link = await newHandoff(applicant);
    const phone = await phoneOf(link.token);

    const idType = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
      phone,
    );
    expect(idType.statusCode, idType.body).toBe(200);
    const fields = { uid: applicant.uid, documentType: 'ID' } as const;
    const front = await uploadOk(app, phone, await goodJpeg(21), { ...fields, side: 'FRONTVIEW' });
    const listed = await call(app, 'GET', `/onboarding/images?uid=${applicant.uid}`, phone);
    expect(ZIdDocumentStatus.parse(listed.json()).sides.map((side) => side.state)).toEqual([
      'UPLOADED',
      'PENDING',
    ]);
    // A link asked for now names the page the hand-off resumes at (decision 297).
    const later = await newHandoff(applicant);
    expect(later.link).toBe(
      `http://localhost:3000/onboarding/#/documentsupload/mobile/backview?idType=ID&token=${encodeURIComponent(later.token)}`,
    );
    const bytes = await call(app, 'GET', `/onboarding/images/${front.id}`, phone);
    expect(bytes.statusCode).toBe(200);
    const removed = await call(app, 'DELETE', `/onboarding/images/${front.id}`, phone);
    expect(removed.statusCode).toBe(200);

    // A student document of the same prospect is not the phone's business.
    const certificate = await uploadOk(app, { sid: applicant.sid }, await goodJpeg(22), {
      uid: applicant.uid,
      documentType: 'STUDENT_CARD',
      side: 'FRONTVIEW',
    });
    expect(
      (await call(app, 'GET', `/onboarding/documents/${certificate.id}`, phone)).statusCode,
    ).toBe(404);
    const studentUpload = await upload(app, phone, await goodJpeg(23), {
      uid: applicant.uid,
      documentType: 'STUDENT_CARD',
      side: 'FRONTVIEW',
    });
    expect(studentUpload.statusCode).toBe(403);
    const everything = await call(app, 'GET', `/onboarding/documents?uid=${applicant.uid}`, phone);
    expect(ZDocumentsResponse.parse(everything.json()).documents).toEqual([]);

    // Another prospect, and every route that is not the phone's: refused.
    const foreign = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${other.prospectId}/idtype?type=ID`,
      phone,
    );
    expect(foreign.statusCode).toBe(404);
    for (const [method, path, body] of [
      ['GET', `/onboarding/prospects/status?uid=${applicant.uid}`, undefined],
      ['POST', '/onboarding/documents/handoff', { uid: applicant.uid }],
      ['POST', '/onboarding/setIDDocument', { uid: applicant.uid }],
      ['GET', `/onboarding/prospects/${applicant.prospectId}/images/transactions`, undefined],
      [
        'POST',
        `/onboarding/documents/handoff/${link.tid}/sms`,
        { prefix: '+386', phoneNumber: '041123456' },
      ],
    ] as const) {
      const response = await call(app, method, path, phone, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    const forgedCookie = await call(app, 'GET', `/onboarding/images?uid=${applicant.uid}`, {
      handoff: 'x',
    });
    expect(forgedCookie.statusCode).toBe(401);
  });

  it('finalizes: the prospect moves, the desktop sees it, the link is spent', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const desktop = { sid: applicant.sid };
    const link = await newHandoff(applicant);
    const phone = await phoneOf(link.token);
    await call(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/idtype?type=PP`, phone);
    const early = await call(
      app,
      'POST',
      `/onboarding/documents/handoff/${link.tid}/finalize`,
      phone,
    );
    expect(errorOf(early).mainError.code).toBe('DOCUMENTS_INCOMPLETE');
    await uploadOk(app, phone, await goodJpeg(31), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });

    const finalized = await call(
      app,
      'POST',
      `/onboarding/documents/handoff/${link.tid}/finalize`,
      phone,
    );
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(ZHandoffStatus.parse(finalized.json())).toMatchObject({
      status: 'FINALIZED',
      stepsDone: ['LINK_OPENED', 'ID_TYPE', 'FRONTVIEW', 'FINALIZED'],
      documents: { confirmed: true, sides: [{ side: 'FRONTVIEW', state: 'CONFIRMED' }] },
    });
    const seen = await call(app, 'GET', `/onboarding/documents/handoff/${link.tid}`, desktop);
    expect(seen.json()).toMatchObject({ status: 'FINALIZED' });
    const prospect = await get(app, `/onboarding/prospects/status?uid=${applicant.uid}`, desktop);
    expect(statusOf(prospect).processes[0]?.prospectState).toBe('PROSPECT_IDS_UPLOADED');

    expect(errorOf(await exchange(link.token)).mainError.code).toBe('HANDOFF_FINALIZED');
    const late = await upload(app, phone, await goodJpeg(32), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });
    expect(late.statusCode).toBe(409);
    const twice = await call(
      app,
      'POST',
      `/onboarding/documents/handoff/${link.tid}/finalize`,
      phone,
    );
    expect(errorOf(twice).mainError.code).toBe('HANDOFF_FINALIZED');
  });

  it('is closed when the desktop confirms with setIDDocument', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const desktop = { sid: applicant.sid };
    const link = await newHandoff(applicant);
    await uploadOk(app, desktop, await goodJpeg(33), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });
    const confirmed = await call(app, 'POST', '/onboarding/setIDDocument', desktop, {
      uid: applicant.uid,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const status = await call(app, 'GET', `/onboarding/documents/handoff/${link.tid}`, desktop);
    expect(status.json()).toMatchObject({ status: 'FINALIZED' });
  });
});

describe('the link by SMS, receivedsms and images/transactions', () => {
  it('sends the link to a valid mobile number, through the SMS port, at most 3 times', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const desktop = { sid: applicant.sid };
    const link = await newHandoff(applicant);
    const path = `/onboarding/documents/handoff/${link.tid}/sms`;

    const noPrefix = await call(app, 'POST', path, desktop, {
      prefix: '',
      phoneNumber: '041123456',
    });
    expect(noPrefix.statusCode).toBe(400);
    expect(errorOf(noPrefix).fieldErrors).toEqual([
      { field: 'prefix', code: 'validation.prefix.required' },
    ]);
    const landline = await call(app, 'POST', path, desktop, {
      prefix: '+386',
      phoneNumber: '01 123 45 67',
    });
    expect(errorOf(landline).fieldErrors).toEqual([
      { field: 'phoneNumber', code: 'validation.phone.invalid' },
    ]);

    const phone = freshPhone();
    const sent = await call(app, 'POST', path, desktop, {
      prefix: phone.prefix,
      phoneNumber: phone.number,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Sent by a job: the answer says it is on its way; the status shows it once it went out.
    expect(sent.json()).toMatchObject({ sent: true, status: { tid: link.tid, smsSentAt: null } });
    const [sms] = (await outboxFor(app, phone.e164)).filter((message) => message.channel === 'sms');
    const afterSending = await call(
      app,
      'GET',
      `/onboarding/documents/handoff/${link.tid}`,
      desktop,
    );
    expect(afterSending.json()).toMatchObject({ smsSentAt: expect.any(String) as unknown });
    const token = /mobile\/\w+\?(?:idType=\w+&)?token=(\S+)/.exec(sms?.text ?? '')?.[1];
    expect(token).toBeDefined();
    await phoneOf(decodeURIComponent(token ?? ''));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const again = await call(app, 'POST', path, desktop, {
        prefix: phone.prefix,
        phoneNumber: phone.number,
      });
      expect(again.statusCode).toBe(200);
    }
    const tooMany = await call(app, 'POST', path, desktop, {
      prefix: phone.prefix,
      phoneNumber: phone.number,
    });
    expect(tooMany.statusCode).toBe(429);
    expect(errorOf(tooMany).mainError.code).toBe('TOO_MANY_REQUESTS');
  });

  it('names the loan, not an account, in the SMS of a loan applicant', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    const link = await newHandoff(applicant);
    const phone = freshPhone();
    const sent = await call(
      app,
      'POST',
      `/onboarding/documents/handoff/${link.tid}/sms`,
      { sid: applicant.sid },
      { prefix: phone.prefix, phoneNumber: phone.number },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = (await outboxFor(app, phone.e164)).filter((message) => message.channel === 'sms');
    expect(sms?.text).toMatch(/^Continue your loan application on this phone: http/);
    expect(sms?.text).not.toContain('account');
  });

  it('records that the phone got the link and lists the prospect’s hand-offs', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const link = await newHandoff(applicant);
    const foreign = await call(
      app,
      'POST',
      `/onboarding/prospects/${other.prospectId}/noauth/images/receivedsms?tid=${link.tid}`,
      {},
    );
    expect(foreign.statusCode).toBe(404);
    const received = await call(
      app,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/noauth/images/receivedsms?tid=${link.tid}`,
      {},
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ tid: link.tid, received: true });

    const listed = await call(
      app,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/images/transactions`,
      { sid: applicant.sid },
    );
    expect(listed.statusCode).toBe(200);
    expect(ZImageTransactionsResponse.parse(listed.json()).transactions).toEqual([
      expect.objectContaining({ tid: link.tid, status: 'OPENED', stepsDone: ['LINK_OPENED'] }),
    ]);
    const others = await call(
      app,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/images/transactions`,
      { sid: other.sid },
    );
    expect(others.statusCode).toBe(404);
  });
});

describe('live status over the websocket', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  /** A connection that collects the server's messages. */
  async function connect(cookie: string) {
    const socket = new WebSocket(`${baseUrl}/services/slo/onboarding/notifications`, {
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
    const next = async (match: (message: TNotificationServerMessage) => boolean) => {
      for (let waited = 0; waited < 10_000; waited += 20) {
        const found = received.find(match);
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no matching message; got ${JSON.stringify(received.map((m) => m.type))}`);
    };
    const start = (roomId: string, userId: string) =>
      socket.send(JSON.stringify({ messageType: 'START', payload: { roomId, userId } }));
    return { socket, received, next, start };
  }

  it('pushes every change to the desktop, whichever screen acts, and keeps strangers out', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const stranger = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const link = await newHandoff(applicant);
    const roomId = `handoff:${link.tid}`;
    const desktop = await connect(`sid=${applicant.sid}`);
    desktop.start(roomId, applicant.uid);
    await desktop.next(
      (message) => message.type === 'HANDOFF_STATUS' && message.payload.data.status === 'WAITING',
    );

    const phone = await phoneOf(link.token);
    await desktop.next(
      (message) => message.type === 'HANDOFF_STATUS' && message.payload.data.status === 'OPENED',
    );
    await call(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/idtype?type=PP`, phone);
    await uploadOk(app, phone, await goodJpeg(41), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });
    const sending = await desktop.next(
      (message) =>
        message.type === 'HANDOFF_STATUS' &&
        message.payload.data.documents.sides[0]?.state === 'SENDING',
    );
    expect(sending.payload).toMatchObject({ roomId, userId: applicant.uid });
    await desktop.next(
      (message) =>
        message.type === 'HANDOFF_STATUS' &&
        message.payload.data.documents.sides[0]?.state === 'UPLOADED',
    );
    await call(app, 'POST', `/onboarding/documents/handoff/${link.tid}/finalize`, phone);
    await desktop.next(
      (message) => message.type === 'HANDOFF_STATUS' && message.payload.data.status === 'FINALIZED',
    );

    // The phone's own session may follow the same room.
    const phoneSocket = await connect(`handoff=${phone.handoff ?? ''}`);
    phoneSocket.start(roomId, applicant.uid);
    await phoneSocket.next((message) => message.type === 'HANDOFF_STATUS');

    const intruder = await connect(`sid=${stranger.sid}`);
    intruder.start(roomId, stranger.uid);
    const refused = await intruder.next((message) => message.type === 'ERROR');
    expect(refused.payload).toMatchObject({ code: 'NOT_FOUND' });
    expect(intruder.received.some((message) => message.type === 'HANDOFF_STATUS')).toBe(false);

    const anonymous = await connect('');
    anonymous.start(roomId, applicant.uid);
    expect((await anonymous.next((message) => message.type === 'ERROR')).payload).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const connection of [desktop, phoneSocket, intruder, anonymous]) connection.socket.close();
  });
});
