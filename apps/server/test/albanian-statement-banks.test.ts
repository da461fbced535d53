import { describe, expect, it } from 'vitest';
import { AL_STATEMENT_BANKS, ZStatementBanks } from '@onboarding/domain';
import { useTestApp } from './build-test-app';
import { API } from './security-helpers';

// Decision 242: in the al variant the salary statement's banks are Albanian example data (the
// open-banking sandbox's are tested beside it, src/modules/open-banking/sandbox-provider.test.ts).

const app = useTestApp({ env: { VARIANT: 'al' } });

describe('the al variant’s salary-statement banks', () => {
  it('lists the Albanian example banks, finds one by its code and not a Slovenian one', async () => {
    const all = await app.inject({ method: 'GET', url: `${API}/external/info/ocrbankcodes` });
    expect(all.statusCode).toBe(200);
    expect(ZStatementBanks.parse(all.json()).map((bank) => bank.code)).toEqual(
      AL_STATEMENT_BANKS.map((bank) => bank.code),
    );
    const one = await app.inject({
      method: 'GET',
      url: `${API}/external/info/ocrbanks/code?codeBank=991`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ code: '991', name: 'Banka Shembull Tirana sh.a.' });
    const slovenian = await app.inject({
      method: 'GET',
      url: `${API}/external/info/ocrbanks/code?codeBank=02`,
    });
    expect(slovenian.statusCode).toBe(404);
  });
});
