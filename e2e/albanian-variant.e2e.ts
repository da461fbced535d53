import { EXAMPLE_AL_PERSONAL_DATA_SECTIONS } from '@onboarding/domain';
import type { BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/browser';
import { acceptConsentsViaApi } from './support/consents';
import { uploadIdentityDocumentsViaApi } from './support/documents';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { outboxOf } from './support/outbox';
import { translatorFor } from './support/translate';

// Decisions 176–179: the al variant from sign-up to the consents, in Albanian
// and in English. A server of its own with VARIANT=al; the applicant signs up with an Albanian
// mobile number, the personal data screen opens with an Albanian NID, NIPT, IBAN and postal code
// and goes on, the consents accept the applicant (no NO_IBAN) and the wizard reaches the video call.

test.use({
  ownServerEnv: { VARIANT: 'al', OPERATOR_HOURS: 'always' },
  ignoredPageErrors: QUIET_WHOAMI,
});

let counter = 0;

/** Sign-up through the API with a +355 number, the e-mail link confirmed: the context signed in. */
async function albanianApplicant(context: BrowserContext, baseUrl: string, language: 'sq' | 'en') {
  const api = `${baseUrl}/services/slo`;
  counter += 1;
  const stamp = `${(Date.now() + counter) % 10_000_000}`.padStart(7, '0');
  const email = `al.journey.${stamp}@example.al`;
  const source = { 'x-forwarded-for': `10.55.0.${counter + 1}` };
  const { request } = context;
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${api}${path}`, { data, headers: source });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  const { uid } = (await (await request.get(`${api}/external/cms/noauth/uid`)).json()) as {
    uid: string;
  };
  await post('/onboarding/products/noauth', { uid, productType: 'CURRENTACCOUNT' });
  await post('/security/action/setRegistration', {
    uid,
    language,
    userData: {
      fullName: 'Elira Hoxha',
      email,
      password: 'Zelena7Trava!',
      phoneNumber: `069 ${stamp}`,
      prefix: '+355',
    },
  });
  await post('/security/action/noauth/checkemail', {
    uid,
    language,
    email,
    link: `${baseUrl}/onboarding/#/usermessages/verifymail`,
  });
  const [, token] = await outboxOf(request, baseUrl).match(
    email,
    /\/usermessages\/emailvalidated\?token=([^\s]+)/,
  );
  await post('/security/action/registrationvalidate', { token: decodeURIComponent(token ?? '') });
  const status = await request.get(`${api}/onboarding/prospects/status?uid=${uid}`);
  const [process] = ((await status.json()) as { processes: { prospectId: string }[] }).processes;
  if (process === undefined) throw new Error('the confirmed applicant has no process');
  return { uid, email, prospectId: process.prospectId };
}

test.describe('the Albanian variant from sign-up to the consents', () => {
  for (const language of ['sq', 'en'] as const) {
    test(`takes an Albanian applicant to the video call (${language})`, async ({
      page,
      context,
      baseUrl,
    }) => {
      const t = translatorFor(language);
      const applicant = await albanianApplicant(context, baseUrl, language);
      await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);

      // What the applicant typed so far (info/partialsave): the Albanian identifiers.
      const sections = {
        ...EXAMPLE_AL_PERSONAL_DATA_SECTIONS,
        contacts: { ...EXAMPLE_AL_PERSONAL_DATA_SECTIONS.contacts, email: applicant.email },
      };
      const { student: _student, ...draft } = sections;
      const saved = await context.request.patch(
        `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
        { data: draft },
      );
      expect(saved.status(), await saved.text()).toBe(200);

      await page.goto(`${baseUrl}/onboarding/?language=${language}#/`);
      await page.waitForURL(/#\/personaldata$/);
      await expect(page.getByRole('heading', { name: t('personalData.title') })).toBeVisible();
      const nid = page.getByRole('textbox', { name: t('personalData.personal.personalNumberAl') });
      await expect(nid).toBeVisible();
      await expect(nid).toHaveValue('J85515123A');
      await expect(
        page.getByRole('textbox', { name: t('personalData.personal.taxIdAl') }),
      ).toHaveValue('K71234567L');
      await expect(page.getByText(t('ui.section.looksOk'))).toHaveCount(5, { timeout: 15_000 });
      await expectNoAxeViolations(page);

      const next = page.getByRole('button', { name: t('personalData.actions.next') });
      await expect(next).toBeEnabled({ timeout: 15_000 });
      await next.press('Enter');
      await page.waitForURL(/#\/consents$/);
      await expect(page.getByRole('heading', { name: t('consents.page.title') })).toBeVisible();
      await expectNoAxeViolations(page);

      // The rules accept valid Albanian data: no NO_IBAN any more.
      const decided = await acceptConsentsViaApi(context, baseUrl, applicant);
      expect(decided).toMatchObject({
        prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
        criteries: 'ACCEPTED',
      });
      // A fresh load: the wizard reads the new state and sends the applicant to the video call.
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/onboarding/?language=${language}#/`);
      await page.waitForURL(/#\/videochat$/);
    });
  }
});
