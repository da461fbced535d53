import { describe, expect, it } from 'vitest';
import { bossDbOf } from './boss-db';

// A database whose pool has ended, as pg-node's is after the app closed it.
const endedPool = {
  executeSql: () => Promise.reject(new Error('Cannot use a pool after calling end on the pool')),
};

describe('pg-boss on the app’s database', () => {
  it('passes a database error on while the queue runs', async () => {
    await expect(bossDbOf(endedPool, () => false).executeSql('SELECT 1')).rejects.toThrow(
      'Cannot use a pool after calling end on the pool',
    );
  });

  it('answers a late call of a stopping queue with no rows instead of an unhandled rejection', async () => {
    await expect(bossDbOf(endedPool, () => true).executeSql('SELECT 1')).resolves.toEqual({
      rows: [],
    });
  });

  it('answers a late complete of a stopping queue with a count of none, which pg-boss reads', async () => {
    const complete = `WITH results AS (UPDATE pgboss.job SET state = 'completed' RETURNING 1)
    SELECT COUNT(*) FROM results
  `;
    await expect(bossDbOf(endedPool, () => true).executeSql(complete)).resolves.toEqual({
      rows: [{ count: '0' }],
    });
  });

  it('hands the statement and its values to the database', async () => {
    const seen: unknown[] = [];
    const database = {
      executeSql: (text: string, values?: readonly unknown[]) => {
        seen.push(text, values);
        return Promise.resolve({ rows: [{ one: 1 }] });
      },
    };
    expect(await bossDbOf(database, () => false).executeSql('SELECT $1', [1])).toEqual({
      rows: [{ one: 1 }],
    });
    expect(seen).toEqual(['SELECT $1', [1]]);
  });
});
