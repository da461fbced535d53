import { describe, expect, it } from 'vitest';
import type { WizardStep } from './steps';
import { STEP_ROUTES, WIZARD_STEPS, routeForStep, stepForPath } from './steps';

describe('STEP_ROUTES (spec 1 §2, decision 010)', () => {
  it.each<[WizardStep, string | null]>([
    ['Intro', '/lightsignup'],
    ['DocumentUpload', '/documentsupload'],
    ['SalaryStmt', '/salarystatement'],
    ['DataEntry', '/personaldata'],
    ['Consents', '/consents'],
    ['SummaryPDF', '/consents/pdf'],
    ['VideoChat', '/videochat'],
    ['LongTimeService', '/longtimeservice'],
    ['ShortTimeService', '/shorttimeservice'],
    ['PennyTransfer', '/pennytransfer'],
    ['CheckRisk', null],
    ['RiskAssessment', '/creditapproval'],
    ['RequestCertificate', '/certificate'],
    ['SignDocuments', '/signcontract'],
    ['ChooseBranch', '/choosebranch'],
    ['Multichannel', '/welcome'],
    ['AccountEnabled', '/welcome'],
    ['BlockedProcess', '/usermessages/errorpage'],
  ])('%s -> %s', (step, route) => {
    expect(routeForStep(step)).toBe(route);
  });

  it('maps every step', () => {
    expect(Object.keys(STEP_ROUTES).sort()).toEqual([...WIZARD_STEPS].sort());
  });
});

describe('stepForPath', () => {
  it('finds the step of a path, following the legacy alias', () => {
    expect(stepForPath('/consents/pdf')).toBe('SummaryPDF');
    expect(stepForPath('/legalInfo')).toBe('Consents');
  });

  it('searches the given list so a shared page resolves to that process step', () => {
    expect(stepForPath('/welcome', ['Intro', 'AccountEnabled'])).toBe('AccountEnabled');
    expect(stepForPath('/welcome')).toBe('Multichannel');
  });

  it('is null outside the wizard', () => {
    expect(stepForPath('/usermessages/contact')).toBeNull();
    expect(stepForPath('/unknown')).toBeNull();
  });
});
