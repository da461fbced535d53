import { ZErrorBody } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantOnPersonalData, exampleBody, send } from './personal-data-helpers';
import { putProspectInState } from './prospect-helpers';
import { createTestClock } from './security-helpers';

const STUDENT = {
  documentType: 'STUDENT_CARD',
  studentRegistrationNumber: '63200123',
  documentsList: ['card-front', 'card-rear'],
};

// The test clock: 23 November 2026.
describe('student package (Diploma)', () => {
  const app = useTestApp({ clock: createTestClock().clock });
  const errorOf = (body: string) => ZErrorBody.parse(JSON.parse(body));

  describe('checkStudentAge', () => {
    it.each([
      ['24-11-1998', true],
      ['23-11-1998', false],
      ['23-11-2008', true],
      ['24-11-2008', false],
      ['01-01-1960', false],
    ])('%s → birthDateOk %s', async (birthdate, ok) => {
      const response = await send(app, 'POST', '/onboarding/prospects/noauth/checkStudentAge/', {
        payload: { birthdate },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ birthDateOk: ok });
    });

    it('takes the older dateOfBirth and the path without the slash', async () => {
      const response = await send(app, 'POST', '/onboarding/prospects/noauth/checkStudentAge', {
        payload: { dateOfBirth: '15-05-2004' },
      });
      expect(response.json()).toEqual({ birthDateOk: true });
    });

    it.each([['15.05.2004'], ['31-02-2004'], ['2004-05-15'], ['01-01-2030']])(
      'refuses %s with a field error',
      async (birthdate) => {
        const response = await send(app, 'POST', '/onboarding/prospects/noauth/checkStudentAge/', {
          payload: { birthdate },
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response.body).fieldErrors).toContainEqual({
          field: 'birthdate',
          code: 'personalDataRules.birthDate.format',
        });
      },
    );

    it('refuses a body without a date', async () => {
      const response = await send(app, 'POST', '/onboarding/prospects/noauth/checkStudentAge/', {
        payload: {},
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('offers the Digital package with its fee (decision 013)', async () => {
    const response = await send(app, 'GET', '/onboarding/products/noauth/getPackageStart/');
    expect(response.json()).toEqual({
      packageName: 'Digital',
      fee1: { months: 12, monthly: { minor: 0, currency: 'EUR' } },
      fee2: { monthly: { minor: 500, currency: 'EUR' } },
    });
  });

  describe('changeProduct', () => {
    const packageOf = async (productId: string) =>
      (
        await app.database.db.execute<{ package_name: string | null }>(
          sql`select package_name from products where id = ${productId}`,
        )
      ).rows[0]?.package_name;

    it('switches the applicant’s Diploma product to Digital, with an audit record', async () => {
      const applicant = await applicantOnPersonalData(app, 'Diploma');
      const response = await send(
        app,
        'PATCH',
        `/onboarding/products/noauth/changeProduct/${applicant.productId}`,
        {
          sid: applicant.sid,
          payload: { packageName: 'Digital' },
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ productId: applicant.productId, packageName: 'Digital' });
      expect(await packageOf(applicant.productId)).toBe('Digital');
      const audit = await app.database.db.execute(
        sql`select 1 from audit_events where subject_id = ${applicant.productId} and action = 'product.package_changed'`,
      );
      expect(audit.rows).toHaveLength(1);
      // The personal data is now judged under Digital: the 28-year-old example passes.
      const info = await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
        payload: exampleBody(applicant.uid),
      });
      expect(info.statusCode, info.body).toBe(200);
    });

    it('gives another applicant’s product 404 and no session 401', async () => {
      const owner = await applicantOnPersonalData(app, 'Diploma');
      const other = await applicantOnPersonalData(app, 'Diploma');
      const path = `/onboarding/products/noauth/changeProduct/${owner.productId}`;
      expect(
        (await send(app, 'PATCH', path, { sid: other.sid, payload: { packageName: 'Digital' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await send(app, 'PATCH', path, { payload: { packageName: 'Digital' } })).statusCode,
      ).toBe(401);
      expect(
        (
          await send(app, 'PATCH', '/onboarding/products/noauth/changeProduct/nope', {
            sid: owner.sid,
            payload: { packageName: 'Digital' },
          })
        ).statusCode,
      ).toBe(404);
      expect(await packageOf(owner.productId)).toBe('Diploma');
    });

    it('refuses other switches and a switch after the personal data (409)', async () => {
      const applicant = await applicantOnPersonalData(app, 'Diploma');
      const path = `/onboarding/products/noauth/changeProduct/${applicant.productId}`;
      const toMladi = await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { packageName: 'Mladi' },
      });
      expect(toMladi.statusCode).toBe(409);
      expect(errorOf(toMladi.body).mainError.code).toBe('PACKAGE_CHANGE_NOT_ALLOWED');
      await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED');
      const late = await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { packageName: 'Digital' },
      });
      expect(late.statusCode).toBe(409);
      expect(await packageOf(applicant.productId)).toBe('Diploma');
      const invalid = await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { packageName: 'Gold' },
      });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('sendUserData', () => {
    it('keeps the student data form with the other entries', async () => {
      const applicant = await applicantOnPersonalData(app, 'Diploma');
      const response = await send(app, 'POST', '/onboarding/sendUserData', {
        sid: applicant.sid,
        payload: { prospectId: applicant.prospectId, userInfo: STUDENT },
      });
      expect(response.statusCode, response.body).toBe(200);
      const draft = await send(
        app,
        'GET',
        `/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
        {
          sid: applicant.sid,
        },
      );
      expect(draft.json()).toEqual({ sections: { student: STUDENT } });
    });

    it.each([
      [
        { ...STUDENT, studentRegistrationNumber: '12' },
        'userInfo.studentRegistrationNumber',
        'personalDataRules.student.registrationNumber',
      ],
      [{ ...STUDENT, documentType: '' }, 'userInfo.documentType', 'personalDataRules.required'],
      [
        { ...STUDENT, documentsList: ['card-front'] },
        'userInfo.documentsList',
        'personalDataRules.student.documentsMissing',
      ],
    ])(
      'refuses a wrong form with a field error, storing nothing (%#)',
      async (userInfo, field, code) => {
        const applicant = await applicantOnPersonalData(app, 'Diploma');
        const response = await send(app, 'POST', '/onboarding/sendUserData', {
          sid: applicant.sid,
          payload: { prospectId: applicant.prospectId, userInfo },
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response.body).fieldErrors).toContainEqual({ field, code });
        const draft = await send(
          app,
          'GET',
          `/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
          { sid: applicant.sid },
        );
        expect(draft.json()).toEqual({ sections: {} });
      },
    );

    it('is for the Diploma package and the applicant’s own prospect only', async () => {
      const digital = await applicantOnPersonalData(app, 'Digital');
      const notStudent = await send(app, 'POST', '/onboarding/sendUserData', {
        sid: digital.sid,
        payload: { prospectId: digital.prospectId, userInfo: STUDENT },
      });
      expect(notStudent.statusCode).toBe(409);
      const student = await applicantOnPersonalData(app, 'Diploma');
      const foreign = await send(app, 'POST', '/onboarding/sendUserData', {
        sid: digital.sid,
        payload: { prospectId: student.prospectId, userInfo: STUDENT },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  it('stores a Diploma applicant’s personal data with the student data', async () => {
    const applicant = await applicantOnPersonalData(app, 'Diploma');
    const body = exampleBody(applicant.uid);
    const young = {
      ...body,
      personalInfo: {
        ...body.personalInfo,
        birthDetails: { ...body.personalInfo.birthDetails, date: '2004-05-15' },
        identityDocument: {
          ...body.personalInfo.identityDocument,
          personalNumber: '1505004505334',
        },
        studentRegistrationNumber: STUDENT.studentRegistrationNumber,
        studentType: 'STUDENT_CARD' as const,
      },
      employmentInfo: {
        ...body.employmentInfo,
        isWorker: false,
        employerStatus: 'STUDENT' as const,
      },
      kycInfo: {
        ...body.kycInfo,
        TypeOfEmployment: 'STUDENT' as const,
        EmployerBusiness: 'OTHER' as const,
        employerBusinessCustom: 'Študent',
      },
      studentInfo: { isStudent: true, documentsList: STUDENT.documentsList },
    };
    const response = await send(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/info`,
      {
        sid: applicant.sid,
        payload: young,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
