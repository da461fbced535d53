import { isValidIBAN } from 'ibantools';
import { accountNumberingOf } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { createBankAccountsService } from '../src/modules/bank-accounts/service';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';

// The new product's account (decision 140): one per prospect, a number never given twice.

const app = useTestApp();

describe('bank accounts', () => {
  it('a drawn number already taken is drawn again; a second open answers the same account', async () => {
    const first = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const second = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const draws = ['12345678', '12345678', '87654321'];
    const service = createBankAccountsService({
      db: app.database.db,
      clock: () => new Date(),
      sortCode: '19100',
      numbering: accountNumberingOf('si'),
      drawAccountNumber: () => draws.shift() ?? '00000000',
      searchIndex: app.services.caseSearchIndex,
    });
    const opened = await app.database.db.transaction((tx) =>
      service.open(tx, first.prospectId, SYSTEM_CONTEXT),
    );
    const other = await app.database.db.transaction((tx) =>
      service.open(tx, second.prospectId, SYSTEM_CONTEXT),
    );
    expect(opened.accountNumber).toBe('12345678');
    expect(other.accountNumber).toBe('87654321');
    expect(isValidIBAN(opened.iban) && isValidIBAN(other.iban)).toBe(true);
    expect(opened.iban.slice(4, 9)).toBe('19100');

    const again = await app.database.db.transaction((tx) =>
      service.open(tx, first.prospectId, SYSTEM_CONTEXT),
    );
    expect(again.iban).toBe(opened.iban);
    expect(await service.accountOf(first.prospectId)).toMatchObject({ iban: opened.iban });
    expect(await service.accountOf(crypto.randomUUID())).toBeNull();
  });
});
