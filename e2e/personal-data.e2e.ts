import type { Page } from '@playwright/test';
import { signedInApplicant, type SignedInApplicant } from './support/applicant';
import { expectNoAxeViolations } from './support/browser';
import { documentFixture, uploadIdentityDocumentsViaApi } from './support/documents';
import { expect, QUIET_WHOAMI, test } from './support/fixtures';
import { holderPersonalData, type Holder } from './support/holder';
import type { Outbox } from './support/outbox';
import { signedInStudentApplicant, submitPersonalDataViaApi } from './support/personal-data';

// Decisions 092 and 100: the personal data screen filled by keyboard only, kept across leaving and
// signing back in, then on to the consents; the student package's preset, its student data and its
// fallback to the Digital package; axe-core on every state of the screen.

// The wizard asks whoami quietly on public pages (the logout and sign-in screens).
test.use({ ignoredPageErrors: QUIET_WHOAMI });

/** Full-page screenshots for a person to look at, only when asked (decision 256). */
const SHOTS = process.env.JOURNEY_SCREENSHOTS;

async function photograph(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A lookup's name in English for a code, as the screen shows it. */
async function lookupName(page: Page, name: string, code: string): Promise<string> {
  const response = await page.request.get(`/services/slo/get${name}/en`);
  const entries = (await response.json()) as { code: string; name: string }[];
  const entry = entries.find((candidate) => candidate.code === code);
  if (entry === undefined) throw new Error(`no ${code} in get${name}`);
  return entry.name;
}

/** "legend::label" of the focused control, so the journey can tell where the keyboard is. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (element === null) return '';
    const label = element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '';
    const legend = element.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
    return `${legend}::${label.trim()}`;
  });
}

/** Presses Tab until the control named `label` (in a group whose legend starts so) has focus. */
async function tabTo(page: Page, label: string, legend?: string): Promise<void> {
  for (let presses = 0; presses < 160; presses += 1) {
    await page.keyboard.press('Tab');
    const [focusedLegend = '', focusedLabel = ''] = (await focusedName(page)).split('::');
    if (focusedLabel === label && (legend === undefined || focusedLegend.startsWith(legend)))
      return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

async function typeInto(page: Page, label: string, value: string): Promise<void> {
  await tabTo(page, label);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** An entry of a list: typed, then taken from the suggestions with Down and Enter. */
async function chooseSuggestion(page: Page, label: string, typed: string): Promise<void> {
  await typeInto(page, label, typed);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** A native select: Home, then Down until the option is selected (no pointer, no type-ahead). */
async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await tabTo(page, label);
  const index = await page.evaluate(
    (text) =>
      [...(document.activeElement as HTMLSelectElement).options].findIndex(
        (entry) => entry.text === text,
      ),
    option,
  );
  if (index < 0) throw new Error(`no option "${option}" in ${label}`);
  await page.keyboard.press('Home');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
}

/** A radio group: Tab into it, arrows to the option, Space to be sure it is chosen. */
async function chooseRadio(page: Page, legend: string, option: string): Promise<void> {
  for (let presses = 0; presses < 160; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(`${legend}::`)) break;
  }
  for (let steps = 0; steps < 8; steps += 1) {
    if ((await focusedName(page)) === `${legend}::${option}`) {
      await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${option}" in ${legend}`);
}

async function toggleChip(page: Page, legend: string, option: string): Promise<void> {
  await tabTo(page, option, legend);
  await page.keyboard.press('Space');
}

interface Applicant {
  readonly email: string;
  /** Who they are, as their uploaded card says (support/holder.ts). */
  readonly holder: Holder;
  readonly student: boolean;
}

/** The whole screen by keyboard, top to bottom, from wherever the focus is. */
async function fillByKeyboard(page: Page, who: Applicant): Promise<void> {
  const typed = holderPersonalData(who.holder);
  const names = {
    female: await lookupName(page, 'Gender', 'FEMALE'),
    resident: await lookupName(page, 'ResidenceStatus', 'RESIDENT'),
    employed: await lookupName(page, 'EmployerStatus', 'EMPLOYED'),
    student: await lookupName(page, 'EmployerStatus', 'STUDENT'),
    permanent: await lookupName(page, 'EmploymentTerm', 'PERMANENT'),
    salaryIncome: await lookupName(page, 'IncomeSource', 'SALARY'),
    domestic: await lookupName(page, 'BusinessRelations', 'CURRENT_DOMESTIC_NEEDS'),
    salary: await lookupName(page, 'EmploymentIncomeSource', 'SALARY'),
    noPosition: await lookupName(page, 'PositionHeld', 'OTHER'),
    savings: await lookupName(page, 'OriginOfFunds', 'SAVINGS'),
    manufacturing: await lookupName(page, 'EmployerBusiness', 'MANUFACTURING'),
  };
  await page.locator('body').focus();
  await typeInto(page, 'First name', typed.firstName);
  await typeInto(page, 'Surname', typed.surname);
  await typeInto(page, 'Mother’s maiden name (optional)', 'Kovač');
  await selectOption(page, 'Gender', names.female);
  await selectOption(page, 'Residence status', names.resident);
  await typeInto(page, 'Date of birth', typed.birthDate);
  await typeInto(page, 'Place of birth', 'Ljubljana');
  await chooseSuggestion(page, 'Country of birth', 'Slovenia');
  await chooseSuggestion(page, 'Nationality', 'Slovenia');
  await selectOption(page, 'Type of document', 'Identity card');
  await typeInto(page, 'Identity document number', typed.idDocumentNumber);
  await typeInto(page, 'Personal identification number (EMŠO)', typed.personalNumber);
  await typeInto(page, 'Date of issue', typed.dateOfIssue);
  await typeInto(page, 'Valid until', typed.dateOfExpiration);
  await typeInto(page, 'Issued by', 'Upravna enota Ljubljana');
  await typeInto(page, 'Place of issue', 'Ljubljana');
  await typeInto(page, 'Tax number', '50223054');
  await typeInto(page, 'IBAN of your account at another Slovenian bank', 'SI56 2633 0001 2039 086');

  await chooseSuggestion(page, 'Postal code', '1000');
  await typeInto(page, 'House number', '15a');
  await typeInto(page, 'Street', 'Slovenska cesta');

  await typeInto(page, 'E-mail address', who.email);
  await typeInto(page, 'Mobile phone number', '041123456');

  if (who.student) {
    await chooseRadio(page, 'Are you employed or self-employed?', 'No');
    await chooseRadio(page, 'Are you a student?', 'Yes');
    await selectOption(page, 'Employment status', names.student);
  } else {
    await chooseRadio(page, 'Are you employed or self-employed?', 'Yes');
    await selectOption(page, 'Employment status', names.employed);
    await typeInto(page, 'Profession', 'Inženirka kemije');
    await typeInto(page, 'Name of the employer', 'Krka d.d., Novo mesto');
    await chooseRadio(page, 'Employment term', names.permanent);
    await typeInto(page, 'Start of employment', '01.09.2021');
    await chooseSuggestion(page, 'Country of work', 'Slovenia');
    await typeInto(page, 'Monthly net salary (€)', '1800');
    await typeInto(page, 'Monthly income (€)', '1800');
    await selectOption(page, 'Origin of funds', names.salaryIncome);
    await selectOption(page, 'Purpose of the business relationship', names.domestic);
  }
  await selectOption(page, 'Main source of income', names.salary);
  await selectOption(page, 'Position held', names.noPosition);
  await chooseRadio(page, 'Do you pay taxes on your income in Slovenia?', 'Yes');

  await toggleChip(page, 'What will you use the account for?', names.domestic);
  await toggleChip(page, 'Where does the money on the account come from?', names.savings);
  await selectOption(page, 'Expected regular monthly inflows', '€1,500 to €3,000');
  await chooseRadio(page, 'How much of the regular inflows will be in cash?', 'None');
  await selectOption(page, 'Share of inflows from Slovenia and from abroad', 'Only Slovenia');
  await selectOption(page, 'Expected occasional or irregular inflows per year', 'None');
  await selectOption(page, 'Share of outflows to Slovenia and abroad', 'Only Slovenia');
  await selectOption(page, 'Expected cash withdrawals', 'Low');
  if (!who.student) {
    await selectOption(page, 'Type of employment', names.employed);
    await selectOption(page, 'Employer’s business sector', names.manufacturing);
    await chooseSuggestion(page, 'Country of business 1', 'Slovenia');
  }
}

async function openScreen(page: Page, baseUrl: string, applicant: SignedInApplicant) {
  await uploadIdentityDocumentsViaApi(page.context(), baseUrl, applicant);
  await page.goto('/onboarding/?language=en#/personaldata');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
}

async function signBackIn(page: Page, outbox: Outbox, applicant: SignedInApplicant) {
  await page.goto('/onboarding/#/usermessages/logout');
  await page.getByRole('button', { name: 'Send the link and leave' }).click();
  await expect(page.getByRole('heading', { name: 'You have left the application' })).toBeVisible();
  await page.goto('/onboarding/#/lightsignup/loginback');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(applicant.email);
  await page.locator('input[autocomplete="current-password"]').fill(applicant.password);
  await page.locator('input[autocomplete="current-password"]').press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter the sign-in code' })).toBeVisible();
  const [, code] = await outbox.match(applicant.phone, /\b(\d{6})\b/);
  await page.getByRole('textbox', { name: 'Code from the text message' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(/#\/personaldata$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
}

test.describe('personal data screen', () => {
  test.describe.configure({ timeout: 180_000 });

  test('is filled by keyboard only, kept across leaving and signing back in, and moves on to the consents', async ({
    page,
    baseUrl,
    applicant,
    outbox,
  }) => {
    await openScreen(page, baseUrl, applicant);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    await fillByKeyboard(page, {
      email: applicant.email,
      holder: applicant.holder,
      student: false,
    });
    await expect(page.getByText('Everything in this section looks fine.').nth(4)).toBeVisible();
    await expect(next).toBeEnabled();
    await photograph(page, 'personal-data-1280');
    await expectNoAxeViolations(page);

    // The expanded states: a second nationality (and Italian residence), a temporary address.
    await page
      .getByRole('group', { name: 'Do you have a second nationality?' })
      .getByLabel('Yes')
      .check();
    await page.getByRole('group', { name: 'Are you resident in Italy?' }).getByLabel('Yes').check();
    await page.getByRole('checkbox', { name: 'I only have a permanent address' }).uncheck();
    await expect(page.getByRole('group', { name: 'Temporary address' })).toBeVisible();
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'I only have a permanent address' }).check();
    await page
      .getByRole('group', { name: 'Do you have a second nationality?' })
      .getByLabel('No')
      .check();
    await expect(next).toBeEnabled();

    await page.setViewportSize({ width: 320, height: 800 });
    await photograph(page, 'personal-data-320');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await signBackIn(page, outbox, applicant);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('First name')).toHaveValue(applicant.holder.firstName);
    await expect(field('Surname')).toHaveValue(applicant.holder.surname);
    await expect(field('Personal identification number (EMŠO)')).toHaveValue(
      applicant.holder.nationalId,
    );
    await expect(field('Street')).toHaveValue('Slovenska cesta');
    await expect(page.getByRole('combobox', { name: 'Name of the employer' })).toHaveValue(
      'Krka d.d., Novo mesto',
    );
    await expect(page.getByRole('combobox', { name: 'Country of business 1' })).toHaveValue(
      'Slovenia',
    );
    await expect(next).toBeEnabled();

    // Enter in a field proceeds (spec 2 §5 Questionnaire).
    await page.getByRole('textbox', { name: 'Place of birth' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/consents$/);
  });

  test('reads right in Slovenian on a 320 px phone, without horizontal scrolling', async ({
    page,
    context,
    baseUrl,
  }) => {
    const applicant = await signedInApplicant(context, baseUrl, { language: 'sl' });
    await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/onboarding/?language=sl#/personaldata');
    await expect(page.getByRole('heading', { name: 'Vaši podatki' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Naprej' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await photograph(page, 'personal-data-sl-320');
    await expectNoAxeViolations(page);
  });

  test('can be passed through the API for the journeys of later steps (support/personal-data.ts)', async ({
    page,
    context,
    baseUrl,
    applicant,
  }) => {
    await uploadIdentityDocumentsViaApi(context, baseUrl, applicant);
    await submitPersonalDataViaApi(context, baseUrl, applicant);
    await page.goto('/onboarding/?language=en#/');
    await page.waitForURL(/#\/consents$/);
  });

  test('under the Diploma package opens with the student preset and asks the student data', async ({
    page,
    context,
    baseUrl,
  }) => {
    const applicant = await signedInStudentApplicant(context, baseUrl);
    await openScreen(page, baseUrl, applicant);
    await expect(page.getByRole('heading', { name: 'Student data' })).toBeVisible();
    await expect(page.getByText('Set by the student package.')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Country of business 1' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await fillByKeyboard(page, { email: applicant.email, holder: applicant.holder, student: true });
    await selectOption(page, 'Proof of enrolment', 'Certificate of enrolment');
    await page.locator('input[type="file"]').setInputFiles(documentFixture('id-front.jpg'));
    await typeInto(page, 'Student registration number', '12345678');
    await expect(page.getByText('Everything in this section looks fine.').nth(5)).toBeVisible();
    await photograph(page, 'personal-data-student-1280');
    await expectNoAxeViolations(page);
    // The upload and the last field's check settle after the section says it is fine; Enter on
    // a disabled Next submits nothing (the browser's implicit submission), so wait for it.
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/consents$/);
  });

  test('under the Diploma package, a birth date over 27 leads to the Digital package offer', async ({
    page,
    context,
    baseUrl,
  }) => {
    const applicant = await signedInStudentApplicant(context, baseUrl);
    await openScreen(page, baseUrl, applicant);
    await page.locator('body').focus();
    await typeInto(page, 'Date of birth', '15.05.1990');
    await page.keyboard.press('Tab');
    await page.waitForURL(/#\/usermessages\/fromEcoForYouToEco$/);
    await expect(
      page.getByRole('heading', { name: 'The student package does not apply to you' }),
    ).toBeVisible();
    await expect(
      page.getByText(/costs €0\.00 a month for the first 12 months, then €5\.00 a month/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The offer switches the product to the Digital package and goes back to the screen.
    await page.getByRole('button', { name: 'Continue with the Digital package' }).click();
    await page.waitForURL(/#\/personaldata$/);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Student data' })).toHaveCount(0);
  });
});
