import { describe, expect, it } from 'vitest';
import type { ProspectState } from '../states';
import { stepListFor } from '../step-list';
import { FUNNEL_STEPS, funnelOf, furthestStep, stepOfStates, type FunnelRecord } from './funnel';

const prospect = (to: ProspectState): FunnelRecord => ({
  kind: 'PROSPECT_STATE',
  to,
});

describe('FUNNEL_STEPS', () => {
  it('when a product is listed, then its steps keep the step list order, starting at Intro', () => {
    for (const [process, steps] of Object.entries(FUNNEL_STEPS)) {
      const list = stepListFor(process as keyof typeof FUNNEL_STEPS);
      expect(steps[0]).toBe('Intro');
      const positions = steps.map((step) => list.indexOf(step));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('when a step has no state of its own, then the funnel leaves it out', () => {
    // The service steps and the signing page that follows the certificate in one state.
    expect(FUNNEL_STEPS.CURRENTACCOUNT).not.toContain('LongTimeService');
    expect(FUNNEL_STEPS.CURRENTACCOUNT).not.toContain('SignDocuments');
    expect(FUNNEL_STEPS.PERSONALLOAN).toContain('SalaryStmt');
    expect(FUNNEL_STEPS.PERSONALLOAN).toContain('RiskAssessment');
    expect(FUNNEL_STEPS.DAYPOSIT).toContain('DepositTerms');
    expect(FUNNEL_STEPS.CURRENTACCOUNT).not.toContain('DepositTerms');
  });
});

describe('stepOfStates', () => {
  it('when the states name a page of the step list, then that page’s step', () => {
    expect(stepOfStates('CURRENTACCOUNT', 'PROSPECT_EMAIL_CHECKED', 'PRODUCT_NEW')).toBe(
      'DocumentUpload',
    );
    expect(stepOfStates('DAYPOSIT', 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW')).toBe('DepositTerms');
    expect(stepOfStates('PERSONALLOAN', 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW')).toBe(
      'SalaryStmt',
    );
  });

  it('when the page is outside the step list, then no step', () => {
    expect(stepOfStates('CURRENTACCOUNT', 'PROSPECT_REJECTED', 'PRODUCT_NEW')).toBeNull();
    expect(stepOfStates('CURRENTACCOUNT', 'PROSPECT_NEW', 'PRODUCT_NEW')).toBeNull();
  });
});

describe('furthestStep', () => {
  it('when nothing changed after the sign-up, then the application is at its first step', () => {
    expect(
      furthestStep({ process: 'CURRENTACCOUNT', prospectState: 'PROSPECT_NEW', records: [] }),
    ).toEqual({ process: 'CURRENTACCOUNT', step: 'Intro' });
  });

  it('when the states moved on, then the last one’s step', () => {
    expect(
      furthestStep({
        process: 'CURRENTACCOUNT',
        prospectState: 'PROSPECT_NEW',
        records: [
          prospect('PROSPECT_EMAIL_CHECKED'),
          prospect('PROSPECT_IDS_UPLOADED'),
          prospect('PROSPECT_INFO_UPLOADED'),
          { kind: 'PRODUCT_STATE', to: 'PRODUCT_EMPLOYMENT_UPLOADED' },
          prospect('PROSPECT_CONSENTS_UPLOADED'),
          prospect('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'),
        ],
      }).step,
    ).toBe('VideoChat');
  });

  it('when the call sent the applicant back or refused them, then the furthest step stays', () => {
    const toCall = [
      prospect('PROSPECT_EMAIL_CHECKED'),
      prospect('PROSPECT_IDS_UPLOADED'),
      prospect('PROSPECT_INFO_UPLOADED'),
      { kind: 'PRODUCT_STATE', to: 'PRODUCT_EMPLOYMENT_UPLOADED' },
      prospect('PROSPECT_CONSENTS_UPLOADED'),
      prospect('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'),
    ] as const satisfies readonly FunnelRecord[];
    const sentBack = furthestStep({
      process: 'CURRENTACCOUNT',
      prospectState: 'PROSPECT_NEW',
      records: [...toCall, prospect('PROSPECT_EMAIL_CHECKED')],
    });
    const refused = furthestStep({
      process: 'CURRENTACCOUNT',
      prospectState: 'PROSPECT_NEW',
      records: [...toCall, prospect('PROSPECT_REJECTED')],
    });
    expect(sentBack.step).toBe('VideoChat');
    expect(refused.step).toBe('VideoChat');
  });

  it('when a loan continued as an account, then it counts as the account it became', () => {
    const result = furthestStep({
      process: 'PERSONALLOAN',
      prospectState: 'PROSPECT_VERIFIED',
      records: [
        { kind: 'PRODUCT_STATE', to: 'PRODUCT_WAITING_SWITCH_PRODUCT' },
        { kind: 'PROCESS', to: 'ACCOUNTOPENINGFROMLOAN' },
        { kind: 'PRODUCT_STATE', to: 'PRODUCT_EMPLOYMENT_UPLOADED' },
      ],
    });
    expect(result).toEqual({ process: 'ACCOUNTOPENINGFROMLOAN', step: 'RequestCertificate' });
  });

  it('when an account is open, then the welcome step', () => {
    expect(
      furthestStep({
        process: 'CURRENTACCOUNT',
        prospectState: 'PROSPECT_VERIFIED',
        records: [{ kind: 'PRODUCT_STATE', to: 'PRODUCT_ACTIVE' }],
      }).step,
    ).toBe('Multichannel');
  });
});

describe('funnelOf', () => {
  it('when applications stopped at different steps, then each step counts who reached it and the drop-off from the one before', () => {
    const steps = funnelOf('CURRENTACCOUNT', [
      'Intro',
      'Intro',
      'DocumentUpload',
      'VideoChat',
      'VideoChat',
      'Multichannel',
    ]);
    expect(steps.map((step) => step.step)).toEqual(FUNNEL_STEPS.CURRENTACCOUNT);
    const byStep = Object.fromEntries(steps.map((step) => [step.step, step]));
    expect(byStep.Intro).toEqual({
      step: 'Intro',
      reached: 6,
      stopped: 2,
      dropOff: 0,
      dropOffShare: null,
    });
    expect(byStep.DocumentUpload).toMatchObject({ reached: 4, stopped: 1, dropOff: 2 });
    expect(byStep.DocumentUpload?.dropOffShare).toBeCloseTo(2 / 6);
    expect(byStep.DataEntry).toMatchObject({ reached: 3, dropOff: 1, dropOffShare: 0.25 });
    expect(byStep.VideoChat).toMatchObject({ reached: 3, stopped: 2, dropOff: 0, dropOffShare: 0 });
    expect(byStep.RequestCertificate).toMatchObject({ reached: 1, dropOff: 2 });
    expect(byStep.Multichannel).toMatchObject({ reached: 1, stopped: 1, dropOff: 0 });
  });

  it('when no application reached a step, then the next one has no share', () => {
    const steps = funnelOf('DAYPOSIT', []);
    expect(steps.every((step) => step.reached === 0 && step.dropOffShare === null)).toBe(true);
  });
});
