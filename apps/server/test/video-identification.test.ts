import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BANDWIDTH_PROBE_BYTES,
  RETURNING_HOLD_MS,
  type RedoTarget,
  prospectRequestBodyFromSections,
  type TCorrectionResponse,
  type TOperatorQueue,
  type TPartialSave,
  type TProspectRequestBody,
  BANDWIDTH_UPLOAD_MAX_BYTES,
  OPERATOR_CONNECT_EXTENSION_MS,
  OPERATOR_CONNECT_LIMIT_MS,
  type TIdentificationDetail,
  type TVideoChatState,
} from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { auditEvents, consentDocuments, registryCustomers } from '../src/composition/schema';
import { createIdentifierHmac } from '../src/modules/eligibility/registries';
import { identifications } from '../src/modules/video-identification/tables';
import { buildTestApp, testConfig, useTestApp } from './build-test-app';
import {
  auditOf,
  consentsBody,
  enterPersonalData,
  ownIdentifiers,
  personalDataSections,
  prospectStateOf,
  storedConsents,
} from './consents-helpers';
import { call as documentCall, idStatusOf, uploadOk } from './fixtures/document-api';
import { productStateOf } from './prospect-helpers';
import { goodJpeg, VIDEO_FRAME } from './fixtures/document-images';
import { signedInStaff } from './fixtures/staff';
import { createTestClock, errorOf } from './security-helpers';
import {
  GOOD_DEVICE,
  applicantAtVideoChat,
  asApplicant,
  asStaff,
  startVideoChat,
} from './video-helpers';
import { applicantAt } from './builders/applicant';

// The video identification through its routes (decisions 131–132): the bandwidth
// probes, the applicant's queue, the operators' accept race, actions, decisions and the protocol.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

const videochat = (prospectId: string, tail = '') =>
  `/onboarding/prospects/${prospectId}/videochat${tail}`;

async function auditActions(identificationId: string) {
  const rows = await app.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectType, 'prospect'));
  return rows
    .filter(
      (row) =>
        (row.details as { identificationId?: string } | null)?.identificationId ===
        identificationId,
    )
    .map((row) => ({ action: row.action, actorType: row.actorType, actorId: row.actorId }));
}

