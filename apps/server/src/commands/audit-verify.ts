import { describeAuditChainReport, verifyAuditChain } from '../infra/audit/audit-chain';
import { checkpointKeyFrom } from '../infra/audit/checkpoint-seal';
import { checkpointStoreFor } from '../infra/audit/checkpoint-store';
import {
  describeCheckpointReport,
  verifyAuditCheckpoints,
} from '../infra/audit/verify-audit-checkpoints';
import { openDatabase } from '../infra/db/open-database';
import { loadCommandConfig } from './command-config';

/** What the command reads and writes; the CLI entry passes the process's, tests their own. */
export interface AuditVerifyIo {
  /** The server's configuration variables: DATABASE_URL or DATA_DIR, as the server reads them. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly print: (line: string) => void;
  readonly printError: (line: string) => void;
}

/**
 * `npm run audit:verify` (decision 150): walks every hash chain of the audit trail of the
 * configured database and prints `checked N rows in M chains: intact` or the first break. The
 * database is migrated first, as at the server's start, so an older one gets its chains.
 *
 * Then (decision 278) the table against the checkpoints in the archive (ARCHIVE_URL or
 * DATA_DIR/archive): each one's signature by the server's checkpoint key, its time-stamp's
 * imprint, and every row it sealed, naming the first row that differs. A forger who rewrites a
 * row and every later hash keeps the chains intact, not the checkpoints.
 *
 * Returns the exit code: 0 intact, 1 broken (or no usable configuration).
 */
export async function auditVerify(io: AuditVerifyIo): Promise<number> {
  const config = loadCommandConfig(io);
  if (config === null) return 1;

  const key = checkpointKeyFrom(config.appSecret);
  const store = checkpointStoreFor({ dataDir: config.dataDir, ...config.documentArchive });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const chains = await verifyAuditChain(database.db);
    const checkpoints = await verifyAuditCheckpoints(database.db, store, [key.publicKey]);
    const intact = chains.firstBreak === null && checkpoints.problem === null;
    const report = intact ? io.print : io.printError;
    report(describeAuditChainReport(chains));
    report(`checkpoint key: Ed25519 ${key.keyId}`);
    for (const line of describeCheckpointReport(checkpoints)) report(line);
    return intact ? 0 : 1;
  } finally {
    await database.close();
  }
}
