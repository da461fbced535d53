import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createDatabaseBus, MAX_NOTIFY_PAYLOAD_BYTES } from '../realtime/realtime-bus';
import { notifyOnCommit } from './notify-on-commit';

// The database adapter's contract (decision 227): what the services rely on behaves the same on
// embedded PGlite and on PostgreSQL. Run by the db-contract projects, once on each engine.

/** Resolves with the payloads heard on `channel` once `count` have arrived (or after a second). */
async function heard(
  database: TestDatabase,
  channel: string,
  act: () => Promise<void>,
  count = 1,
): Promise<string[]> {
  const payloads: string[] = [];
  const stop = await database.handle.listen(channel, (payload) => payloads.push(payload));
  try {
    await act();
    for (let waited = 0; payloads.length < count && waited < 1000; waited += 10) await sleep(10);
    // Anything more than expected would arrive now.
    await sleep(50);
    return payloads;
  } finally {
    await stop();
  }
}

describe('the database adapter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('when SQL text is run with values, then the rows come back typed by PostgreSQL', async () => {
    const { rows } = await database.handle.executeSql(
      'select $1::int + 1 as next, $2::text as word',
      [41, 'Čebelica'],
    );
    expect(rows).toEqual([{ next: 42, word: 'Čebelica' }]);
  });

  it('when SQL text holds several statements, then all run, and a failing one undoes its transaction', async () => {
    await database.handle.executeSql(
      'create table contract_probe (id int primary key); insert into contract_probe values (1);',
    );
    await expect(
      database.handle.executeSql(
        'begin; insert into contract_probe values (2); insert into contract_probe values (1); commit;',
      ),
    ).rejects.toThrow();
    const { rows } = await database.handle.executeSql('select id from contract_probe order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('when a Drizzle transaction throws, then nothing of it is kept', async () => {
    await database.handle.executeSql('create table contract_rollback (id int)');
    await expect(
      database.handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into contract_rollback values (1)`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await database.handle.executeSql(
      'select count(*)::int as n from contract_rollback',
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('when a NOTIFY is sent, then a listener on the channel hears it, and one on another does not', async () => {
    const other: string[] = [];
    const stopOther = await database.handle.listen('contract_other', (payload) =>
      other.push(payload),
    );
    const payloads = await heard(database, 'contract_channel', () =>
      database.handle.notify('contract_channel', 'ž payload'),
    );
    await stopOther();
    expect(payloads).toEqual(['ž payload']);
    expect(other).toEqual([]);
  });

  it('when a listener stops, then it hears nothing more', async () => {
    const payloads: string[] = [];
    const stop = await database.handle.listen('contract_stop', (payload) => payloads.push(payload));
    await stop();
    await database.handle.notify('contract_stop', 'late');
    await sleep(100);
    expect(payloads).toEqual([]);
  });

  it('when a NOTIFY is sent inside a transaction, then it is heard only if the transaction commits', async () => {
    const committed = await heard(database, 'contract_commit', () =>
      database.handle.db.transaction((tx) => notifyOnCommit(tx, 'contract_commit', 'kept')),
    );
    expect(committed).toEqual(['kept']);
    const rolledBack = await heard(database, 'contract_commit', async () => {
      await database.handle.db
        .transaction(async (tx) => {
          await notifyOnCommit(tx, 'contract_commit', 'dropped');
          throw new Error('undo');
        })
        .catch(() => undefined);
    });
    expect(rolledBack).toEqual([]);
  });

  it('when the realtime bus carries a message larger than NOTIFY takes, then it arrives whole', async () => {
    const bus = createDatabaseBus(database.handle);
    const received: string[] = [];
    await bus.subscribe((payload) => received.push(payload));
    // A video call's SDP offer: repetitive text well over the 8000 bytes NOTIFY allows.
    const large = JSON.stringify({ sdp: 'a=candidate:1 1 udp 2122260223 '.repeat(600) });
    expect(Buffer.byteLength(large)).toBeGreaterThan(MAX_NOTIFY_PAYLOAD_BYTES);
    await bus.publish('{"small":true}');
    await bus.publish(large);
    for (let waited = 0; received.length < 2 && waited < 2000; waited += 10) await sleep(10);
    await bus.close();
    expect(received).toEqual(['{"small":true}', large]);
  });

  it('when pinged, then it answers; when closed twice, then the second close does nothing', async () => {
    const own = await createTestDatabase();
    await expect(own.handle.ping()).resolves.toBeUndefined();
    await own.handle.close();
    await expect(own.handle.close()).resolves.toBeUndefined();
    await own.dispose();
  });
});