describe('bandwidth checks (spec 3 §7)', () => {
  it('info, download and upload for the applicant’s own prospect, never cached', async () => {
    const { sid, prospectId } = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const base = `/onboarding/prospects/${prospectId}/bandwidthcheck`;
    const info = await asApplicant(app, sid, 'GET', `${base}/info`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      downloadBytes: BANDWIDTH_PROBE_BYTES,
      uploadBytes: BANDWIDTH_PROBE_BYTES,
      minKbps: 350,
    });
    const download = await asApplicant(app, sid, 'GET', `${base}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(BANDWIDTH_PROBE_BYTES);
    expect(download.headers['cache-control']).toContain('no-store');
    expect(download.headers['content-type']).toBe('application/octet-stream');

    const upload = await app.inject({
      method: 'POST',
      url: `/services/slo${base}/upload`,
      cookies: { sid },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(100_000, 7),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ receivedBytes: 100_000 });

    // Decision 253: spec 3 §7's GET of the upload probe times an empty transfer.
    const getUpload = await asApplicant(app, sid, 'GET', `${base}/upload`);
    expect(getUpload.statusCode).toBe(200);
    expect(getUpload.json()).toEqual({ receivedBytes: 0 });
    expect(getUpload.headers['cache-control']).toContain('no-store');
  });

  it('too big an upload: 413; another applicant’s prospect: 404; no session: 401', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const base = `/onboarding/prospects/${owner.prospectId}/bandwidthcheck`;
    const tooBig = await app.inject({
      method: 'POST',
      url: `/services/slo${base}/upload`,
      cookies: { sid: owner.sid },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(BANDWIDTH_UPLOAD_MAX_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    for (const tail of ['info', 'download', 'upload']) {
      expect((await asApplicant(app, other.sid, 'GET', `${base}/${tail}`)).statusCode).toBe(404);
    }
    const foreignUpload = await app.inject({
      method: 'POST',
      url: `/services/slo${base}/upload`,
      cookies: { sid: other.sid },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(foreignUpload.statusCode).toBe(404);
    for (const tail of ['info', 'upload']) {
      const anonymous = await app.inject({ method: 'GET', url: `/services/slo${base}/${tail}` });
      expect(anonymous.statusCode).toBe(401);
    }
    const madeUp = await asApplicant(
      app,
      owner.sid,
      'GET',
      '/onboarding/prospects/x/bandwidthcheck/upload',
    );
    expect(madeUp.statusCode).toBe(404);
  });
});

describe('the applicant’s queue', () => {
  it('start: WAITING with place, wait, deadline and ICE servers; a second start answers it', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    expect(state).toMatchObject({
      status: 'WAITING',
      extended: false,
      operatorName: null,
      iceServers: [],
      reason: null,
      redo: null,
      roomId: `videochat:${state.identificationId}`,
    });
    expect(state.position).toBeGreaterThanOrEqual(1);
    // The rule itself is the domain's (estimatedWaitSeconds); here, that the server tells one.
    expect(Number.isInteger(state.estimatedWaitSeconds)).toBe(true);
    expect(new Date(state.deadline ?? '').getTime()).toBe(
      testClock.clock().getTime() + OPERATOR_CONNECT_LIMIT_MS,
    );
    const again = await startVideoChat(app, applicant);
    expect(again.identificationId).toBe(state.identificationId);
    const read = await asApplicant(app, applicant.sid, 'GET', videochat(applicant.prospectId));
    expect(read.json<TVideoChatState>().identificationId).toBe(state.identificationId);
    const audited = await auditActions(state.identificationId);
    expect(audited.map(({ action, actorType }) => ({ action, actorType }))).toEqual([
      { action: 'videochat.started', actorType: 'applicant' },
    ]);
  });

  it('a later applicant waits behind an earlier one', async () => {
    const first = await startVideoChat(app, await applicantAtVideoChat(app));
    const second = await startVideoChat(app, await applicantAtVideoChat(app));
    expect(second.position).toBe((first.position ?? 0) + 1);
  });

  it('refuses a device that fails the checks: 422 with the problems, nothing started', async () => {
    const applicant = await applicantAtVideoChat(app);
    const response = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/start'),
      {
        recordingConsent: true,
        device: {
          ...GOOD_DEVICE,
          camera: { width: 320, height: 240, frameRate: 10 },
          network: {
            ...GOOD_DEVICE.network,
            upload: { ...GOOD_DEVICE.network.upload, kbps: 100 },
          },
        },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fieldErrors.map((error) => error.code)).toEqual([
      'CAMERA_TOO_WEAK',
      'NETWORK_UPLOAD_SLOW',
    ]);
    const read = await asApplicant(app, applicant.sid, 'GET', videochat(applicant.prospectId));
    expect(read.statusCode).toBe(404);
  });

  it('bad input: no recording consent 400, before the documents 409, another’s prospect 404', async () => {
    const applicant = await applicantAtVideoChat(app);
    const noConsent = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/start'),
      { recordingConsent: false, device: GOOD_DEVICE },
    );
    expect(noConsent.statusCode).toBe(400);
    const early = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const tooEarly = await asApplicant(
      app,
      early.sid,
      'PATCH',
      videochat(early.prospectId, '/start'),
      { recordingConsent: true, device: GOOD_DEVICE },
    );
    expect(tooEarly.statusCode).toBe(409);
    expect(errorOf(tooEarly).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    const foreign = await asApplicant(
      app,
      early.sid,
      'PATCH',
      videochat(applicant.prospectId, '/start'),
      { recordingConsent: true, device: GOOD_DEVICE },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('extend once while waiting; leaving frees the place (ABANDONED), audited', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    const extended = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/extend'),
    );
    expect(extended.statusCode).toBe(200);
    expect(extended.json<TVideoChatState>()).toMatchObject({ extended: true });
    expect(new Date(extended.json<TVideoChatState>().deadline ?? '').getTime()).toBe(
      new Date(state.deadline ?? '').getTime() + OPERATOR_CONNECT_EXTENSION_MS,
    );
    const twice = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/extend'),
    );
    expect(twice.statusCode).toBe(409);
    const ended = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/end'),
      { reason: 'LEFT' },
    );
    expect(ended.json<TVideoChatState>()).toMatchObject({ status: 'ABANDONED', position: null });
    const again = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/end'),
      { reason: 'LEFT' },
    );
    expect(again.statusCode).toBe(409);
    // The protocol is made by a job after the end; it may or may not have been written yet.
    const actions = (await auditActions(state.identificationId))
      .map((row) => row.action)
      .filter((action) => action !== 'videochat.protocol');
    expect(actions).toEqual(['videochat.started', 'videochat.extended', 'videochat.ended']);
    // A new start begins a fresh identification.
    const fresh = await startVideoChat(app, applicant);
    expect(fresh.identificationId).not.toBe(state.identificationId);
  });

  it('the expiry job closes a wait past its deadline (TIMED_OUT), even without the applicant', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    const job = { identificationId: state.identificationId };
    // Before the deadline the job leaves it waiting (an extension may have moved it).
    await app.services.videoIdentification.expireWaiting(job);
    testClock.advance(OPERATOR_CONNECT_LIMIT_MS + 1000);
    try {
      await app.services.videoIdentification.expireWaiting(job);
    } finally {
      testClock.advance(-(OPERATOR_CONNECT_LIMIT_MS + 1000));
    }
    const read = await asApplicant(app, applicant.sid, 'GET', videochat(applicant.prospectId));
    expect(read.json<TVideoChatState>().status).toBe('TIMED_OUT');
    const [ended] = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'videochat.ended'), eq(auditEvents.actorType, 'system')));
    expect(ended).toBeDefined();
  });
});

describe('closed hours', () => {
  let closed: FastifyInstance;
  beforeAll(async () => {
    closed = await buildTestApp({ env: { OPERATOR_HOURS: 'never' } });
  });
  afterAll(async () => {
    await closed.close();
  });

  it('start outside the operators’ hours: 409 CALL_CENTER_CLOSED, nothing started', async () => {
    const applicant = await applicantAtVideoChat(closed);
    const response = await asApplicant(
      closed,
      applicant.sid,
      'PATCH',
      videochat(applicant.prospectId, '/start'),
      { recordingConsent: true, device: GOOD_DEVICE },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('CALL_CENTER_CLOSED');
  });
});

describe('operators', () => {
  it('an applicant reaches no operator route; without a staff session: 401', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    for (const [method, path] of [
      ['GET', '/queue'],
      ['POST', `/identifications/${state.identificationId}/accept`],
      ['GET', `/identifications/${state.identificationId}`],
      ['POST', `/identifications/${state.identificationId}/decision`],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/services/operator${path}`,
        cookies: { sid: applicant.sid },
        ...(method === 'POST' ? { payload: { outcome: 'APPROVE' } } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('two operators accept the same call: one wins, the other gets 409 ALREADY_TAKEN', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    const [first, second] = await Promise.all([
      signedInStaff(app, { fullName: 'Maja Kovač' }),
      signedInStaff(app, { fullName: 'Luka Zupan' }),
    ]);
    const queue = await asStaff(app, first.cookie, 'GET', '/queue');
    expect(queue.json<{ entries: { identificationId: string }[] }>().entries).toContainEqual(
      expect.objectContaining({ identificationId: state.identificationId, status: 'WAITING' }),
    );
    const path = `/identifications/${state.identificationId}/accept`;
    const answers = await Promise.all([
      asStaff(app, first.cookie, 'POST', path),
      asStaff(app, second.cookie, 'POST', path),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost === undefined ? null : errorOf(lost).mainError.code).toBe('ALREADY_TAKEN');
    const read = await asApplicant(app, applicant.sid, 'GET', videochat(applicant.prospectId));
    expect(read.json<TVideoChatState>()).toMatchObject({ status: 'IN_CALL', position: null });
    expect(['Maja', 'Luka']).toContain(read.json<TVideoChatState>().operatorName);
    // The loser may not act on the call.
    const loser = answers[0]?.statusCode === 409 ? first : second;
    const act = await asStaff(
      app,
      loser.cookie,
      'POST',
      `/identifications/${state.identificationId}/actions`,
      { action: 'SHOW_FORM_NUMBER' },
    );
    expect(act.statusCode).toBe(403);
  });

  it('an applicant who signed up under another name than the one entered: the queue and the detail say where (decision 287)', async () => {
    const applicant = await applicantAtVideoChat(app, { signUpName: 'Maja Kranjc' });
    const { identificationId: id } = await startVideoChat(app, applicant);
    const operator = await signedInStaff(app);
    const finding = {
      check: 'NAME',
      sources: ['SIGN_UP', 'FORM'],
      signal: 'NAME_MISMATCH',
      severity: 'HIGH',
    };
    // Before the call is taken: kept with the queue's entry when the applicant joined it.
    const queue = await asStaff(app, operator.cookie, 'GET', '/queue');
    const entry = queue.json<TOperatorQueue>().entries.find((e) => e.identificationId === id);
    expect(entry?.attention?.crossChecks).toEqual([finding]);
    const accepted = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TIdentificationDetail>().crossChecks).toEqual([finding]);
  });

  it('a second applicant with the same document and EMSO: the detail names the first one’s application (decision 288)', async () => {
    // A document and an EMSO of these two alone; a deposit first, since a second application of
    // one product by the same person is refused (decision 290).
    const personalData = ownIdentifiers();
    const first = await applicantAtVideoChat(app, {
      productType: 'DAYPOSIT',
      sections: personalDataSections({ personalData }),
    });
    const second = await applicantAtVideoChat(app, {
      sections: personalDataSections({ personalData }),
    });
    const { identificationId: id } = await startVideoChat(app, second);
    const operator = await signedInStaff(app);
    const queue = await asStaff(app, operator.cookie, 'GET', '/queue');
    const entry = queue.json<TOperatorQueue>().entries.find((e) => e.identificationId === id);
    expect(entry?.attention?.possibleDuplicates).toBeGreaterThanOrEqual(1);
    const accepted = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const { possibleDuplicates } = accepted.json<TIdentificationDetail>();
    // The account sharing the most first: the example's e-mail is every test applicant's, their
    // phones are their own.
    expect(possibleDuplicates?.shown[0]).toEqual({
      prospectId: first.prospectId,
      matchedOn: ['DOCUMENT_NUMBER', 'NATIONAL_ID', 'EMAIL'],
    });
    expect(possibleDuplicates?.shown.map((entry) => entry.prospectId)).not.toContain(
      second.prospectId,
    );
    expect(possibleDuplicates?.total).toBeGreaterThanOrEqual(1);
  });

  it('an applicant who became a customer after the eligibility check: the detail says so (decision 288)', async () => {
    const personalData = ownIdentifiers();
    const applicant = await applicantAtVideoChat(app, {
      sections: personalDataSections({ personalData }),
    });
    const { identificationId: id } = await startVideoChat(app, applicant);
    const operator = await signedInStaff(app);
    const before = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
    expect(before.json<TIdentificationDetail>().existingCustomer).toBe(false);
    // The register learns of them meanwhile (another channel of the bank): the call names it.
    const hmac = createIdentifierHmac(testConfig().appSecret);
    await app.database.db.insert(registryCustomers).values({
      personalNumberHmac: hmac(personalData.personalNumber),
      label: 'Became a customer',
    });
    const after = await asStaff(app, operator.cookie, 'GET', `/identifications/${id}`);
    expect(after.json<TIdentificationDetail>().existingCustomer).toBe(true);
  });

  it('detail, checklist, snapshots; approval refused while incomplete; reject with a reason', async () => {
    const applicant = await applicantAtVideoChat(app, { idCardFront: await goodJpeg(23) });
    const state = await startVideoChat(app, applicant);
    const operator = await signedInStaff(app);
    const id = state.identificationId;
    const accepted = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const detail = accepted.json<TIdentificationDetail>();
    expect(detail).toMatchObject({
      status: 'IN_CALL',
      applicant: { phoneNumber: applicant.phone, fullName: 'Ëlira Špela Čebašek Žagar' },
      cardName: 'ELIRA SPELA CEBASEK ZAGAR',
      device: GOOD_DEVICE,
      iceServers: [],
      // Signed up under the name entered, with the EMSO of the birth date and sex entered.
      crossChecks: [],
    });
    expect(detail.consentNames).toHaveLength(7);
    // An account comes with a debit card: its name, ATM withdrawals and 3-D Secure are asked.
    expect(detail.script.forms).toEqual(['PHONE_CONFIRMATION', 'CARD_NAME', 'CONSENTS']);
    expect(detail.consentNames).toEqual(
      expect.arrayContaining(['FREE_CASH_WITHDRAWAL', 'THREE_D_SECURE', 'DIRECT_MARKETING']),
    );
    expect(detail.applicant.sections.map((section) => section.section)).toContain('PERSONAL');
    // Decision 238: an address in the bank's country is shown without the country's code.
    expect(detail.applicant.sections.find((section) => section.section === 'ADDRESS')).toEqual({
      section: 'ADDRESS',
      fields: [{ label: 'PERMANENT', value: 'Slovenska cesta 15a, 1000 Ljubljana' }],
    });
    // The document's side, served to the operator (and to no other).
    const [side] = detail.documents;
    expect(side).toMatchObject({ side: 'FRONTVIEW', type: 'ID' });
    const image = await app.inject({
      method: 'GET',
      url: side?.imagePath ?? '',
      headers: { cookie: operator.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const stranger = await signedInStaff(app);
    const refused = await app.inject({
      method: 'GET',
      url: side?.imagePath ?? '',
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const checklist = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/checklist`,
      {
        documentGenuine: true,
        faceMatchesDocument: true,
        dataMatches: true,
        securityFeaturesShown: true,
      },
    );
    expect(checklist.json<TIdentificationDetail>().checklist.dataMatches).toBe(true);

    const jpeg = VIDEO_FRAME;
    const snapshot = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=FACE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.json<{ sha256: string }>().sha256).toBe(
      createHash('sha256').update(jpeg).digest('hex'),
    );
    // Only the image is kept: a page after the frame's end-of-image marker is not stored.
    const polyglot = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=FACE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
    });
    expect(polyglot.statusCode).toBe(200);
    expect(polyglot.json<{ sha256: string }>().sha256).toBe(
      createHash('sha256').update(jpeg).digest('hex'),
    );
    const undecodable = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=FACE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]),
    });
    expect(undecodable.statusCode).toBe(422);
    const notJpeg = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=FACE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: Buffer.from('GIF89a not a jpeg'),
    });
    expect(notJpeg.statusCode).toBe(422);
    const badKind = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=SELFIE`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(badKind.statusCode).toBe(400);

    const approve = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'APPROVE',
    });
    expect(approve.statusCode).toBe(409);
    expect(errorOf(approve).fieldErrors.map((error) => error.code)).toEqual([
      'CONSENTS',
      'PHONE_CONFIRMED',
      'CARD_NAME',
    ]);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );

    const reject = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'REJECT',
      reason: 'The document photo does not match.',
    });
    expect(reject.statusCode).toBe(200);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_REJECTED');
    const read = await asApplicant(app, applicant.sid, 'GET', videochat(applicant.prospectId));
    expect(read.json<TVideoChatState>()).toMatchObject({
      status: 'REJECTED',
      reason: 'The document photo does not match.',
      redo: null,
    });
    // Decided: no further action.
    const late = await asStaff(app, operator.cookie, 'PUT', `/identifications/${id}/checklist`, {
      documentGenuine: false,
      faceMatchesDocument: false,
      dataMatches: false,
      securityFeaturesShown: false,
    });
    expect(late.statusCode).toBe(409);
    expect((await auditActions(id)).filter((row) => row.actorType === 'operator')).toEqual(
      expect.arrayContaining([
        { action: 'videochat.accepted', actorType: 'operator', actorId: operator.staff.id },
        { action: 'videochat.snapshot', actorType: 'operator', actorId: operator.staff.id },
        { action: 'videochat.decided', actorType: 'operator', actorId: operator.staff.id },
      ]),
    );
  });

  it.each(['PERSONALLOAN', 'DAYPOSIT'] as const)(
    'a %s call asks no card: pushing its name is refused, approval does not need it',
    async (productType) => {
      // Decision 230: the call's script follows the product; the consents page answered marketing.
      const applicant = await applicantAtVideoChat(app, {
        productType,
        profiling: ['YES', 'NO', 'NO'],
      });
      const state = await startVideoChat(app, applicant);
      const operator = await signedInStaff(app);
      const id = state.identificationId;
      const accepted = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
      const detail = accepted.json<TIdentificationDetail>();
      const creditBureau =
        productType === 'PERSONALLOAN' ? 'CREDITBUREAUSTORAGE' : 'CREDITBUREAUPASS';
      expect(detail).toMatchObject({
        cardName: '',
        consentNames: [
          'CLAIM_RECOVERY_DATA_HANDLING',
          'SOUND_RECORDING',
          'NON_POSTAL_CONNECTION_HANDLING',
          creditBureau,
        ],
        script: {
          debitCard: false,
          forms: ['PHONE_CONFIRMATION', 'CONSENTS'],
          answeredInFlow: [
            { name: 'DIRECT_MARKETING', answeredAs: 'BANKING_OFFERS', response: 'YES' },
          ],
        },
      });

      const pushed = await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/actions`, {
        action: 'SHOW_CONFIRM_CARD_NAME',
      });
      expect(pushed.statusCode).toBe(422);
      expect(errorOf(pushed)).toMatchObject({
        mainError: { code: 'ACTION_NOT_IN_SCRIPT' },
        fieldErrors: [{ field: 'action', code: 'ACTION_NOT_IN_SCRIPT' }],
      });
      // Nothing stored: the overlay shows nothing and no action is audited.
      const [row] = await app.database.db
        .select({ interaction: identifications.interaction })
        .from(identifications)
        .where(eq(identifications.id, id));
      expect(row?.interaction).toMatchObject({
        interactivityOnGoing: false,
        interactivityAction: null,
      });
      expect((await auditActions(id)).map((audited) => audited.action)).not.toContain(
        'videochat.action',
      );

      await asStaff(app, operator.cookie, 'PUT', `/identifications/${id}/checklist`, {
        documentGenuine: true,
        faceMatchesDocument: true,
        dataMatches: true,
        securityFeaturesShown: true,
      });
      const approve = await asStaff(
        app,
        operator.cookie,
        'POST',
        `/identifications/${id}/decision`,
        {
          outcome: 'APPROVE',
        },
      );
      expect(approve.statusCode).toBe(409);
      expect(errorOf(approve).fieldErrors.map((error) => error.code)).toEqual([
        'CONSENTS',
        'PHONE_CONFIRMED',
      ]);
    },
  );

  it('the protocol: a job makes the PDF, its hash audited; supervisors only', async () => {
    const applicant = await applicantAtVideoChat(app);
    const state = await startVideoChat(app, applicant);
    const operator = await signedInStaff(app, { fullName: 'Nina Operater' });
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const id = state.identificationId;
    await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/accept`);
    const frame = VIDEO_FRAME;
    const taken = await app.inject({
      method: 'POST',
      url: `/services/operator/identifications/${id}/snapshots?kind=DOCUMENT_FRONT`,
      headers: { cookie: operator.cookie, 'content-type': 'image/jpeg' },
      payload: frame,
    });
    expect(taken.statusCode).toBe(200);
    const notReady = await asStaff(
      app,
      supervisor.cookie,
      'GET',
      `/identifications/${id}/protocol`,
    );
    expect(notReady.statusCode).toBe(409);
    await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'REJECT',
      reason: 'Another person answered the call.',
    });
    await app.jobs.drain();
    const forOperator = await asStaff(
      app,
      operator.cookie,
      'GET',
      `/identifications/${id}/protocol`,
    );
    expect(forOperator.statusCode).toBe(403);
    const pdf = await asStaff(app, supervisor.cookie, 'GET', `/identifications/${id}/protocol`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain(id);
    expect(text).toContain('Nina Operater');
    expect(text).toContain('Another person answered the call.');
    expect(text).toContain('2097 kbps');
    expect(text).toContain(createHash('sha256').update(frame).digest('hex'));
    const [audited] = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'videochat.protocol'));
    const hashes = (
      await app.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'videochat.protocol'))
    ).map((row) => (row.details as { sha256: string }).sha256);
    expect(audited).toBeDefined();
    expect(hashes).toContain(createHash('sha256').update(pdf.rawPayload).digest('hex'));

    const list = await asStaff(app, supervisor.cookie, 'GET', '/identifications?status=REJECTED');
    expect(list.statusCode).toBe(200);
    expect(
      list.json<{ identifications: { identificationId: string; protocolReady: boolean }[] }>()
        .identifications,
    ).toContainEqual(expect.objectContaining({ identificationId: id, protocolReady: true }));
    const listForOperator = await asStaff(app, operator.cookie, 'GET', '/identifications');
    expect(listForOperator.statusCode).toBe(403);
  });
});

