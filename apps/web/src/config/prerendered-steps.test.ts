import { pageForState, PROCESS_NAMES } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_STEPS, prerenderedSteps } from './prerendered-steps';

describe('the prerendered steps (decision 224)', () => {
  it.each(PRERENDERED_STEPS)(
    'put the build’s applicant on $route, where the state table sends that state',
    ({ route, prospectState, productState, processes = PROCESS_NAMES }) => {
      for (const process of processes) {
        expect(pageForState({ prospectState, productState }, process)).toEqual({ ok: true, route });
      }
    },
  );

  it('are named as the app names the step it shows, one per process and step', () => {
    const names = prerenderedSteps().map((step) => step.name);
    expect(names).toContain('CURRENTACCOUNT/consents');
    expect(names).toContain('PERSONALLOAN/salarystatement');
    expect(names).not.toContain('CURRENTACCOUNT/salarystatement');
    expect(names).toContain('DAYPOSIT/deposit');
    expect(names).not.toContain('CURRENTACCOUNT/deposit');
    expect(names).toContain('DAYPOSIT/choosebranch');
    expect(new Set(names).size).toBe(names.length);
  });
});
