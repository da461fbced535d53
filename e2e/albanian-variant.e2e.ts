import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXAMPLE_AL_PERSONAL_DATA_SECTIONS,
  type TConsentDocumentsResponse,
  type TPennyTransfer,
} from '@onboarding/domain';
import type { BrowserContext, Page } from '@playwright/test';
import {
  chooseBranch,
  expectWelcome,
  requestCertificate,
  signContracts,
} from './support/after-identification';
import { signedInApplicant } from './support/applicant';
import { chromiumLaunchOptions, expectNoAxeViolations } from './support/browser';
import { approveInCall, intoTheCall, type Call } from './support/call';
import { acceptConsentsViaApi } from './support/consents';
import { checkWidthsAndContrasts } from './support/contrast';
import { chooseDepositViaApi, JOURNEY_DEPOSIT, type JourneyDeposit } from './support/deposit';
import { uploadIdentityDocumentsViaApi } from './support/documents';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { holderFullName, holderPersonalData, newHolder } from './support/holder';
import { amountsInLek, slovenianWatch, type SlovenianWatch } from './support/nothing-slovenian';
import { translatorFor, type Translate } from './support/translate';
import { FAKE_MEDIA_ARGS, type VideoApplicant } from './support/video-identification';

// Decisions 176–179: the al variant from sign-up to the welcome page, in Albanian (a current
// account) and in English (a day deposit, whose penny transfer shows the payment instructions).
// A server of its own with VARIANT=al and its own operators. The sign-up, the documents and the
// consents go through the API; the personal data, the video call (an operator in a second
// context), the certificate, the contracts, the branch, the payment and the welcome through the
// screens. On every screen, document and message: nothing of Slovenia, every amount in lekë.

test.use({
  ownServerEnv: { VARIANT: 'al', OPERATOR_HOURS: 'always' },
  ownServerStaff: true,
  ignoredPageErrors: QUIET_WHOAMI,
  // Chromium's fake camera and microphone for both sides of the call.
  launchOptions: chromiumLaunchOptions(FAKE_MEDIA_ARGS),
});

/**
 * Full-page screenshots of the screens checked at every width and contrast here when set, by
 * language (`sq/applicant-welcome-390-high.png`).
 */
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

/** An Albanian account number as the welcome page groups it. */
const ALBANIAN_ACCOUNT = /^AL\d{2}(?: [0-9A-Z]{4}){6}$/;
/** Tirana's postal code: the branch search of an applicant living there. */
const TIRANA = '1001';
/**
 * The day deposit: 1,000,000.00 lekë (the al rate table starts at 100,000) for 91 days, from and
 * back to the applicant's own Albanian account (the example's IBAN).
 */
const ALBANIAN_DEPOSIT: JourneyDeposit = {
  ...JOURNEY_DEPOSIT,
  amount: '1000000',
  amountPaid: '1000000.00',
  ownIban: EXAMPLE_AL_PERSONAL_DATA_SECTIONS.personalData.iban,
};

interface Journey {
  readonly language: 'sq' | 'en';
  readonly productType: 'CURRENTACCOUNT' | 'DAYPOSIT';
  /** The first name of the queue's row. */
  readonly firstName: string;
  /** The screens (`side name`) checked at 390 and 1280 px in both contrast modes. */
  readonly everyWidthAndContrast: ReadonlySet<string>;
  /** The screens axe-core checks: every one, or those the other journey does not show. */
  readonly axeOn: 'every screen' | ReadonlySet<string>;
}

// Decision 256: the Albanian journey checks every screen with axe-core and the screens after the
// call at every width and contrast; the English one only the day deposit's own screens, which the
// Albanian journey does not show (the rest is the same screen in another language, and its English
// texts are checked in the Slovenian variant's journeys). Nothing of Slovenia is looked for on
// every screen of both.
const JOURNEYS: readonly Journey[] = [
  {
    language: 'sq',
    productType: 'CURRENTACCOUNT',
    firstName: 'Elira',
    everyWidthAndContrast: new Set(['applicant choose-branch', 'applicant welcome']),
    axeOn: 'every screen',
  },
  {
    language: 'en',
    productType: 'DAYPOSIT',
    firstName: 'Besa',
    everyWidthAndContrast: new Set(['applicant penny-transfer']),
    axeOn: new Set([
      'applicant deposit-terms',
      'applicant penny-transfer',
      'applicant penny-transfer-paid',
      'applicant welcome',
    ]),
  },
];

