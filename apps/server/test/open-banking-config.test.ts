import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/infra/config';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { createOpenBankingProvider } from '../src/modules/open-banking/provider-factory';
import { createOpenBankingService } from '../src/modules/open-banking/service';
import { useTestApp } from './build-test-app';

const SECRET = 'a-production-secret-that-is-long-enough-0123';

describe('OPEN_BANKING_* and SALTEDGE_* settings', () => {
  it('the sandbox outside production, with an 8 s timeout', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).openBanking).toEqual({
      provider: 'sandbox',
      timeoutMs: 8000,
      saltEdge: null,
    });
  });

  it('none in production unless set; the sandbox there only when asked for', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET };
    expect(loadConfig(production).openBanking.provider).toBeNull();
    expect(
      loadConfig({ ...production, OPEN_BANKING_PROVIDER: 'sandbox' }).openBanking.provider,
    ).toBe('sandbox');
  });

  it('Salt Edge with its application id and secret, on the v5 base by default', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      OPEN_BANKING_PROVIDER: 'saltedge',
      SALTEDGE_APP_ID: 'app',
      SALTEDGE_SECRET: 'secret',
      OPEN_BANKING_TIMEOUT_MS: '15000',
    });
    expect(config.openBanking).toEqual({
      provider: 'saltedge',
      timeoutMs: 15000,
      saltEdge: { baseUrl: 'https://www.saltedge.com/api/v5', appId: 'app', secret: 'secret' },
    });
  });

  it('refuses Salt Edge without its credentials, an unknown provider and a bad timeout', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ APP_SECRET: SECRET, ...env });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(problems({ OPEN_BANKING_PROVIDER: 'saltedge' })).toEqual([
      'OPEN_BANKING_PROVIDER=saltedge needs SALTEDGE_APP_ID and SALTEDGE_SECRET',
    ]);
    expect(problems({ OPEN_BANKING_PROVIDER: 'plaid' })).toEqual([
      "OPEN_BANKING_PROVIDER must be sandbox or saltedge, got 'plaid'",
    ]);
    expect(problems({ OPEN_BANKING_TIMEOUT_MS: '5' })).toHaveLength(1);
  });
});

describe('with no provider (production without OPEN_BANKING_PROVIDER)', () => {
  const app = useTestApp();

  it('check says unavailable; the calls answer 503 OPEN_BANKING_UNAVAILABLE', async () => {
    const service = createOpenBankingService({
      db: app.database.db,
      clock: () => new Date(),
      cipher: createDataCipher('another-secret-that-is-long-enough-0123456789'),
      timeZone: 'Europe/Ljubljana',
      provider: createOpenBankingProvider(
        loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET }).openBanking,
        {
          clock: () => new Date(),
          timeZone: 'Europe/Ljubljana',
          isProduction: true,
          variant: 'si',
          warn: () => undefined,
          sandboxBank: null,
        },
      ),
      timeoutMs: 1000,
      returnUrl: 'https://portal.test/services/slo/externalservices/saltedge/return',
      defaultLanguage: 'sl',
      prospects: app.services.prospects,
      products: app.services.products,
    });
    expect(service.check()).toEqual({ available: false, provider: null });
    await expect(service.providers('SL')).rejects.toMatchObject({
      status: 503,
      code: 'OPEN_BANKING_UNAVAILABLE',
    });
  });
});