/**
 * An applicant who came to the call by the real steps: the identity card's two sides confirmed,
 * the personal data, the consents and the consent documents accepted (decision 244 keeps them).
 */
async function applicantWithEverythingGiven() {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  const as = { sid: applicant.sid };
  await uploadIdCard(applicant, 21);
  const confirmed = await documentCall(app, 'POST', '/onboarding/setIDDocument', as, {
    uid: applicant.uid,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await enterPersonalData(app, applicant);
  const consents = await asApplicant(
    app,
    applicant.sid,
    'POST',
    `/onboarding/prospects/${applicant.prospectId}/consents`,
    consentsBody({}, ['YES', 'NO', 'YES']),
  );
  expect(consents.statusCode, consents.body).toBe(200);
  const listed = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
  );
  const documents = listed.json<{ documents: { id: string; sha256: string }[] }>().documents;
  const accepted = await asApplicant(
    app,
    applicant.sid,
    'POST',
    `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
    { confirmAll: true, documents: documents.map(({ id, sha256 }) => ({ id, sha256 })) },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return applicant;
}

/** Both sides of an identity card (their reading is not what these tests are about). */
async function uploadIdCard(
  applicant: { uid: string; sid: string; prospectId: string },
  seed: number,
) {
  const as = { sid: applicant.sid };
  await documentCall(
    app,
    'PATCH',
    `/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
    as,
  );
  for (const [side, offset] of [
    ['FRONTVIEW', 0],
    ['BACKVIEW', 1],
  ] as const) {
    await uploadOk(app, as, await goodJpeg(seed + offset), {
      uid: applicant.uid,
      documentType: 'ID',
      side,
    });
  }
}

/** What decision 244 keeps: the stored body, the consents, the consent documents, the product. */
async function keptOf(applicant: { sid: string; prospectId: string; productId: string }) {
  const info = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/prospects/${applicant.prospectId}/info`,
  );
  const consents = await storedConsents(app, applicant.prospectId);
  const documents = await app.database.db
    .select({ id: consentDocuments.id, acceptedAt: consentDocuments.acceptedAt })
    .from(consentDocuments)
    .where(eq(consentDocuments.prospectId, applicant.prospectId));
  return {
    info: info.json<TProspectRequestBody>(),
    consents: consents.map((row) => ({ ...row })),
    documents: documents.map((row) => ({ id: row.id, accepted: row.acceptedAt !== null })),
    product: await productStateOf(app, applicant.productId),
  };
}

/** The operator takes the applicant's call and sends them back to fix `part`. */
async function sendBack(
  operator: { cookie: string },
  identificationId: string,
  part: RedoTarget,
  reason: string,
) {
  const taken = await asStaff(
    app,
    operator.cookie,
    'POST',
    `/identifications/${identificationId}/accept`,
  );
  expect(taken.statusCode, taken.body).toBe(200);
  const decided = await asStaff(
    app,
    operator.cookie,
    'POST',
    `/identifications/${identificationId}/decision`,
    {
      outcome: 'REDO',
      redo: part,
      reason,
    },
  );
  expect(decided.statusCode, decided.body).toBe(200);
}

async function correctionOf(applicant: { sid: string; prospectId: string }) {
  const read = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/prospects/${applicant.prospectId}/correction`,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read.json<TCorrectionResponse>().correction;
}

async function queueEntries(operator: { cookie: string }) {
  const read = await asStaff(app, operator.cookie, 'GET', '/queue');
  return read.json<TOperatorQueue>().entries;
}

describe('a correction keeps the application (decision 244)', () => {
  beforeAll(() => {
    vi.spyOn(app.services.documentReading, 'request').mockResolvedValue(undefined);
  });

  it('documents sent back: only the documents are asked for, then back to the call', async () => {
    const applicant = await applicantWithEverythingGiven();
    const before = await keptOf(applicant);
    const operator = await signedInStaff(app, { fullName: 'Vesna Operaterka' });
    const first = await startVideoChat(app, applicant);
    await sendBack(
      operator,
      first.identificationId,
      'DOCUMENTS',
      'The photo of the back is blurred.',
    );

    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_EMAIL_CHECKED');
    expect(await correctionOf(applicant)).toMatchObject({
      part: 'DOCUMENTS',
      reason: 'The photo of the back is blurred.',
    });
    // The sides confirmed before are asked for again: they cannot be confirmed a second time.
    const as = { sid: applicant.sid };
    const status = await idStatusOf(app, as, applicant.uid);
    expect(status.sides.map((side) => [side.state, side.rejectionReason])).toEqual([
      ['REJECTED', 'SENT_BACK'],
      ['REJECTED', 'SENT_BACK'],
    ]);
    const old = await documentCall(app, 'POST', '/onboarding/setIDDocument', as, {
      uid: applicant.uid,
    });
    expect(errorOf(old).mainError.code).toBe('DOCUMENTS_INCOMPLETE');

    await uploadIdCard(applicant, 31);
    const again = await documentCall(app, 'POST', '/onboarding/setIDDocument', as, {
      uid: applicant.uid,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED' });
    expect(await prospectStateOf(app, applicant.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );
    expect(await keptOf(applicant)).toEqual(before);
    expect(await correctionOf(applicant)).toBeNull();
    // The states in between are walked and audited: the trail reads as the spec's order.
    const moves = (await auditOf(app, applicant.prospectId, 'prospect.state_changed')).map(
      (row) => (row.details as { to: string }).to,
    );
    expect(moves.slice(-5)).toEqual([
      'PROSPECT_EMAIL_CHECKED',
      'PROSPECT_IDS_UPLOADED',
      'PROSPECT_INFO_UPLOADED',
      'PROSPECT_CONSENTS_UPLOADED',
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    ]);

    // Back in the queue: first in line, ahead of one who waited longer, held for the operator.
    const other = await applicantAtVideoChat(app);
    const waitingLonger = await startVideoChat(app, other);
    testClock.advance(1000);
    const back = await startVideoChat(app, applicant);
    expect(back.position).toBe(1);
    const entries = await queueEntries(operator);
    const order = entries.map((entry) => entry.identificationId);
    expect(order.indexOf(back.identificationId)).toBeLessThan(
      order.indexOf(waitingLonger.identificationId),
    );
    expect(entries.find((entry) => entry.identificationId === back.identificationId)).toMatchObject(
      {
        returning: true,
        offeredTo: { operatorId: operator.staff.id, operatorName: 'Vesna Operaterka' },
      },
    );
    const stranger = await signedInStaff(app);
    const held = await asStaff(
      app,
      stranger.cookie,
      'POST',
      `/identifications/${back.identificationId}/accept`,
    );
    expect(held.statusCode).toBe(409);
    expect(errorOf(held).mainError.code).toBe('HELD_FOR_OPERATOR');
    const taken = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${back.identificationId}/accept`,
    );
    expect(taken.statusCode, taken.body).toBe(200);
    await asApplicant(app, other.sid, 'PATCH', videochat(other.prospectId, '/end'), {
      reason: 'LEFT',
    });
  });

  it('a data section sent back: that section opens with the rest given, then back to the call', async () => {
    const applicant = await applicantWithEverythingGiven();
    const before = await keptOf(applicant);
    const operator = await signedInStaff(app, { fullName: 'Rok Operater' });
    const first = await startVideoChat(app, applicant);
    await sendBack(operator, first.identificationId, 'ADDRESS', 'The street number is missing.');

    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_IDS_UPLOADED');
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_NEW');
    expect(await correctionOf(applicant)).toMatchObject({
      part: 'ADDRESS',
      reason: 'The street number is missing.',
    });
    // The screen opens with everything given before, not empty.
    const draft = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
    );
    const given = personalDataSections();
    expect(draft.json<{ sections: TPartialSave }>().sections).toMatchObject({
      personalData: {
        firstName: given.personalData.firstName,
        surname: given.personalData.surname,
      },
      address: { streetAddress: given.address.streetAddress },
      employment: { nameOfEmployer: given.employment.nameOfEmployer },
    });
    // Only the address is corrected; the documents were not asked for.
    const corrected = personalDataSections({ address: { houseNumber: '12A' } });
    const submitted = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/info`,
      prospectRequestBodyFromSections(corrected, { uid: applicant.uid }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      productState: before.product,
    });
    const after = await keptOf(applicant);
    expect(after.info.personalInfo.addresses.PERMANENT).toMatchObject({ number: '12A' });
    expect({ ...after, info: after.info.personalInfo.names }).toEqual({
      ...before,
      info: before.info.personalInfo.names,
    });
    expect(await correctionOf(applicant)).toBeNull();

    // The operator is in another call: the returning applicant is offered to every operator.
    const busy = await applicantAtVideoChat(app);
    const busyCall = await startVideoChat(app, busy);
    await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${busyCall.identificationId}/accept`,
    );
    const back = await startVideoChat(app, applicant);
    const entry = (await queueEntries(operator)).find(
      (candidate) => candidate.identificationId === back.identificationId,
    );
    expect(entry).toMatchObject({ returning: true, offeredTo: null });
    const colleague = await signedInStaff(app);
    const taken = await asStaff(
      app,
      colleague.cookie,
      'POST',
      `/identifications/${back.identificationId}/accept`,
    );
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('the hold ends after RETURNING_HOLD_MS: then any operator may take the call', async () => {
    const applicant = await applicantAtVideoChat(app);
    const operator = await signedInStaff(app);
    const first = await startVideoChat(app, applicant);
    await sendBack(operator, first.identificationId, 'EMPLOYMENT', 'Please name your employer.');
    await enterPersonalData(app, applicant);
    // enterPersonalData puts the prospect on the screen; the open correction takes it back.
    expect(await prospectStateOf(app, applicant.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );
    const back = await startVideoChat(app, applicant);
    const colleague = await signedInStaff(app);
    const early = await asStaff(
      app,
      colleague.cookie,
      'POST',
      `/identifications/${back.identificationId}/accept`,
    );
    expect(errorOf(early).mainError.code).toBe('HELD_FOR_OPERATOR');
    testClock.advance(RETURNING_HOLD_MS);
    const late = await asStaff(
      app,
      colleague.cookie,
      'POST',
      `/identifications/${back.identificationId}/accept`,
    );
    expect(late.statusCode, late.body).toBe(200);
  });
});
