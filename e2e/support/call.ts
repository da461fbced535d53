import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { watchPageErrors } from './browser';
import { outboxOf, type Outbox } from './outbox';
import type { StaffAccount, StaffSession } from './staff';
import { ENGLISH, type Translate } from './translate';
import {
  applicantBeforeTheCall,
  expectNoIdentityFindings,
  mediaContext,
  openConsole,
  passDeviceChecks,
  screenChecker,
  signInToConsole,
  tabTo,
  videoChatState,
  type VideoApplicant,
} from './video-identification';

/**
 * The browser contexts of a journey with two sides (applicant and operator): each page's errors
 * (a CSP violation, an uncaught exception, a 5xx) are collected; `close` ends every context and
 * answers the errors not expected.
 */
/** The quiet whoami of a page before sign-in answers 401; the browser logs it. */
const QUIET_WHOAMI = /status of 401/;

export function createSides(browser: Browser, baseUrl: string, expectedErrors = QUIET_WHOAMI) {
  const contexts: BrowserContext[] = [];
  const errorLists: string[][] = [];
  return {
    /** A new side; an operator's with the cookies of their session. */
    async open(
      session?: Pick<StaffSession, 'storageState'>,
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await mediaContext(browser, baseUrl, session?.storageState);
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      // The console line of a failed load has no address; this one names the request.
      page.on('response', (response) => {
        if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
      });
      errorLists.push(errors);
      // VIDEO_DEBUG=1 prints each side's console and websocket frames (SDP and candidates
      // elided), to follow the signalling of a call that does not connect.
      if (process.env.VIDEO_DEBUG !== undefined) {
        const side = contexts.length;
        page.on('console', (message) =>
          console.log(`[${side}] ${message.type()} ${message.text()}`),
        );
        const summary = (payload: string | Buffer): string =>
          String(payload)
            .replace(/"sdp":"[^"]*"|"candidate":"[^"]*"/g, '"…"')
            .slice(0, 300);
        page.on('websocket', (socket) => {
          socket.on('framesent', (frame) => console.log(`[${side}] ws> ${summary(frame.payload)}`));
          socket.on('framereceived', (frame) =>
            console.log(`[${side}] ws< ${summary(frame.payload)}`),
          );
        });
      }
      return { context, page };
    },
    async close(): Promise<string[]> {
      const errors = errorLists.flat().filter((error) => !expectedErrors.test(error));
      errorLists.length = 0;
      await Promise.all(contexts.splice(0).map((context) => context.close()));
      return errors;
    },
  };
}

export type Sides = ReturnType<typeof createSides>;

export interface Call {
  readonly baseUrl: string;
  /** The messages the server sent (the SMS codes of the call and of the signing). */
  readonly outbox: Outbox;
  readonly applicant: Page;
  readonly applicantContext: BrowserContext;
  readonly operator: Page;
  readonly operatorContext: BrowserContext;
  readonly who: VideoApplicant;
  readonly checkApplicant: (name: string) => Promise<void>;
  readonly checkOperator: (name: string) => Promise<void>;
}

export interface CallOptions {
  /** Full-page screenshots of both sides here, at 320 and 1280 px. */
  readonly shotsDir?: string;
  readonly language?: 'sl' | 'en' | 'sq';
  readonly productType?: string;
  /** The applicant's texts, in `language`. */
  readonly t?: Translate;
  /**
   * Brings the applicant to the video call (PROSPECT_CONSENT_DOCUMENTS_ACCEPTED); by default every
   * step through the API. A journey that shows an earlier screen drives it on `page` here.
   */
  readonly prepare?: (context: BrowserContext, page: Page) => Promise<VideoApplicant>;
  /** A journey's own check of every screen of either side, after axe-core (`name` as shot). */
  readonly checkScreen?: (page: Page, name: string) => Promise<void>;
  /**
   * The screens axe-core checks, by `side name` (`applicant welcome`): every screen unless given.
   * A journey whose screens another journey of the run checks already leaves those out.
   */
  readonly axeOn?: (name: string) => boolean;
  /** The applicant agrees to the face match hint (decision 291); by default they do not. */
  readonly faceComparisonConsent?: boolean;
}

