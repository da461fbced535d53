import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  AL_EXAMPLE_BRANCHES,
  EXAMPLE_AL_PERSONAL_DATA_SECTIONS,
  isValidRfReference,
  ZBranch,
} from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { ConfigError } from '../src/infra/config';
import { findAllBranches } from '../src/modules/branches/repository';
import { branchChosen, paymentOrderOf } from './after-signing-helpers';
import { testConfig, useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';
import { enterPersonalData } from './consents-helpers';
import { putProspectInState } from './prospect-helpers';
import { API } from './security-helpers';

// Decisions 236 and 237: the al variant's server is an Albanian bank's. Its branches are the
// Albanian example branches only, its accounts are AL IBANs under the configured bank code, and
// its payment order has no Slovenian UPN QR and asks for lek.

/** The SWIFT IBAN registry's example bank code: bank 212, branch 1100, check digit 9. */
const BANK_CODE = '21211009';

const app = useTestApp({ env: { VARIANT: 'al', BANK_SORT_CODE: BANK_CODE } });

describe('the al variant’s bank (decisions 236 and 237)', () => {
  it('lists only the Albanian example branches, as the domain has them', async () => {
    const response = await app.inject({ method: 'GET', url: `${API}/external/info/branches` });
    expect(response.statusCode, response.body).toBe(200);
    const listed = ZBranch.array().parse(response.json());
    const byId = (left: { id: string }, right: { id: string }) => left.id.localeCompare(right.id);
    expect([...listed].sort(byId)).toEqual([...AL_EXAMPLE_BRANCHES].sort(byId));

    const slovenian = await app.inject({
      method: 'GET',
      url: `${API}/external/info/branches/LJ01`,
    });
    expect(slovenian.statusCode).toBe(404);
    // The si variant's server, on the same table, lists none of them.
    const siIds = (await findAllBranches(app.database.db, 'si')).map((branch) => branch.id);
    expect(siIds).toContain('LJ01');
    expect(siIds).not.toContain('TR01');
  });

  it('opens an account as an AL IBAN under the configured bank code', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const account = await app.database.db.transaction((tx) =>
      app.services.bankAccounts.open(tx, applicant.prospectId, SYSTEM_CONTEXT),
    );
    expect(account.iban).toMatch(new RegExp(`^AL\\d{2}${BANK_CODE}\\d{16}$`));
    expect(account.accountNumber).toHaveLength(16);
    expect(isValidIBAN(account.iban)).toBe(true);
  });

  it('shows the penny transfer as IBAN, amount in ALL and an RF reference, without a UPN QR', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'DAYPOSIT',
    });
    await enterPersonalData(app, applicant, EXAMPLE_AL_PERSONAL_DATA_SECTIONS);
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_VERIFIED',
      'PRODUCT_DOCUMENTS_SIGNED',
    );
    const account = await app.database.db.transaction((tx) =>
      app.services.bankAccounts.open(tx, applicant.prospectId, SYSTEM_CONTEXT),
    );
    await branchChosen(app, applicant);
    const { order, body } = await paymentOrderOf(app, applicant);
    expect(order.qrCode).toBeNull();
    expect(order.iban).toBe(account.iban);
    expect(order.amount).toEqual({ cents: 100, currency: 'ALL' });
    expect(isValidRfReference(order.reference)).toBe(true);
    expect(order.causal).toBe('Pagesa e parë - aktivizimi i produktit');
    expect(order.beneficiary.city).not.toMatch(/Ljubljana/);
    expect(body).not.toMatch(/UPNQR|EUR|SI12/);
  });

  it('refuses to start with a bank code whose national check digit is wrong', () => {
    expect(() => testConfig({ VARIANT: 'al', BANK_SORT_CODE: '21211008' })).toThrow(
      /BANK_SORT_CODE has a wrong national check digit/,
    );
    expect(() => testConfig({ VARIANT: 'al', BANK_SORT_CODE: '99000' })).toThrow(ConfigError);
    expect(testConfig({ VARIANT: 'al' }).bankSortCode).toBe('99900016');
    expect(testConfig({ VARIANT: 'si' }).bankSortCode).toBe('99000');
  });
});
