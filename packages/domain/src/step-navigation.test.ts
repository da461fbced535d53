import { describe, expect, it } from 'vitest';
import { LONG_WAIT_PHASES, POST_LOAN_CHOICE_PHASES } from './long-wait';
import type { ProcessName } from './processes';
import { PROCESS_NAMES } from './processes';
import { buildPageSequence, stepListFor } from './step-list';
import {
  anchorStepFor,
  isMovingBackward,
  nextPath,
  redirectOnLocationChange,
  resolveStartingStep,
} from './step-navigation';
import type { WizardStep } from './steps';

const nonLoan = PROCESS_NAMES.filter(
  (p): p is Exclude<ProcessName, 'PERSONALLOAN'> => p !== 'PERSONALLOAN',
);
const otherPhases = LONG_WAIT_PHASES.filter(
  (phase) => !(POST_LOAN_CHOICE_PHASES as readonly string[]).includes(phase),
);

describe('resolveStartingStep', () => {
  it.each(POST_LOAN_CHOICE_PHASES)(
    'PERSONALLOAN at RiskAssessment with %s resumes at LongTimeService',
    (phase) => {
      expect(
        resolveStartingStep({
          process: 'PERSONALLOAN',
          currentState: 'RiskAssessment',
          longTimeServiceState: phase,
        }),
      ).toBe('LongTimeService');
    },
  );

  it.each(otherPhases)(
    'PERSONALLOAN at RiskAssessment with %s resumes at ShortTimeService',
    (phase) => {
      expect(
        resolveStartingStep({
          process: 'PERSONALLOAN',
          currentState: 'RiskAssessment',
          longTimeServiceState: phase,
        }),
      ).toBe('ShortTimeService');
    },
  );

  it('PERSONALLOAN at RiskAssessment (or CheckRisk) without a phase resumes at ShortTimeService', () => {
    expect(resolveStartingStep({ process: 'PERSONALLOAN', currentState: 'RiskAssessment' })).toBe(
      'ShortTimeService',
    );
    expect(
      resolveStartingStep({
        process: 'PERSONALLOAN',
        currentState: 'CheckRisk',
        longTimeServiceState: null,
      }),
    ).toBe('ShortTimeService');
    expect(
      resolveStartingStep({
        process: 'PERSONALLOAN',
        currentState: 'CheckRisk',
        longTimeServiceState: 'END',
      }),
    ).toBe('LongTimeService');
  });

  it.each<WizardStep>(['SignDocuments', 'RequestCertificate'])(
    'PERSONALLOAN at %s resumes at LongTimeService',
    (currentState) => {
      expect(resolveStartingStep({ process: 'PERSONALLOAN', currentState })).toBe(
        'LongTimeService',
      );
    },
  );

  it.each<WizardStep>(['SignDocuments', 'RequestCertificate'])(
    'PERSONALLOAN at %s stays there once the contracts run has ended',
    (currentState) => {
      expect(
        resolveStartingStep({ process: 'PERSONALLOAN', currentState, longTimeServiceState: 'END' }),
      ).toBe(currentState);
    },
  );

  it('PERSONALLOAN elsewhere resumes where it is', () => {
    expect(resolveStartingStep({ process: 'PERSONALLOAN', currentState: 'DataEntry' })).toBe(
      'DataEntry',
    );
  });

  it.each(nonLoan)(
    '%s at RequestCertificate with a long-time state resumes at LongTimeService',
    (process) => {
      expect(
        resolveStartingStep({
          process,
          currentState: 'RequestCertificate',
          longTimeServiceState: 'CREATING_DOSSIER',
        }),
      ).toBe('LongTimeService');
    },
  );

  it.each(nonLoan)('%s at RequestCertificate without a run going on stays there', (process) => {
    for (const longTimeServiceState of [undefined, null, 'NOT_OBSERVED', 'END'] as const) {
      expect(
        resolveStartingStep({ process, currentState: 'RequestCertificate', longTimeServiceState }),
      ).toBe('RequestCertificate');
    }
  });

  it.each(nonLoan)('%s at SignDocuments or RiskAssessment stays there', (process) => {
    expect(
      resolveStartingStep({ process, currentState: 'SignDocuments', longTimeServiceState: 'END' }),
    ).toBe('SignDocuments');
    expect(
      resolveStartingStep({ process, currentState: 'RiskAssessment', longTimeServiceState: 'END' }),
    ).toBe('RiskAssessment');
  });
});

