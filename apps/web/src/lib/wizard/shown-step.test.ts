import { describe, expect, it } from 'vitest';
import { prerenderedSteps } from '../../config/prerendered-steps';
import { shownStepOf } from './shown-step';

describe('the shown step (decisions 224, 289)', () => {
  it('names the step on screen', () => {
    expect(shownStepOf('CURRENTACCOUNT', '/consents', 'PRODUCT_EMPLOYMENT_UPLOADED')).toBe(
      'CURRENTACCOUNT/consents',
    );
  });

  it('names the welcome by what it shows: the open product, or the payment awaited', () => {
    expect(shownStepOf('CURRENTACCOUNT', '/welcome', 'PRODUCT_ACTIVE')).toBe(
      'CURRENTACCOUNT/welcome',
    );
    expect(shownStepOf('DAYPOSIT', '/welcome', 'PRODUCT_PENNY_TRANSFER_DISPLAYED')).toBe(
      'DAYPOSIT/welcome/waiting',
    );
  });

  it('names the welcome on the payment page, which a reload leaves for the welcome', () => {
    expect(shownStepOf('DAYPOSIT', '/pennytransfer', 'PRODUCT_PENNY_TRANSFER_DISPLAYED')).toBe(
      'DAYPOSIT/welcome/waiting',
    );
    expect(shownStepOf('DAYPOSIT', '/pennytransfer', 'PRODUCT_ACTIVE')).toBe('DAYPOSIT/welcome');
  });

  it('names only pictures the build makes, shown on the address the applicant is on', () => {
    const built = new Map(prerenderedSteps().map((step) => [step.name, step]));
    for (const [state, path] of [
      ['PRODUCT_PENNY_TRANSFER_DISPLAYED', '/pennytransfer'],
      ['PRODUCT_PENNY_TRANSFER_DISPLAYED', '/welcome'],
      ['PRODUCT_ACTIVE', '/pennytransfer'],
      ['PRODUCT_ACTIVE', '/welcome'],
    ] as const) {
      const step = built.get(shownStepOf('DAYPOSIT', path, state));
      expect([step?.hash, ...(step?.alsoAt ?? [])]).toContain(`#${path}`);
    }
    expect(built.has(shownStepOf('PERSONALLOAN', '/welcome', 'PRODUCT_ACTIVE'))).toBe(true);
  });
});
