import { describe, expect, it } from 'vitest';
import { stepListFor } from './step-list';
import { computeStepProgress } from './step-progress';

const steps = stepListFor('CURRENTACCOUNT');

describe('computeStepProgress', () => {
  it('first step: it is in progress, all others due', () => {
    const result = computeStepProgress(steps, 'Intro');
    expect(result.ok && result.currentStep).toBe(1);
    expect(result.ok && result.items.map((item) => item.progress)).toEqual([
      'IN_PROGRESS',
      ...Array<string>(steps.length - 1).fill('DUE'),
    ]);
  });

  it('middle step: earlier done, later due, 1-based position', () => {
    const result = computeStepProgress(steps, 'VideoChat');
    expect(result).toMatchObject({ ok: true, currentStep: 6 });
    if (!result.ok) return;
    expect(result.items.slice(0, 6)).toEqual([
      { step: 'Intro', progress: 'DONE' },
      { step: 'DocumentUpload', progress: 'DONE' },
      { step: 'DataEntry', progress: 'DONE' },
      { step: 'Consents', progress: 'DONE' },
      { step: 'SummaryPDF', progress: 'DONE' },
      { step: 'VideoChat', progress: 'IN_PROGRESS' },
    ]);
    expect(result.items.slice(6).every((item) => item.progress === 'DUE')).toBe(true);
  });

  it('last step: all others done', () => {
    const result = computeStepProgress(steps, 'Multichannel');
    expect(result).toMatchObject({ ok: true, currentStep: steps.length });
    if (!result.ok) return;
    expect(result.items.at(-1)).toEqual({ step: 'Multichannel', progress: 'IN_PROGRESS' });
    expect(result.items.slice(0, -1).every((item) => item.progress === 'DONE')).toBe(true);
  });

  it('reports a step that is not in the list', () => {
    expect(computeStepProgress(steps, 'SalaryStmt')).toEqual({
      ok: false,
      error: 'STEP_NOT_IN_LIST',
    });
  });
});
