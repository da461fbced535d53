import { describe, expect, it } from 'vitest';
import type { ProcessName } from './processes';
import { PROCESS_NAMES } from './processes';
import { BASE_STEP_LISTS, buildPageSequence, normalizeStepList, stepListFor } from './step-list';
import type { WizardStep } from './steps';

const ACCOUNT_STEPS: WizardStep[] = [
  'Intro',
  'DocumentUpload',
  'DataEntry',
  'Consents',
  'SummaryPDF',
  'VideoChat',
  'LongTimeService',
  'RequestCertificate',
  'SignDocuments',
  'ChooseBranch',
  'Multichannel',
];

describe('stepListFor (normalised base lists, decision 012)', () => {
  it.each<[ProcessName, WizardStep[]]>([
    ['CURRENTACCOUNT', ACCOUNT_STEPS],
    ['ACCOUNTOPENINGFROMLOAN', ACCOUNT_STEPS],
    [
      'PERSONALLOAN',
      [
        'Intro',
        'DocumentUpload',
        'DataEntry',
        'SalaryStmt',
        'Consents',
        'SummaryPDF',
        'VideoChat',
        'ShortTimeService',
        'RiskAssessment',
        'LongTimeService',
        'RequestCertificate',
        'SignDocuments',
        'ChooseBranch',
        'Multichannel',
      ],
    ],
    [
      'DAYPOSIT',
      [
        'Intro',
        'DocumentUpload',
        'DataEntry',
        'DepositTerms',
        'Consents',
        'SummaryPDF',
        'VideoChat',
        'LongTimeService',
        'RequestCertificate',
        'SignDocuments',
        'ChooseBranch',
        'PennyTransfer',
        'AccountEnabled',
      ],
    ],
  ])('%s', (process, expected) => {
    expect(stepListFor(process)).toEqual(expected);
  });

  it('keeps the loan base list with SalaryStmt and CheckRisk', () => {
    expect(BASE_STEP_LISTS.PERSONALLOAN).toContain('SalaryStmt');
    expect(BASE_STEP_LISTS.PERSONALLOAN).toContain('CheckRisk');
  });

  it.each(PROCESS_NAMES)('is stable: normalising %s twice changes nothing', (process) => {
    const once = stepListFor(process);
    expect(normalizeStepList(process, once)).toEqual(once);
  });
});

describe('normalizeStepList rules', () => {
  const nonLoan = PROCESS_NAMES.filter((p) => p !== 'PERSONALLOAN');

  it.each(PROCESS_NAMES)('%s: Intro always first, added when missing', (process) => {
    expect(normalizeStepList(process, ['DocumentUpload', 'Intro', 'DataEntry'])).toEqual([
      'Intro',
      'DocumentUpload',
      'DataEntry',
    ]);
    expect(normalizeStepList(process, ['DataEntry'])[0]).toBe('Intro');
  });

  it('PERSONALLOAN: ShortTimeService, RiskAssessment, LongTimeService right after VideoChat', () => {
    expect(normalizeStepList('PERSONALLOAN', ['Intro', 'VideoChat', 'ChooseBranch'])).toEqual([
      'Intro',
      'VideoChat',
      'ShortTimeService',
      'RiskAssessment',
      'LongTimeService',
      'ChooseBranch',
    ]);
  });

  it('PERSONALLOAN: service steps listed elsewhere move after VideoChat, once', () => {
    expect(
      normalizeStepList('PERSONALLOAN', [
        'LongTimeService',
        'Intro',
        'VideoChat',
        'RiskAssessment',
      ]),
    ).toEqual(['Intro', 'VideoChat', 'ShortTimeService', 'RiskAssessment', 'LongTimeService']);
  });

  it.each(nonLoan)('%s: only LongTimeService after VideoChat', (process) => {
    expect(normalizeStepList(process, ['Intro', 'VideoChat', 'ChooseBranch'])).toEqual([
      'Intro',
      'VideoChat',
      'LongTimeService',
      'ChooseBranch',
    ]);
  });

  it.each(PROCESS_NAMES)('%s: no VideoChat, no service steps inserted', (process) => {
    expect(normalizeStepList(process, ['Intro', 'ChooseBranch'])).toEqual([
      'Intro',
      'ChooseBranch',
    ]);
  });

  it.each(PROCESS_NAMES)(
    '%s: SignDocuments added after RequestCertificate if missing',
    (process) => {
      expect(normalizeStepList(process, ['Intro', 'RequestCertificate', 'ChooseBranch'])).toEqual([
        'Intro',
        'RequestCertificate',
        'SignDocuments',
        'ChooseBranch',
      ]);
      expect(
        normalizeStepList(process, [
          'Intro',
          'RequestCertificate',
          'ChooseBranch',
          'SignDocuments',
        ]),
      ).toEqual(['Intro', 'RequestCertificate', 'ChooseBranch', 'SignDocuments']);
      expect(normalizeStepList(process, ['Intro', 'ChooseBranch'])).not.toContain('SignDocuments');
    },
  );

  it.each(PROCESS_NAMES)('%s: CheckRisk replaced by RiskAssessment', (process) => {
    expect(
      normalizeStepList(process, ['Intro', 'SalaryStmt', 'CheckRisk', 'ChooseBranch']),
    ).toEqual(['Intro', 'SalaryStmt', 'RiskAssessment', 'ChooseBranch']);
  });

  it('does not change its input', () => {
    const input: WizardStep[] = ['DataEntry', 'Intro', 'CheckRisk'];
    normalizeStepList('PERSONALLOAN', input);
    expect(input).toEqual(['DataEntry', 'Intro', 'CheckRisk']);
  });
});

describe('buildPageSequence', () => {
  it('lists each step route once, in order', () => {
    expect(buildPageSequence(stepListFor('PERSONALLOAN'))).toEqual([
      '/lightsignup',
      '/documentsupload',
      '/personaldata',
      '/salarystatement',
      '/consents',
      '/consents/pdf',
      '/videochat',
      '/shorttimeservice',
      '/creditapproval',
      '/longtimeservice',
      '/certificate',
      '/signcontract',
      '/choosebranch',
      '/welcome',
    ]);
  });

  it('drops steps without a page and repeats of a shared page', () => {
    expect(buildPageSequence(['Intro', 'CheckRisk', 'Multichannel', 'AccountEnabled'])).toEqual([
      '/lightsignup',
      '/welcome',
    ]);
  });
});