/** Whether axe-core checks the screen `name` (`side name`) in `journey`. */
const axeChecks = (journey: Journey, name: string): boolean =>
  journey.axeOn === 'every screen' || journey.axeOn.has(name);

/**
 * Sign-up and documents through the API with a +355 number, then the personal data screen: it
 * opens with the Albanian NID, NIPT, IBAN and postal code typed so far and goes on; a day
 * deposit's terms and the consents through the API, the consents screen checked on the way.
 */
async function albanianApplicantBeforeTheCall(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  journey: Journey,
  t: Translate,
  watch: SlovenianWatch,
): Promise<VideoApplicant> {
  const { language, productType, firstName } = journey;
  // An Albanian person of their own: the NID holds the birth date and the gender, the card
  // (issued by ALB) says what the form says (decisions 176, 287).
  const applicant = await signedInApplicant(context, baseUrl, {
    language,
    productType,
    country: 'al',
    holder: newHolder({ variant: 'al', firstName }),
  });
  const { holder } = applicant;
  await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);

  // What the applicant typed so far (info/partialsave): the Albanian identifiers, the mobile
  // number signed up with (the SMS codes of the call and the signing reach this applicant alone).
  const example = EXAMPLE_AL_PERSONAL_DATA_SECTIONS;
  const { student: _student, ...draft } = {
    ...example,
    personalData: { ...example.personalData, ...holderPersonalData(holder) },
    contacts: {
      ...example.contacts,
      email: applicant.email,
      mobilePhoneNumber: `0${applicant.phone.slice('+355'.length)}`,
    },
  };
  const saved = await context.request.patch(
    `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
    { data: draft },
  );
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`${baseUrl}/onboarding/?language=${language}#/`);
  await page.waitForURL(/#\/personaldata$/);
  await expect(page.getByRole('heading', { name: t('personalData.title') })).toBeVisible();
  const nid = page.getByRole('textbox', { name: t('personalData.personal.personalNumberAl') });
  await expect(nid).toHaveValue(holder.nationalId);
  await expect(page.getByRole('textbox', { name: t('personalData.personal.taxIdAl') })).toHaveValue(
    'K71234567L',
  );
  await expect(page.getByText(t('ui.section.looksOk'))).toHaveCount(5, { timeout: 15_000 });
  if (axeChecks(journey, 'applicant personal-data')) await expectNoAxeViolations(page);
  await watch.screen(page, 'personal-data');

  const next = page.getByRole('button', { name: t('personalData.actions.next') });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.press('Enter');
  if (productType === 'DAYPOSIT') {
    // A day deposit's terms come before the consents (decision 231): the screen checked, the
    // choice made through the API with the applicant's own Albanian account.
    await page.waitForURL(/#\/deposit$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('page.depositTerms.title') }),
    ).toBeVisible();
    if (axeChecks(journey, 'applicant deposit-terms')) await expectNoAxeViolations(page);
    await watch.screen(page, 'deposit-terms');
    await chooseDepositViaApi(context, baseUrl, applicant, ALBANIAN_DEPOSIT);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/onboarding/?language=${language}#/`);
  }
  await page.waitForURL(/#\/consents$/);
  await expect(page.getByRole('heading', { name: t('consents.page.title') })).toBeVisible();
  if (axeChecks(journey, 'applicant consents')) await expectNoAxeViolations(page);
  await watch.screen(page, 'consents');

  // The rules accept valid Albanian data: no NO_IBAN any more.
  const decided = await acceptConsentsViaApi(context, baseUrl, applicant);
  expect(decided).toMatchObject({
    prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    criteries: 'ACCEPTED',
  });
  // The consent documents the applicant was shown and accepted.
  const prospect = `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}`;
  const listed = await context.request.get(`${prospect}/consentsdocuments`);
  const { documents } = (await listed.json()) as TConsentDocumentsResponse;
  expect(documents.length).toBeGreaterThan(0);
  for (const document of documents) {
    await watch.document(
      context.request,
      `${prospect}/consentsdocuments/${encodeURIComponent(document.id)}`,
      'a consent document',
    );
  }
  // A fresh load for the call (the hash alone would not make the wizard read the new state).
  await page.goto('about:blank');
  return { ...applicant, fullName: holderFullName(holder) };
}

/**
 * The penny transfer of a day deposit: the payment instructions (IBAN, reference, amount in lekë),
 * paid by the bank's simulated payment feed from the applicant's own account, then on to the
 * welcome.
 */
async function payThePennyTransfer(call: Call, t: Translate) {
  const { applicant, applicantContext, baseUrl } = call;
  await applicant.waitForURL(/#\/pennytransfer$/);
  await expect(applicant.getByRole('heading', { name: t('pennyTransfer.title') })).toBeVisible();
  await expect(applicant.getByText(t('pennyTransfer.waiting.status'))).toBeVisible();
  await call.checkApplicant('penny-transfer');

  const productPath = `${baseUrl}/services/slo/onboarding/products/${call.who.productId}`;
  const details = await applicantContext.request.get(`${productPath}/pennytransfer`);
  expect(details.status(), await details.text()).toBe(200);
  const transfer = (await details.json()) as TPennyTransfer;
  expect(transfer.amount.currency).toBe('ALL');
  expect(transfer.iban).toMatch(/^AL\d{2}/);
  const instructions = await applicant.locator('.payment-instructions').innerText();
  expect(amountsInLek(instructions).length, instructions).toBeGreaterThan(0);

  const paid = await applicantContext.request.post(`${baseUrl}/services/slo/dev/payments`, {
    data: {
      reference: transfer.reference,
      payerName: call.who.fullName,
      amount: ALBANIAN_DEPOSIT.amountPaid,
      payerIban: ALBANIAN_DEPOSIT.ownIban,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(
    applicant.getByRole('heading', { name: t('pennyTransfer.paid.heading') }),
  ).toBeVisible({ timeout: 20_000 });
  await call.checkApplicant('penny-transfer-paid');
  await applicant.getByRole('button', { name: t('pennyTransfer.paid.continue') }).press('Enter');
}

test.describe('the Albanian variant from sign-up to the welcome page', () => {
  // Sign-up, the call with its device checks, the signing and the welcome: 60 to 120 s here.
  test.describe.configure({ timeout: 180_000 });

  for (const journey of JOURNEYS) {
    const { language, productType } = journey;
    test(`an Albanian applicant opens a ${productType} in ${language}, nothing of Slovenia shown`, async ({
      sides,
      baseUrl,
      operatorSession,
    }) => {
      const t = translatorFor(language);
      const shots = SHOTS === undefined ? undefined : join(SHOTS, language);
      if (shots !== undefined) mkdirSync(shots, { recursive: true });
      const watch = slovenianWatch();
      const contrast = t('a11y.contrast');

      const call = await intoTheCall(sides, baseUrl, journey.firstName, await operatorSession(), {
        language,
        productType,
        t,
        // No shots of every screen (they double the run): everyWidthAndContrast's have theirs.
        prepare: (context, page) =>
          albanianApplicantBeforeTheCall(context, page, baseUrl, journey, t, watch),
        axeOn: (name) => axeChecks(journey, name),
        checkScreen: async (page, name) => {
          await watch.screen(page, name);
          if (journey.everyWidthAndContrast.has(name)) {
            const shot = shots === undefined ? undefined : join(shots, name.replace(' ', '-'));
            // screenChecker's axe-core has checked the page as it is (1280 px, normal look).
            await checkWidthsAndContrasts(page, contrast, shot, axeChecks(journey, name));
          }
        },
      });
      // The call on both sides: the operator's screen shows the applicant's data and the script.
      await call.checkApplicant('video-call');
      await call.checkOperator('console-call');
      await approveInCall(call, t);
      await requestCertificate(call, t);
      await signContracts(call, t);
      await chooseBranch(call, t, TIRANA);
      if (productType === 'DAYPOSIT') await payThePennyTransfer(call, t);
      await expectWelcome(call.applicant, t, call.checkApplicant, ALBANIAN_ACCOUNT);
      if (productType === 'DAYPOSIT') {
        // The deposit's figures on the welcome: its amount and interest, in lekë.
        const figures = await call.applicant.locator('.welcome').innerText();
        expect(amountsInLek(figures).length, figures).toBeGreaterThanOrEqual(2);
      }

      // The documents of the way (the contracts, signed and not, and the consent documents) and
      // every e-mail and SMS the applicant received.
      expect(watch.documentsRead.size).toBeGreaterThanOrEqual(3);
      const messages = await watch.messages(call.outbox, [call.who.email, call.who.phone]);
      expect(messages).toBeGreaterThanOrEqual(3);
    });
  }
});