describe('anchorStepFor', () => {
  it('PERSONALLOAN: ShortTimeService is VideoChat, LongTimeService is RiskAssessment', () => {
    expect(anchorStepFor('PERSONALLOAN', 'ShortTimeService')).toBe('VideoChat');
    expect(anchorStepFor('PERSONALLOAN', 'LongTimeService')).toBe('RiskAssessment');
    expect(anchorStepFor('PERSONALLOAN', 'DataEntry')).toBe('DataEntry');
  });

  it.each(nonLoan)('%s: LongTimeService is VideoChat', (process) => {
    expect(anchorStepFor(process, 'LongTimeService')).toBe('VideoChat');
    expect(anchorStepFor(process, 'ShortTimeService')).toBe('ShortTimeService');
  });
});

describe('nextPath', () => {
  const loanSequence = buildPageSequence(stepListFor('PERSONALLOAN'));
  const accountSequence = buildPageSequence(stepListFor('CURRENTACCOUNT'));

  it('follows the current path in the page sequence', () => {
    expect(nextPath('CURRENTACCOUNT', 'DataEntry', accountSequence)).toBe('/consents');
    expect(nextPath('CURRENTACCOUNT', 'VideoChat', accountSequence)).toBe('/longtimeservice');
    expect(nextPath('PERSONALLOAN', 'VideoChat', loanSequence)).toBe('/shorttimeservice');
    expect(nextPath('PERSONALLOAN', 'RiskAssessment', loanSequence)).toBe('/longtimeservice');
  });

  it('PERSONALLOAN: from ShortTimeService past VideoChat to the credit approval', () => {
    expect(nextPath('PERSONALLOAN', 'ShortTimeService', loanSequence)).toBe('/creditapproval');
  });

  it('PERSONALLOAN: from LongTimeService past RiskAssessment to the certificate', () => {
    expect(nextPath('PERSONALLOAN', 'LongTimeService', loanSequence)).toBe('/certificate');
  });

  it.each(nonLoan)('%s: from LongTimeService past VideoChat to the certificate', (process) => {
    expect(nextPath(process, 'LongTimeService', buildPageSequence(stepListFor(process)))).toBe(
      '/certificate',
    );
  });

  it('is null at the end, for a step without a page, or a page outside the sequence', () => {
    expect(nextPath('CURRENTACCOUNT', 'Multichannel', accountSequence)).toBeNull();
    expect(nextPath('CURRENTACCOUNT', 'CheckRisk', accountSequence)).toBeNull();
    expect(nextPath('CURRENTACCOUNT', 'SalaryStmt', accountSequence)).toBeNull();
  });
});

describe('isMovingBackward', () => {
  const sequence = buildPageSequence(stepListFor('CURRENTACCOUNT'));

  it('is true for an earlier page, false for the same or a later one', () => {
    expect(isMovingBackward(sequence, '/videochat', '/personaldata')).toBe(true);
    expect(isMovingBackward(sequence, '/personaldata', '/videochat')).toBe(false);
    expect(isMovingBackward(sequence, '/personaldata', '/personaldata')).toBe(false);
  });

  it('follows aliases and trailing slashes', () => {
    expect(isMovingBackward(sequence, '/consents/pdf/', '/legalInfo')).toBe(true);
  });

  it('is false when either path is outside the sequence', () => {
    expect(isMovingBackward(sequence, '/videochat', '/usermessages/contact')).toBe(false);
    expect(isMovingBackward(sequence, '/usermessages/contact', '/personaldata')).toBe(false);
    expect(isMovingBackward(sequence, '/videochat', '/nowhere')).toBe(false);
  });
});

describe('redirectOnLocationChange', () => {
  const pageSequence = buildPageSequence(stepListFor('CURRENTACCOUNT'));

  it('returns an authenticated applicant who moved backward to the previous location', () => {
    expect(
      redirectOnLocationChange({
        userState: 'AUTHENTICATED',
        pageSequence,
        from: '/videochat',
        to: '/documentsupload',
      }),
    ).toBe('/videochat');
  });

  it('lets forward moves and non-authenticated users through', () => {
    expect(
      redirectOnLocationChange({
        userState: 'AUTHENTICATED',
        pageSequence,
        from: '/documentsupload',
        to: '/videochat',
      }),
    ).toBeNull();
    expect(
      redirectOnLocationChange({
        userState: 'LIMBO',
        pageSequence,
        from: '/videochat',
        to: '/documentsupload',
      }),
    ).toBeNull();
    expect(
      redirectOnLocationChange({
        userState: 'UNAUTHENTICATED',
        pageSequence,
        from: '/videochat',
        to: '/lightsignup',
      }),
    ).toBeNull();
  });
});
