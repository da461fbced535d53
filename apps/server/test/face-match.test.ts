import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FACE_MATCH_THRESHOLDS,
  type TFaceMatchMeasurement,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { identifications } from '../src/modules/video-identification/tables';
import { useTestApp } from './build-test-app';
import { auditOf, personalDataSections } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { approvableCall, protocolTextOf } from './four-eyes-helpers';
import { errorOf } from './security-helpers';
import { asStaff } from './video-helpers';

// The face match hint of the call (decision 291): measured in the operator's browser, banded and
// kept here for the protocol, the evidence and the four-eyes rule.

const app = useTestApp({ env: { OPERATOR_HOURS: 'always' } });
const ORDINARY = personalDataSections();
/** The applicant agreed to the hint at the start (GDPR art. 9(2)(a)). */
const AGREED = { faceComparisonConsent: true };

function measurement(overrides: Partial<TFaceMatchMeasurement> = {}): TFaceMatchMeasurement {
  return {
    similarity: 0.91,
    documentFaceFound: true,
    framesAnalysed: 5,
    framesWithFace: 5,
    real: 0.62,
    live: 0.9,
    msPerFrame: 158,
    model: { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' },
    ...overrides,
  };
}

const faceMatchOf = async (id: string) =>
  (
    await app.database.db
      .select({ faceMatch: identifications.faceMatch })
      .from(identifications)
      .where(eq(identifications.id, id))
  )[0]?.faceMatch ?? null;

describe('the face match hint of the call', () => {
  it('is banded by the server’s bounds, shown in the call, audited, and named in the protocol', async () => {
    const operator = await signedInStaff(app, { fullName: 'Maja Obraz' });
    const { applicant, id } = await approvableCall(app, operator, ORDINARY, { start: AGREED });
    const before = await asStaff(app, operator.cookie, 'GET', `/identifications/${id}`);
    expect(before.json<TIdentificationDetail>().faceAnalysis).toEqual({
      available: true,
      consented: true,
      faceMatch: null,
      livenessChallenge: null,
    });

    const recorded = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/face-match`,
      measurement(),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<TIdentificationDetail>().faceAnalysis).toMatchObject({
      available: true,
      faceMatch: {
        band: 'STRONG',
        thresholds: FACE_MATCH_THRESHOLDS,
        operatorId: operator.staff.id,
        measurement: { similarity: 0.91, framesWithFace: 5 },
      },
    });
    const audit = await auditOf(app, applicant.prospectId, 'videochat.face_match');
    expect(audit.map((row) => [row.actorId, row.details])).toEqual([
      [operator.staff.id, expect.objectContaining({ band: 'STRONG', similarity: 0.91 })],
    ]);

    // A strong match asks for no second pair of eyes.
    const approved = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${id}/decision`,
      {
        outcome: 'APPROVE',
      },
    );
    expect(approved.json<TIdentificationDetail>().status).toBe('APPROVED');
    const text = await protocolTextOf(app, id);
    expect(text).toContain('Face match hint (the operator decides)');
    expect(text).toContain('strong (similarity 0.91)');
    expect(text).toContain('@vladmandic/human 3.3.6 (wasm)');
    expect(text).toContain('strong from 0.70, uncertain from 0.50');
  });

  it('a weak match is a high-risk signal: the approval waits for a second staff member', async () => {
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, ORDINARY, { start: AGREED });
    const recorded = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/face-match`,
      measurement({ similarity: 0.29 }),
    );
    expect(recorded.json<TIdentificationDetail>().faceAnalysis?.faceMatch?.band).toBe('WEAK');
    const approved = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${id}/decision`,
      {
        outcome: 'APPROVE',
      },
    );
    expect(approved.json<TIdentificationDetail>()).toMatchObject({
      status: 'AWAITING_SECOND_APPROVAL',
      fourEyes: { reasons: ['WEAK_FACE_MATCH'] },
    });
  });

  it('no face found is recorded, and is not a signal: the operator compares by eye', async () => {
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, ORDINARY, { start: AGREED });
    const recorded = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/face-match`,
      measurement({ similarity: null, documentFaceFound: false, real: null, live: null }),
    );
    expect(recorded.json<TIdentificationDetail>().faceAnalysis?.faceMatch?.band).toBe('NO_FACE');
    const approved = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/identifications/${id}/decision`,
      {
        outcome: 'APPROVE',
      },
    );
    expect(approved.json<TIdentificationDetail>().status).toBe('APPROVED');
  });

  it('only the operator of the call records it; bad input is refused at its field and changes nothing', async () => {
    const operator = await signedInStaff(app);
    const other = await signedInStaff(app);
    const { applicant, id } = await approvableCall(app, operator, ORDINARY, { start: AGREED });
    const url = `/identifications/${id}/face-match`;

    const byOther = await asStaff(app, other.cookie, 'PUT', url, measurement());
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).mainError.code).toBe('NOT_YOUR_CALL');
    // The applicant's own session is no staff session.
    const byApplicant = await asStaff(app, `sid=${applicant.sid}`, 'PUT', url, measurement());
    expect(byApplicant.statusCode).toBe(401);
    const unknown = await asStaff(
      app,
      operator.cookie,
      'PUT',
      '/identifications/7f1d9a52-3c4b-4e8f-9a6d-0b1c2d3e4f50/face-match',
      measurement(),
    );
    expect(unknown.statusCode).toBe(404);

    const tooHigh = await asStaff(app, operator.cookie, 'PUT', url, measurement({ similarity: 7 }));
    expect(tooHigh.statusCode).toBe(400);
    expect(errorOf(tooHigh).fieldErrors.map((error) => error.field)).toContain('similarity');
    const banded = await asStaff(app, operator.cookie, 'PUT', url, {
      ...measurement(),
      band: 'STRONG',
    });
    expect(banded.statusCode).toBe(400);
    expect(await faceMatchOf(id)).toBeNull();
  });

  it('never runs without the applicant’s consent: 409, nothing stored', async () => {
    const operator = await signedInStaff(app);
    const { applicant, id } = await approvableCall(app, operator, ORDINARY);
    const detail = await asStaff(app, operator.cookie, 'GET', `/identifications/${id}`);
    expect(detail.json<TIdentificationDetail>().faceAnalysis).toMatchObject({
      available: true,
      consented: false,
    });
    const refused = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/face-match`,
      measurement(),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).mainError.code).toBe('FACE_COMPARISON_NOT_AGREED');
    expect(await faceMatchOf(id)).toBeNull();
    // The start's audit record keeps the answer.
    const started = await auditOf(app, applicant.prospectId, 'videochat.started');
    expect(started.at(-1)?.details).toMatchObject({ faceComparisonConsent: false });
  });
});

describe('the liveness challenge of the call', () => {
  const MODEL = { library: '@vladmandic/human', version: '3.3.6', backend: 'wasm' };
  const ahead = (eyeOpenness = 0.28) => ({ yaw: 0.01, eyeOpenness });

  it('is read by the server from the landmarks, shown in the call, audited and in the protocol', async () => {
    const operator = await signedInStaff(app);
    const { applicant, id } = await approvableCall(app, operator, ORDINARY, { start: AGREED });
    const url = `/identifications/${id}/liveness-challenge`;
    const frames = [ahead(), { yaw: 0.52, eyeOpenness: 0.27 }, null, ahead(0.05), ahead()];
    const recorded = await asStaff(app, operator.cookie, 'PUT', url, { frames, model: MODEL });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<TIdentificationDetail>().faceAnalysis?.livenessChallenge).toMatchObject({
      headTurned: true,
      blinked: true,
      framesAnalysed: 5,
      framesWithFace: 4,
      operatorId: operator.staff.id,
    });
    // A still picture: neither, whatever the browser might have claimed.
    const still = await asStaff(app, operator.cookie, 'PUT', url, {
      frames: [ahead(), ahead(), ahead()],
      model: MODEL,
    });
    expect(still.json<TIdentificationDetail>().faceAnalysis?.livenessChallenge).toMatchObject({
      headTurned: false,
      blinked: false,
    });
    const claimed = await asStaff(app, operator.cookie, 'PUT', url, {
      frames: [ahead()],
      model: MODEL,
      blinked: true,
    });
    expect(claimed.statusCode).toBe(400);
    const audit = await auditOf(app, applicant.prospectId, 'videochat.liveness_challenge');
    expect(audit.map((row) => row.details)).toEqual([
      expect.objectContaining({ headTurned: true, blinked: true }),
      expect.objectContaining({ headTurned: false, blinked: false }),
    ]);

    await asStaff(app, operator.cookie, 'POST', `/identifications/${id}/decision`, {
      outcome: 'APPROVE',
    });
    const text = await protocolTextOf(app, id);
    expect(text).toContain('Liveness challenge');
    expect(text).toContain('no head turn seen, no blink seen (a face in 3 of 3 frames;');
  });

  it('needs the applicant’s consent, as the face match does', async () => {
    const operator = await signedInStaff(app);
    const { id } = await approvableCall(app, operator, ORDINARY);
    const refused = await asStaff(
      app,
      operator.cookie,
      'PUT',
      `/identifications/${id}/liveness-challenge`,
      { frames: [ahead()], model: MODEL },
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).mainError.code).toBe('FACE_COMPARISON_NOT_AGREED');
  });
});

describe('the face match hint switched off', () => {
  const off = useTestApp({ env: { OPERATOR_HOURS: 'always', FACE_ANALYSIS: 'off' } });

  it('is not offered, and nothing is taken', async () => {
    const operator = await signedInStaff(off);
    const { id } = await approvableCall(off, operator, ORDINARY, { start: AGREED });
    const detail = await asStaff(off, operator.cookie, 'GET', `/identifications/${id}`);
    expect(detail.json<TIdentificationDetail>().faceAnalysis).toEqual({
      available: false,
      consented: true,
      faceMatch: null,
      livenessChallenge: null,
    });
    const refused = await asStaff(
      off,
      operator.cookie,
      'PUT',
      `/identifications/${id}/face-match`,
      measurement(),
    );
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).mainError.code).toBe('FACE_ANALYSIS_OFF');
  });
});
