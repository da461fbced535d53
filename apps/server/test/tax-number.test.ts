import type { TProspectRequestBody } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantOnPersonalData, exampleBody, send } from './personal-data-helpers';
import { createTestClock } from './security-helpers';

// Decisions 174 and 235: the tax number in its VAT form (with or without a hyphen) or with spaces
// is accepted, and what is stored is its 8 digits.
describe('tax number in the personal data (decision 174)', () => {
  const { clock } = createTestClock();
  const app = useTestApp({ clock });

  it.each(['SI50223054', 'SI 5022 3054', '5022 3054', 'SI-50223054', 'SI - 5022 3054'])(
    'when the body carries %j, then it is accepted and 50223054 is stored',
    async (taxNumber) => {
      const applicant = await applicantOnPersonalData(app);
      const body = exampleBody(applicant.uid);
      const response = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: { ...body, personalInfo: { ...body.personalInfo, taxNumber } },
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const stored = await app.services.personalData.storedInfo(
        app.database.db,
        applicant.prospectId,
      );
      expect(stored?.personalInfo.taxNumber).toBe('50223054');
      const read = await send(app, 'GET', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
      });
      expect(read.json<TProspectRequestBody>().personalInfo.taxNumber).toBe('50223054');
    },
  );

  it('when the VAT form has a wrong check digit, then 400 on the tax number and nothing stored', async () => {
    const applicant = await applicantOnPersonalData(app);
    const body = exampleBody(applicant.uid);
    const response = await send(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/info`,
      {
        sid: applicant.sid,
        payload: { ...body, personalInfo: { ...body.personalInfo, taxNumber: 'SI12345678' } },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: [{ field: 'personalInfo.taxNumber', code: 'personalDataRules.taxId.checksum' }],
    });
    expect(
      await app.services.personalData.storedInfo(app.database.db, applicant.prospectId),
    ).toBeNull();
  });
});
