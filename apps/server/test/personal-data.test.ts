import {
  EXAMPLE_PERSONAL_DATA_SECTIONS as EXAMPLE,
  ZErrorBody,
  type TProspectRequestBody,
} from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { buildTestApp, useTestApp } from './build-test-app';
import { sharedTestDatabase } from './test-database';
import { applicantOnPersonalData, exampleBody, send } from './personal-data-helpers';
import { putProspectInState } from './prospect-helpers';
import { createTestClock, signIn } from './security-helpers';

// The test clock says 23 November 2026 in Ljubljana; the example applicant was born in 1998.
describe('personal data API (decision 093)', () => {
  const { clock } = createTestClock();
  const app = useTestApp({ clock });

  const states = async (prospectId: string) => {
    const result = await app.database.db.execute<{ prospect: string; product: string }>(
      sql`select p.state as prospect, pr.state as product from prospects p
          join products pr on pr.prospect_id = p.id where p.id = ${prospectId}`,
    );
    return result.rows[0];
  };
  const storedRows = async (prospectId: string) => {
    const result = await app.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from prospect_infos where prospect_id = ${prospectId}`,
    );
    return result.rows[0]?.count;
  };
  const errorOf = (body: string) => ZErrorBody.parse(JSON.parse(body));

  describe('partial save', () => {
    it('keeps every section as the applicant goes and restores it after signing in again', async () => {
      const applicant = await applicantOnPersonalData(app);
      const path = `/onboarding/prospects/${applicant.prospectId}/info/partialsave`;
      const first = await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { personalData: { firstName: 'Ana', birthDate: '15.05.19', gender: 'FEMALE' } },
      });
      expect(first.statusCode, first.body).toBe(200);
      await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: {
          personalData: { surname: 'Novak', personalNumber: EXAMPLE.personalData.personalNumber },
          contacts: EXAMPLE.contacts,
          questionnaire: { PurposeOfTheAccount: ['SAVINGS'], countryOfBusiness_0: 'SI' },
        },
      });
      const sid = await signIn(app, applicant);
      const restored = await send(app, 'GET', path, { sid });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({
        sections: {
          personalData: {
            firstName: 'Ana',
            birthDate: '15.05.19',
            gender: 'FEMALE',
            surname: 'Novak',
            personalNumber: EXAMPLE.personalData.personalNumber,
          },
          contacts: EXAMPLE.contacts,
          questionnaire: { PurposeOfTheAccount: ['SAVINGS'], countryOfBusiness_0: 'SI' },
        },
      });
    });

    it('when saves of one prospect arrive together, then none of them loses a field', async () => {
      const applicant = await applicantOnPersonalData(app);
      const path = `/onboarding/prospects/${applicant.prospectId}/info/partialsave`;
      const fields = {
        firstName: 'Ana',
        surname: 'Novak',
        birthDate: '15.05.1990',
        gender: 'FEMALE',
        personalNumber: EXAMPLE.personalData.personalNumber,
      } as const;
      const answers = await Promise.all(
        Object.entries(fields).map(([field, value]) =>
          send(app, 'PATCH', path, {
            sid: applicant.sid,
            payload: { personalData: { [field]: value } },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const stored = await send(app, 'GET', path, { sid: applicant.sid });
      expect(stored.json()).toEqual({ sections: { personalData: fields } });
    });

    it('when the draft was changed by another instance, then a save merges into that change', async () => {
      const applicant = await applicantOnPersonalData(app);
      const path = `/onboarding/prospects/${applicant.prospectId}/info/partialsave`;
      await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { personalData: { firstName: 'Ana' } },
      });
      // Another instance saved meanwhile: this one's reused draft is stale, the guard notices.
      const other = await buildTestApp({ database: (await sharedTestDatabase()).handle, clock });
      try {
        const saved = await send(other, 'PATCH', path, {
          sid: applicant.sid,
          payload: { personalData: { surname: 'Novak' } },
        });
        expect(saved.statusCode).toBe(200);
      } finally {
        await other.close();
      }
      await send(app, 'PATCH', path, {
        sid: applicant.sid,
        payload: { personalData: { gender: 'FEMALE' } },
      });
      const stored = await send(app, 'GET', path, { sid: applicant.sid });
      expect(stored.json()).toEqual({
        sections: { personalData: { firstName: 'Ana', surname: 'Novak', gender: 'FEMALE' } },
      });
    });

    it('seals the saved sections: no identifier readable in the table', async () => {
      const applicant = await applicantOnPersonalData(app);
      await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info/partialsave`, {
        sid: applicant.sid,
        payload: { personalData: EXAMPLE.personalData },
      });
      const raw = await app.database.db.execute<{ sealed: string }>(
        sql`select sealed_sections as sealed from prospect_info_drafts where prospect_id = ${applicant.prospectId}`,
      );
      const sealed = raw.rows[0]?.sealed ?? '';
      expect(sealed.length).toBeGreaterThan(100);
      for (const secret of ['1505998505338', '50223054', 'SI56', '001234567', 'Novak']) {
        expect(sealed).not.toContain(secret);
      }
      const cipher = createDataCipher(app.config.appSecret);
      expect(JSON.parse(cipher.openText(sealed, `prospect:${applicant.prospectId}:info`))).toEqual({
        personalData: EXAMPLE.personalData,
      });
    });

    it('answers {} before anything is saved', async () => {
      const applicant = await applicantOnPersonalData(app);
      const response = await send(
        app,
        'GET',
        `/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
        {
          sid: applicant.sid,
        },
      );
      expect(response.json()).toEqual({ sections: {} });
    });

    it('refuses unknown fields and values outside the lists, changing nothing', async () => {
      const applicant = await applicantOnPersonalData(app);
      const path = `/onboarding/prospects/${applicant.prospectId}/info/partialsave`;
      for (const payload of [
        { personalData: { hobby: 'chess' } },
        { personalData: { gender: 'OTHER' } },
        { unknownSection: {} },
        { personalData: { firstName: 'A'.repeat(251) } },
      ]) {
        const response = await send(app, 'PATCH', path, { sid: applicant.sid, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await send(app, 'GET', path, { sid: applicant.sid })).json()).toEqual({
        sections: {},
      });
    });

    it('gives another applicant’s prospect 404, no session 401, another step 409', async () => {
      const owner = await applicantOnPersonalData(app);
      const other = await applicantOnPersonalData(app);
      const path = `/onboarding/prospects/${owner.prospectId}/info/partialsave`;
      const payload = { contacts: { email: 'x@example.si' } };
      expect((await send(app, 'PATCH', path, { sid: other.sid, payload })).statusCode).toBe(404);
      expect((await send(app, 'GET', path, { sid: other.sid })).statusCode).toBe(404);
      expect((await send(app, 'PATCH', path, { payload })).statusCode).toBe(401);
      await putProspectInState(app, owner.prospectId, 'PROSPECT_EMAIL_CHECKED');
      const early = await send(app, 'PATCH', path, { sid: owner.sid, payload });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early.body).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    });
  });

  describe('PATCH prospects/{id}/info', () => {
    it('stores the body exactly and moves both states in one transaction with the audit', async () => {
      const applicant = await applicantOnPersonalData(app);
      await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info/partialsave`, {
        sid: applicant.sid,
        payload: { contacts: EXAMPLE.contacts },
      });
      const body = exampleBody(applicant.uid);
      const response = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: body,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        prospectState: 'PROSPECT_INFO_UPLOADED',
        productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
      });
      expect(await states(applicant.prospectId)).toEqual({
        prospect: 'PROSPECT_INFO_UPLOADED',
        product: 'PRODUCT_EMPLOYMENT_UPLOADED',
      });
      const stored = await send(app, 'GET', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
      });
      expect(stored.json<TProspectRequestBody>()).toEqual(body);

      const { personalData } = app.services;
      expect(await personalData.storedInfo(app.database.db, applicant.prospectId)).toEqual(body);

      const audit = await app.database.db.execute<{ action: string }>(
        sql`select action from audit_events where subject_id = ${applicant.prospectId}
            and action in ('prospect.state_changed', 'prospect.info_submitted') order by id`,
      );
      expect(audit.rows.map((row) => row.action)).toEqual([
        'prospect.state_changed',
        'prospect.info_submitted',
      ]);
      const draft = await app.database.db.execute(
        sql`select 1 from prospect_info_drafts where prospect_id = ${applicant.prospectId}`,
      );
      expect(draft.rows).toHaveLength(0);
    });

    it('keeps EMSO, tax number, IBAN and document number encrypted at rest', async () => {
      const applicant = await applicantOnPersonalData(app);
      const body = exampleBody(applicant.uid);
      // Decision 247: the 2022 biometric ID card's number, letters and digits, is taken.
      body.personalInfo.identityDocument.number = 'IA0012345';
      const response = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: body,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const raw = await app.database.db.execute<{ sealed: string }>(
        sql`select sealed_body as sealed from prospect_infos where prospect_id = ${applicant.prospectId}`,
      );
      const sealed = raw.rows[0]?.sealed ?? '';
      const emso = body.personalInfo.identityDocument.personalNumber;
      for (const secret of [emso, '50223054', 'SI56263300012039086', 'IA0012345']) {
        expect(sealed).not.toContain(secret);
      }
      const audit = await app.database.db.execute<{ details: unknown }>(
        sql`select details from audit_events where subject_id = ${applicant.prospectId}`,
      );
      expect(JSON.stringify(audit.rows)).not.toContain(emso);
      // Bound to its prospect: the same value does not open as another prospect's.
      const cipher = createDataCipher(app.config.appSecret);
      expect(() =>
        cipher.openText(sealed, 'prospect:00000000-0000-0000-0000-000000000000:info:body'),
      ).toThrow();
    });

    type Change = (body: TProspectRequestBody) => TProspectRequestBody;
    const info =
      (change: Partial<TProspectRequestBody['personalInfo']>): Change =>
      (body) => ({
        ...body,
        personalInfo: { ...body.personalInfo, ...change },
      });
    const doc =
      (change: Partial<TProspectRequestBody['personalInfo']['identityDocument']>): Change =>
      (body) =>
        info({ identityDocument: { ...body.personalInfo.identityDocument, ...change } })(body);
    const birth =
      (change: Partial<TProspectRequestBody['personalInfo']['birthDetails']>): Change =>
      (body) =>
        info({ birthDetails: { ...body.personalInfo.birthDetails, ...change } })(body);
    const employment =
      (change: Partial<TProspectRequestBody['employmentInfo']>): Change =>
      (body) => ({
        ...body,
        employmentInfo: { ...body.employmentInfo, ...change },
      });
    const kyc =
      (change: Partial<TProspectRequestBody['kycInfo']>): Change =>
      (body) => ({
        ...body,
        kycInfo: { ...body.kycInfo, ...change },
      });
    const names =
      (change: Partial<TProspectRequestBody['personalInfo']['names']['MAIN']>): Change =>
      (body) =>
        info({
          names: {
            ...body.personalInfo.names,
            MAIN: { ...body.personalInfo.names.MAIN, ...change },
          },
        })(body);
    const permanent =
      (change: Partial<TProspectRequestBody['personalInfo']['addresses']['PERMANENT']>): Change =>
      (body) =>
        info({
          addresses: {
            ...body.personalInfo.addresses,
            PERMANENT: { ...body.personalInfo.addresses.PERMANENT, ...change },
          },
        })(body);

    it.each<[string, Change, string, string]>([
      [
        'name with digits',
        names({ firstName: 'Ana2' }),
        'personalInfo.names.MAIN.firstName',
        'personalDataRules.name.invalid',
      ],
      [
        'gender not chosen',
        info({ gender: '' }),
        'personalInfo.gender',
        'personalDataRules.required',
      ],
      [
        'gender outside the list',
        (b) => ({ ...b, personalInfo: { ...b.personalInfo, gender: 'X' as 'MALE' } }),
        'personalInfo.gender',
        'personalDataRules.chooseFromList',
      ],
      [
        'surname missing',
        names({ surname: '' }),
        'personalInfo.names.MAIN.surname',
        'personalDataRules.required',
      ],
      [
        'birth date in the future',
        birth({ date: '2027-01-01' }),
        'personalInfo.birthDetails.date',
        'personalDataRules.birthDate.future',
      ],
      [
        'birth date not ISO',
        birth({ date: '15.05.1998' }),
        'personalInfo.birthDetails.date',
        'personalDataRules.birthDate.format',
      ],
      [
        'under 18',
        birth({ date: '2010-01-01' }),
        'personalInfo.birthDetails.date',
        'personalDataRules.birthDate.underage',
      ],
      [
        'birth place one letter',
        birth({ city: 'L', placeOfBirth: 'L' }),
        'personalInfo.birthDetails.city',
        'personalDataRules.place.invalid',
      ],
      [
        'nationality not in the list',
        (b) => birth({ nationality: 'XX' })(doc({ nationality: 'XX' })(b)),
        'personalInfo.birthDetails.nationality',
        'personalDataRules.country.fromList',
      ],
      [
        'EMSO against the birth date',
        doc({ personalNumber: '0101006500006' }),
        'personalInfo.identityDocument.personalNumber',
        'personalDataRules.emso.birthDateMismatch',
      ],
      [
        'EMSO against the gender',
        info({ gender: 'MALE' }),
        'personalInfo.identityDocument.personalNumber',
        'personalDataRules.emso.genderMismatch',
      ],
      [
        'EMSO check digit',
        doc({ personalNumber: '1505998505339' }),
        'personalInfo.identityDocument.personalNumber',
        'personalDataRules.emso.checksum',
      ],
      [
        'ID number of 8 digits',
        doc({ number: '12345678' }),
        'personalInfo.identityDocument.number',
        'personalDataRules.idDocumentNumber.invalid',
      ],
      [
        'passport number',
        doc({ idType: 'PP', number: 'P12345678' }),
        'personalInfo.identityDocument.number',
        'personalDataRules.passportNumber.invalid',
      ],
      [
        'issue date today',
        doc({ issueDate: '2026-11-23' }),
        'personalInfo.identityDocument.issueDate',
        'personalDataRules.dateOfIssue.notPast',
      ],
      [
        'expired document',
        doc({ expirationDate: '2026-11-22' }),
        'personalInfo.identityDocument.expirationDate',
        'personalDataRules.dateOfExpiration.notFuture',
      ],
      [
        'issuer with digits',
        doc({ issuer: 'UE 1' }),
        'personalInfo.identityDocument.issuer',
        'personalDataRules.issuer.invalid',
      ],
      [
        'address card number',
        info({ addressCardNumber: '12345 AB' }),
        'personalInfo.addressCardNumber',
        'personalDataRules.addressCardNumber.invalid',
      ],
      [
        'second nationality without its code',
        info({ secondNationality: { nationality: 'IT', identifierCode: '' } }),
        'personalInfo.secondNationality.identifierCode',
        'personalDataRules.required',
      ],
      [
        'codice fiscale',
        (b) =>
          info({
            secondNationality: { nationality: 'IT', identifierCode: 'AB123' },
            residentInItaly: { codiceFiscale: 'RSSMRA85T10A562X' },
          })(b),
        'personalInfo.residentInItaly.codiceFiscale',
        'personalDataRules.codiceFiscale.invalid',
      ],
      [
        'tax number check digit',
        info({ taxNumber: '50223055' }),
        'personalInfo.taxNumber',
        'personalDataRules.taxId.checksum',
      ],
      [
        'IBAN check digits',
        info({ iban: 'SI56263300012039087' }),
        'personalInfo.iban',
        'personalDataRules.iban.checksum',
      ],
      [
        'foreign IBAN',
        info({ iban: 'DE89370400440532013000' }),
        'personalInfo.iban',
        'personalDataRules.iban.notSlovenian',
      ],
      [
        'postal code not in the list',
        permanent({ zipCode: '9999' }),
        'personalInfo.addresses.PERMANENT.zipCode',
        'personalDataRules.postalCode.fromList',
      ],
      [
        'city with digits',
        permanent({ city: 'Ljubljana 1' }),
        'personalInfo.addresses.PERMANENT.city',
        'personalDataRules.city.invalid',
      ],
      [
        'street characters',
        permanent({ street: 'Cesta #1' }),
        'personalInfo.addresses.PERMANENT.street',
        'personalDataRules.street.invalid',
      ],
      [
        'house number',
        permanent({ number: 'x' }),
        'personalInfo.addresses.PERMANENT.number',
        'personalDataRules.houseNumber.invalid',
      ],
      [
        'temporary address missing when required',
        info({
          addresses: {
            PERMANENT: exampleBody('1234567890123456').personalInfo.addresses.PERMANENT,
            TEMPORARY: { city: '', countryCode: '', number: '', street: '', zipCode: '' },
          },
        }),
        'personalInfo.addresses.TEMPORARY.countryCode',
        'personalDataRules.required',
      ],
      [
        'e-mail',
        info({
          contactDetails: { email: 'ana@', mobileNumber: { prefix: '+386', number: '041123456' } },
        }),
        'personalInfo.contactDetails.email',
        'personalDataRules.email.invalid',
      ],
      [
        'prefix not in the list',
        info({
          contactDetails: {
            email: 'ana@example.si',
            mobileNumber: { prefix: '+999', number: '041123456' },
          },
        }),
        'personalInfo.contactDetails.mobileNumber.prefix',
        'validation.prefix.invalid',
      ],
      [
        'landline as mobile',
        info({
          contactDetails: {
            email: 'ana@example.si',
            mobileNumber: { prefix: '+386', number: '014123456' },
          },
        }),
        'personalInfo.contactDetails.mobileNumber.number',
        'validation.phone.invalid',
      ],
      [
        'worker without profession',
        employment({ profession: '' }),
        'employmentInfo.profession',
        'personalDataRules.required',
      ],
      [
        'monthly incomes without a digit',
        employment({ monthlyIncoming: 'a lot' }),
        'employmentInfo.monthlyIncoming',
        'personalDataRules.monthlyIncomes.noDigit',
      ],
      [
        'Student while working',
        employment({ employerStatus: 'STUDENT' }),
        'employmentInfo.employerStatus',
        'personalDataRules.employmentStatus.studentNotAllowed',
      ],
      [
        'start date in the future',
        employment({ startDate: '2027-01-01' }),
        'employmentInfo.startDate',
        'personalDataRules.startDate.future',
      ],
      [
        'net salary with decimals',
        employment({ netSalary: '1800.50' }),
        'employmentInfo.netSalary',
        'personalDataRules.netSalary.digits',
      ],
      [
        'taxes not paid',
        employment({ taxesPaid: 'NO' }),
        'employmentInfo.taxesPaid',
        'personalDataRules.taxesPaid.mustBeYes',
      ],
      [
        'employer business OTHER without text',
        kyc({ EmployerBusiness: 'OTHER', employerBusinessCustom: '' }),
        'kycInfo.employerBusinessCustom',
        'personalDataRules.required',
      ],
      [
        'cash source missing',
        kyc({ regularFlow: 'HIGH' }),
        'kycInfo.sourceOfFundsThatWillBeSubjectOfCashOperations',
        'personalDataRules.required',
      ],
      [
        'abroad source missing',
        kyc({ estimatedInflowSloveniaAbroad: 'FIFTY_FIFTY' }),
        'kycInfo.sourceOfFundsAbroadBusiness',
        'personalDataRules.required',
      ],
      [
        'deposits without inflows',
        kyc({ expectedCashDepositsInOccasionalIrregularInflows: 'LOW' }),
        'kycInfo.expectedCashDepositsInOccasionalIrregularInflows',
        'personalDataRules.questionnaire.cashDepositsMustBeNone',
      ],
      [
        'no account purpose',
        kyc({ PurposeOfTheAccount: [] }),
        'kycInfo.PurposeOfTheAccount',
        'personalDataRules.chooseAtLeastOne',
      ],
      [
        'country of business not in the list',
        kyc({ countriesOfBusiness: ['SI', 'Atlantis'] }),
        'kycInfo.countriesOfBusiness.1',
        'personalDataRules.country.fromList',
      ],
      [
        'four countries of business',
        kyc({ countriesOfBusiness: ['SI', 'AT', 'HR', 'IT'] }),
        'kycInfo.countriesOfBusiness',
        'personalDataRules.countriesOfBusiness.tooMany',
      ],
      [
        'birth place told twice differently',
        birth({ placeOfBirth: 'Maribor' }),
        'personalInfo.birthDetails.placeOfBirth',
        'personalDataRules.inconsistent',
      ],
      [
        'another applicant’s uid',
        (b) => ({ ...b, uid: '9999999999999999' }),
        'uid',
        'validation.uid.invalid',
      ],
    ])('refuses %s with a field error and stores nothing', async (_name, change, field, code) => {
      const applicant = await applicantOnPersonalData(app);
      const response = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: change(exampleBody(applicant.uid)),
        },
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response.body).fieldErrors).toContainEqual({ field, code });
      expect(await storedRows(applicant.prospectId)).toBe(0);
      expect(await states(applicant.prospectId)).toEqual({
        prospect: 'PROSPECT_IDS_UPLOADED',
        product: 'PRODUCT_NEW',
      });
    });

    it('refuses a body with a missing section, unknown fields or wrong types (400, nothing stored)', async () => {
      const applicant = await applicantOnPersonalData(app);
      const { kycInfo: _kyc, ...withoutKyc } = exampleBody(applicant.uid);
      for (const payload of [
        withoutKyc,
        { ...exampleBody(applicant.uid), extra: 1 },
        { ...exampleBody(applicant.uid), personalInfo: 'x' },
        [],
      ]) {
        const response = await send(
          app,
          'PATCH',
          `/onboarding/prospects/${applicant.prospectId}/info`,
          {
            sid: applicant.sid,
            payload,
          },
        );
        expect(response.statusCode).toBe(400);
        expect(errorOf(response.body).mainError.code).toBeTypeOf('string');
      }
      const missing = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: withoutKyc,
        },
      );
      expect(errorOf(missing.body).fieldErrors.map((error) => error.field)).toContain('kycInfo');
      expect(await storedRows(applicant.prospectId)).toBe(0);
    });

    it('checks the age of the package: Mladi up to 25, Diploma up to 27 with the student data', async () => {
      const young = await applicantOnPersonalData(app, 'Mladi');
      const mladi = await send(app, 'PATCH', `/onboarding/prospects/${young.prospectId}/info`, {
        sid: young.sid,
        payload: exampleBody(young.uid),
      });
      expect(errorOf(mladi.body).fieldErrors).toContainEqual({
        field: 'personalInfo.birthDetails.date',
        code: 'personalDataRules.birthDate.youngPackageAge',
      });
      const student = await applicantOnPersonalData(app, 'Diploma');
      const diploma = await send(app, 'PATCH', `/onboarding/prospects/${student.prospectId}/info`, {
        sid: student.sid,
        payload: exampleBody(student.uid),
      });
      expect(errorOf(diploma.body).fieldErrors).toEqual(
        expect.arrayContaining([
          {
            field: 'personalInfo.birthDetails.date',
            code: 'personalDataRules.birthDate.studentPackageAge',
          },
          { field: 'personalInfo.studentType', code: 'personalDataRules.required' },
        ]),
      );
    });

    it('gives another applicant’s prospect 404 and changes nothing', async () => {
      const owner = await applicantOnPersonalData(app);
      const other = await applicantOnPersonalData(app);
      const response = await send(app, 'PATCH', `/onboarding/prospects/${owner.prospectId}/info`, {
        sid: other.sid,
        payload: exampleBody(other.uid),
      });
      expect(response.statusCode).toBe(404);
      expect(await states(owner.prospectId)).toEqual({
        prospect: 'PROSPECT_IDS_UPLOADED',
        product: 'PRODUCT_NEW',
      });
      expect(
        (
          await send(app, 'GET', `/onboarding/prospects/${owner.prospectId}/info`, {
            sid: other.sid,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses a PATCH out of order or twice with 409, nothing changed', async () => {
      const applicant = await applicantOnPersonalData(app);
      await putProspectInState(app, applicant.prospectId, 'PROSPECT_EMAIL_CHECKED');
      const early = await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
        payload: exampleBody(applicant.uid),
      });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early.body).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
      expect(await storedRows(applicant.prospectId)).toBe(0);
      expect((await states(applicant.prospectId))?.prospect).toBe('PROSPECT_EMAIL_CHECKED');

      await putProspectInState(app, applicant.prospectId, 'PROSPECT_IDS_UPLOADED');
      const first = await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
        payload: exampleBody(applicant.uid),
      });
      expect(first.statusCode).toBe(200);
      const again = await send(app, 'PATCH', `/onboarding/prospects/${applicant.prospectId}/info`, {
        sid: applicant.sid,
        payload: exampleBody(applicant.uid),
      });
      expect(again.statusCode).toBe(409);
      expect(await storedRows(applicant.prospectId)).toBe(1);
    });

    it('rolls everything back when the product is not where the step expects it', async () => {
      const applicant = await applicantOnPersonalData(app);
      await putProspectInState(
        app,
        applicant.prospectId,
        'PROSPECT_IDS_UPLOADED',
        'PRODUCT_UPLOADED_DETAILS',
      );
      const response = await send(
        app,
        'PATCH',
        `/onboarding/prospects/${applicant.prospectId}/info`,
        {
          sid: applicant.sid,
          payload: exampleBody(applicant.uid),
        },
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.body).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
      expect(await storedRows(applicant.prospectId)).toBe(0);
      expect(await states(applicant.prospectId)).toEqual({
        prospect: 'PROSPECT_IDS_UPLOADED',
        product: 'PRODUCT_UPLOADED_DETAILS',
      });
    });
  });
});
