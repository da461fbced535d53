import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInApplicant } from './support/applicant';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('journey support', () => {
  it('leaves a browser context signed in as a new applicant at the documents step', async () => {
    const context = await browser.newContext();
    const applicant = await signedInApplicant(context, baseUrl);
    const status = await context.request.get(
      `${baseUrl}/services/slo/onboarding/prospects/status?uid=${applicant.uid}`,
    );
    expect(status.status()).toBe(200);
    const body = (await status.json()) as { processes: { prospectState: string }[] };
    expect(body.processes.map((process) => process.prospectState)).toEqual([
      'PROSPECT_EMAIL_CHECKED',
    ]);
    await context.close();
  });
});
