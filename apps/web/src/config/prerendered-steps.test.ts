import { pageForState } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_STEPS, prerenderedSteps } from './prerendered-steps';

describe('the prerendered steps (decision 224)', () => {
  it.each(PRERENDERED_STEPS)(
    'put the build’s applicant on $route, where the state table sends that state',
    ({ route, prospectState, productState }) => {
      expect(pageForState({ prospectState, productState })).toEqual({ ok: true, route });
    },
  );

  it('are named as the app names the step it shows, one per process and step', () => {
    const names = prerenderedSteps().map((step) => step.name);
    expect(names).toContain('CURRENTACCOUNT/consents');
    expect(new Set(names).size).toBe(names.length);
  });
});
