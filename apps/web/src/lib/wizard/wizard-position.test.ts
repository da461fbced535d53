import { describe, expect, it } from 'vitest';
import { aProcess } from './testing/status-fixtures';
import { wizardPosition } from './wizard-position';

function landing(overrides: Parameters<typeof aProcess>[0]) {
  const result = wizardPosition(aProcess(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.position;
}

describe('wizardPosition: where the home gate sends a resumed applicant', () => {
  it.each([
    ['PROSPECT_NEW', 'PRODUCT_NEW', '/usermessages/verifymail'],
    ['PROSPECT_EMAIL_CHECKED', 'PRODUCT_NEW', '/documentsupload'],
    ['PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW', '/personaldata'],
    ['PROSPECT_INFO_UPLOADED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/consents'],
    ['PROSPECT_CONSENTS_UPLOADED', 'PRODUCT_NEW', '/consents/pdf'],
    ['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED', 'PRODUCT_NEW', '/videochat'],
    ['PROSPECT_VERIFIED', 'PRODUCT_EMPLOYMENT_UPLOADED', '/certificate'],
    ['PROSPECT_VERIFIED', 'PRODUCT_DOCUMENTS_SIGNED', '/choosebranch'],
    ['PROSPECT_VERIFIED', 'PRODUCT_ACTIVE', '/welcome'],
    ['PROSPECT_REJECTED', 'PRODUCT_NEW', '/usermessages/errorpage'],
    ['PROSPECT_REDIRECT_TO_BRANCH', 'PRODUCT_NEW', '/usermessages/errorpage/selectbranch'],
  ] as const)('when a current account is %s / %s, then %s', (prospectState, productState, path) => {
    expect(landing({ prospectState, productState }).landing).toBe(path);
  });

  it('when a loan waits for its certificate, then the long-wait screen (starting step)', () => {
    const position = landing({
      processName: 'PERSONALLOAN',
      prospectState: 'PROSPECT_VERIFIED',
      productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    });
    expect(position.startingStep).toBe('LongTimeService');
    expect(position.landing).toBe('/longtimeservice');
  });

  it('when an account has a long-time state at the certificate, then the long-wait screen', () => {
    const base = {
      prospectState: 'PROSPECT_VERIFIED',
      productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    } as const;
    expect(landing({ ...base, longTimeServiceState: 'CREATING_DOSSIER' }).landing).toBe(
      '/longtimeservice',
    );
    expect(landing({ ...base, longTimeServiceState: 'NOT_OBSERVED' }).landing).toBe('/certificate');
  });

  it('gives the 1-based current step and the progress of the loan’s own step list', () => {
    const account = landing({
      prospectState: 'PROSPECT_IDS_UPLOADED',
      productState: 'PRODUCT_NEW',
    });
    expect(account.currentStep).toBe(3);
    expect(account.steps).not.toContain('SalaryStmt');
    expect(account.progress.map((item) => item.progress).slice(0, 4)).toEqual([
      'DONE',
      'DONE',
      'IN_PROGRESS',
      'DUE',
    ]);

    const loan = landing({
      processName: 'PERSONALLOAN',
      prospectState: 'PROSPECT_IDS_UPLOADED',
      productState: 'PRODUCT_NEW',
    });
    expect(loan.steps).toEqual(
      expect.arrayContaining(['SalaryStmt', 'ShortTimeService', 'RiskAssessment']),
    );
    expect(loan.pageSequence).toContain('/creditapproval');
  });

  it('when the page is not a step (verify e-mail), then no current step', () => {
    const position = landing({ prospectState: 'PROSPECT_NEW' });
    expect(position.startingStep).toBeNull();
    expect(position.currentStep).toBeNull();
  });

  it('when the table has no row for the states, then the error and no page', () => {
    expect(
      wizardPosition(aProcess({ prospectState: 'PROSPECT_VERIFIED', productState: 'PRODUCT_NEW' })),
    ).toEqual({ ok: false, error: 'NO_MATCH' });
  });
});
