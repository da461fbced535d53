import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCaseView, type TCaseView } from '@onboarding/domain';
import { auditEvents } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';
import { signedCase } from './builders/signed-case';
import { signedInStaff } from './fixtures/staff';
import { createTestClock, errorOf } from './security-helpers';
import { asStaff } from './video-helpers';

// Decision 265: a member of staff reads a case whole at GET /services/operator/cases/{id}: the
// header, the timeline from the audit trail with who and when, the data entered, the documents
// and snapshots (each image checked against the case), the contracts, the payments, and the
// evidence export's address; an id that names no case is a 404.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

const caseOf = async (cookie: string, prospectId: string): Promise<TCaseView> => {
  const response = await asStaff(app, cookie, 'GET', `/cases/${prospectId}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return ZCaseView.parse(response.json());
};

/** The path under /services/operator of an address the answer gives. */
const operatorPath = (path: string) => path.replace('/services/operator', '');

describe('the staff case page', () => {
  it('reads a signed case whole, with its timeline and images, for an operator', async () => {
    const applicant = await signedCase(app);
    const operator = await signedInStaff(app, { fullName: 'Tina Pregled' });
    const view = await caseOf(operator.cookie, applicant.prospectId);

    expect(view.prospectId).toBe(applicant.prospectId);
    expect(view.applicationNumber).toMatch(/^\d{4}-\d{6,}$/);
    expect(view.process).toBe('CURRENTACCOUNT');
    expect(view.applicant.fullName).toBe('Ëlira Špela Čebašek Žagar');
    expect(view.product).toMatchObject({ type: 'CURRENTACCOUNT', packageName: 'Digital' });

    // The data as entered, codes for the console to word.
    const personal = view.data.find((section) => section.section === 'PERSONAL');
    expect(personal?.fields).toContainEqual({ label: 'gender', value: 'FEMALE' });
    expect(view.data.find((section) => section.section === 'ACCOUNT')?.fields).toContainEqual({
      label: 'iban',
      value: 'SI56263300012039086',
    });

    // The timeline: the applicant's steps, the operator's call by name, the signature.
    const actions = view.timeline.map((event) => event.action);
    expect(actions).toContain('prospect.state_changed');
    expect(actions).toContain('contracts.signed');
    const decided = view.timeline.find((event) => event.action === 'videochat.decided');
    expect(decided).toMatchObject({
      kind: 'DECISION',
      outcome: 'REJECT',
      actor: { kind: 'STAFF', name: 'Nina Operater' },
    });
    const stateChange = view.timeline.find((event) => event.action === 'prospect.state_changed');
    expect(stateChange?.kind).toBe('STATE');
    expect(stateChange?.to).not.toBeNull();
    expect(view.timeline.some((event) => event.actor.kind === 'APPLICANT')).toBe(true);
    const times = view.timeline.map((event) => event.at);
    expect(times).toEqual([...times].sort());

    // The call, its snapshot and the document side, each image served for this case only.
    expect(view.calls).toHaveLength(1);
    const [call] = view.calls;
    expect(call).toMatchObject({ status: 'REJECTED', operatorName: 'Nina Operater' });
    // The protocol and the export are a supervisor's.
    expect(call?.protocolPath).toBeNull();
    expect(view.evidence).toEqual({
      path: `/services/slo/onboarding/staff/cases/${applicant.prospectId}/evidence`,
      allowed: false,
    });
    const snapshot = call?.snapshots[0];
    expect(snapshot?.kind).toBe('DOCUMENT_FRONT');
    const frame = await asStaff(
      app,
      operator.cookie,
      'GET',
      operatorPath(snapshot?.imagePath ?? ''),
    );
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect(frame.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(view.documents).toHaveLength(1);
    const side = await asStaff(
      app,
      operator.cookie,
      'GET',
      operatorPath(view.documents[0]?.imagePath ?? ''),
    );
    expect(side.statusCode).toBe(200);
    expect(side.headers['content-type']).toMatch(/^image\//);

    // The contracts, signed.
    expect(view.contracts.some((set) => set.status === 'SIGNED' && set.signedAt !== null)).toBe(
      true,
    );
    // Each signed document with the PAdES level of its signature (decision 280).
    const signedSet = view.contracts.find((set) => set.status === 'SIGNED');
    expect(signedSet?.documents.map((document) => document.signatureLevel)).toEqual(
      signedSet?.documents.map(() => 'PAdES-B-LT'),
    );
    expect(view.payments).toEqual({ declaredIban: 'SI56263300012039086', items: [] });

    // Opening the case is itself recorded.
    const viewed = await app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectId, applicant.prospectId), eq(auditEvents.action, 'case.viewed')),
      );
    expect(viewed.map((row) => row.actorId)).toEqual([operator.staff.id]);

    // A supervisor gets the protocol and the export.
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const asSupervisor = await caseOf(supervisor.cookie, applicant.prospectId);
    expect(asSupervisor.evidence.allowed).toBe(true);
    expect(asSupervisor.calls[0]?.protocolPath).toBe(
      `/services/operator/identifications/${applicant.identificationId}/protocol`,
    );
  });

  it('answers 404 for an id that names no case, and never another case’s image', async () => {
    const operator = await signedInStaff(app);
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await asStaff(app, operator.cookie, 'GET', `/cases/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    // A NUL is no id at all: refused before the route (decision 274).
    const nul = await asStaff(app, operator.cookie, 'GET', '/cases/%00');
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul).mainError.code).toBe('VALIDATION_FAILED');
    const applicant = await applicantAt(app, 'PROSPECT_INFO_UPLOADED');
    const view = await caseOf(operator.cookie, applicant.prospectId);
    expect(view.calls).toEqual([]);
    for (const tail of [`documents/${randomUUID()}/image`, `snapshots/${randomUUID()}/image`]) {
      const response = await asStaff(
        app,
        operator.cookie,
        'GET',
        `/cases/${applicant.prospectId}/${tail}`,
      );
      expect(response.statusCode, tail).toBe(404);
    }
  });

  it('is for staff only', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_INFO_UPLOADED');
    const asApplicant = await app.inject({
      method: 'GET',
      url: `/services/operator/cases/${applicant.prospectId}`,
      cookies: { sid: applicant.sid },
    });
    expect(asApplicant.statusCode).toBe(401);
  });
});
