import { expect, test } from './support/fixtures';

test.describe('journey support', () => {
  test('leaves a browser context signed in as a new applicant at the documents step', async ({
    context,
    baseUrl,
    applicant,
  }) => {
    const status = await context.request.get(
      `${baseUrl}/services/slo/onboarding/prospects/status?uid=${applicant.uid}`,
    );
    expect(status.status()).toBe(200);
    const body = (await status.json()) as { processes: { prospectState: string }[] };
    expect(body.processes.map((process) => process.prospectState)).toEqual([
      'PROSPECT_EMAIL_CHECKED',
    ]);
  });
});