/**
 * The operator opens the console (a worker's signed-in `StaffSession`, or an account whose first
 * sign-in goes through the console's screens); the applicant passes the device checks and joins
 * the queue; the operator accepts them from the live queue, by keyboard; both sides then show the
 * call.
 */
export async function intoTheCall(
  sides: Sides,
  baseUrl: string,
  firstName: string,
  operatorAs: StaffAccount | StaffSession,
  options: CallOptions = {},
): Promise<Call> {
  const t = options.t ?? ENGLISH;
  const language = options.language ?? 'en';
  const signedIn = 'storageState' in operatorAs ? operatorAs : undefined;
  const { context: applicantContext, page: applicant } = await sides.open();
  const { context: operatorContext, page: operator } = await sides.open(signedIn);
  const checker = (page: Page, side: string) => {
    const axe = screenChecker(page, side, options.shotsDir);
    const { checkScreen: own, axeOn } = options;
    if (own === undefined && axeOn === undefined) return axe;
    return async (name: string) => {
      if (axeOn === undefined || axeOn(`${side} ${name}`)) await axe(name);
      if (own !== undefined) await own(page, `${side} ${name}`);
    };
  };
  const checkApplicant = checker(applicant, 'applicant');
  const checkOperator = checker(operator, 'operator');

  // The operator waits on the queue first, so the applicant's row has to arrive live.
  if ('storageState' in operatorAs) await openConsole(operator, baseUrl);
  else await signInToConsole(operator, baseUrl, operatorAs, checkOperator);
  const who =
    options.prepare === undefined
      ? await applicantBeforeTheCall(applicantContext, baseUrl, firstName, {
          language,
          ...(options.productType === undefined ? {} : { productType: options.productType }),
        })
      : await options.prepare(applicantContext, applicant);
  await applicant.goto(`${baseUrl}/onboarding/?language=${language}#/`);
  await applicant.waitForURL(/#\/videochat$/);
  await passDeviceChecks(applicant, checkApplicant, t, {
    faceComparison: options.faceComparisonConsent ?? false,
  });
  await expect(applicant.getByRole('heading', { name: t('videoChat.queue.title') })).toBeVisible();
  await checkApplicant('video-queue');

  const accept = operator.getByRole('button', { name: `Accept ${who.fullName}` });
  await expect(accept).toBeVisible();
  await checkOperator('console-queue');
  await operator.locator('body').focus();
  await tabTo(operator, accept, 60);
  await operator.keyboard.press('Enter');
  await expect(
    operator.getByRole('heading', { name: `Video identification: ${who.fullName}` }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(applicant.getByRole('heading', { name: t('videoChat.call.title') })).toBeVisible({
    timeout: 15_000,
  });
  // Every journey's applicant is one person (support/holder.ts): the operator is told of nothing.
  const { identificationId } = await videoChatState(applicantContext, baseUrl, who);
  await expectNoIdentityFindings(operatorContext.request, baseUrl, identificationId);
  return {
    baseUrl,
    outbox: outboxOf(applicantContext.request, baseUrl),
    applicant,
    applicantContext,
    operator,
    operatorContext,
    who,
    checkApplicant,
    checkOperator,
  };
}

/** The operator's evidence by keyboard: a face snapshot, then every item of the checklist. */
export async function takeEvidence(operator: Page): Promise<void> {
  await operator.getByRole('button', { name: 'Take a snapshot: Face' }).press('Enter');
  await expect(operator.getByText('Snapshot saved: Face.')).toBeVisible();
  for (const item of [
    'The document is genuine',
    'The face matches the document photo',
    'The data match the document',
    'The security features were shown',
  ]) {
    const box = operator.getByRole('checkbox', { name: item });
    await box.focus();
    await operator.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(operator.getByText('Checklist saved.')).toBeVisible();
  }
}

/** The operator's decision through the form, by keyboard. */
export async function decide(
  operator: Page,
  outcome: 'Approve' | 'Reject' | 'Send back to redo',
  reason?: string,
  redo?: string,
): Promise<void> {
  const radio = operator.getByRole('radio', { name: outcome, exact: true });
  await radio.focus();
  await operator.keyboard.press('Space');
  await expect(radio).toBeChecked();
  if (redo !== undefined) {
    await operator.getByRole('combobox', { name: 'Part to redo' }).selectOption({ label: redo });
  }
  if (reason !== undefined) {
    await operator.getByRole('textbox', { name: 'Reason' }).fill(reason);
  }
  await operator.getByRole('button', { name: 'Confirm the decision' }).press('Enter');
  // Decision 267: a dialog sums the decision up before it is sent.
  const confirm = { Approve: 'Approve', Reject: 'Reject', 'Send back to redo': 'Send back' };
  await operator
    .getByRole('dialog')
    .getByRole('button', { name: confirm[outcome], exact: true })
    .press('Enter');
}

/**
 * Decision 230: the operator's call screen of a product without a debit card (a loan, a day
 * deposit) offers no card name and lists no ATM withdrawal or 3-D Secure consent.
 */
export async function expectNoCardQuestions(operator: Page): Promise<void> {
  await expect(
    operator.getByText(
      'This product has no debit card: the call asks no card name, ATM withdrawals or 3-D Secure.',
    ),
  ).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Confirm the name on the card' })).toHaveCount(
    0,
  );
  await expect(operator.locator('.script__consents')).not.toContainText(
    /Free cash withdrawal|3-D Secure/,
  );
}

/**
 * Everything an approval needs, done the shortest way: the SMS code, the name on the card when
 * the product has a card, and the consents the call's script lists (decision 230: read from the
 * operator's screen), answered by the applicant, a face snapshot and the checklist; then the
 * operator approves and the applicant continues from "your identity is confirmed".
 */
export async function approveInCall(call: Call, t: Translate = ENGLISH) {
  const { applicant, operator } = call;
  await readyForApproval(call, t);
  await decide(operator, 'Approve');
  await expect(operator.getByText('The identification is finished: Approved.')).toBeVisible();
  await expect(
    applicant.getByRole('heading', { name: t('videoChat.outcome.APPROVED.title') }),
  ).toBeVisible();
  await applicant.getByRole('button', { name: t('videoChat.continue') }).press('Enter');
}

/** Everything an approval needs (approveInCall), without the decision. */
export async function readyForApproval(call: Call, t: Translate = ENGLISH) {
  const { applicant, operator, who } = call;
  const push = async (form: string) =>
    operator.getByRole('button', { name: form, exact: true }).press('Enter');
  const answers = operator.locator('ol.answers');

  await push('Confirm the phone with an SMS code');
  const otp = applicant.getByRole('dialog', { name: t('videoChat.overlay.otp.title') });
  await expect(otp).toBeVisible();
  const [, code] = await call.outbox.match(who.phone, /(\d{6})/);
  const codeField = otp.getByRole('textbox', { name: t('videoChat.overlay.otp.label') });
  await codeField.fill(code ?? '');
  await codeField.press('Enter');
  await expect(answers.getByText('The phone number is confirmed.')).toBeVisible();

  const cardName = operator.getByRole('button', {
    name: 'Confirm the name on the card',
    exact: true,
  });
  if ((await cardName.count()) > 0) {
    await cardName.press('Enter');
    const card = applicant.getByRole('dialog', { name: t('videoChat.overlay.cardName.title') });
    await card
      .getByRole('button', { name: t('videoChat.overlay.cardName.confirm') })
      .press('Enter');
    await expect.poll(() => answers.textContent()).toMatch(/Name on the card: /);
  } else {
    await expectNoCardQuestions(operator);
  }

  const total = await operator.locator('.script__consents > li').count();
  expect(total).toBeGreaterThan(0);
  await push('Ask the consents');
  for (let index = 1; index <= total; index += 1) {
    const consent = applicant.getByRole('dialog', {
      name: t('videoChat.overlay.consents.title', { current: index, total }),
    });
    await consent.getByRole('button', { name: t('videoChat.overlay.consents.yes') }).press('Enter');
    await expect(answers.getByText(/: (yes|no)$/)).toHaveCount(index);
  }
  await expect(applicant.getByRole('dialog')).toHaveCount(0);

  await takeEvidence(operator);
}
