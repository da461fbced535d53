import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEPOSIT_RATE_TABLES } from '@onboarding/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('DEPOSIT_RATES_PATH (decision 232)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deposit-rates-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when unset, then the variant’s example tables apply', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).deposits.rateTables).toEqual(
      DEFAULT_DEPOSIT_RATE_TABLES.si,
    );
    expect(loadConfig({ APP_SECRET: SECRET, VARIANT: 'al' }).deposits.rateTables[0]?.currency).toBe(
      'ALL',
    );
  });

  it('when it names a valid JSON file, then its tables are the offer', async () => {
    const path = join(dir, 'rates.json');
    const table = {
      ...DEFAULT_DEPOSIT_RATE_TABLES.si[0],
      validFrom: '2027-01-01',
      termsDays: [30],
    };
    await writeFile(path, JSON.stringify([{ ...table, ratesBps: [[100, 110, 120]] }]));
    const config = loadConfig({ APP_SECRET: SECRET, DEPOSIT_RATES_PATH: path });
    expect(config.deposits.rateTables[0]).toMatchObject({
      validFrom: '2027-01-01',
      termsDays: [30],
    });
  });

  it('when the file is missing, not JSON or not a table, then boot fails naming the variable', async () => {
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '[{"currency":"EUR"}');
    const wrong = join(dir, 'wrong.json');
    await writeFile(
      wrong,
      JSON.stringify([{ ...DEFAULT_DEPOSIT_RATE_TABLES.si[0], ratesBps: [[1]] }]),
    );
    for (const path of [join(dir, 'none.json'), broken, wrong, 'relative.json']) {
      const problems = problemsOf({ APP_SECRET: SECRET, DEPOSIT_RATES_PATH: path });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('DEPOSIT_RATES_PATH');
    }
  });
});
