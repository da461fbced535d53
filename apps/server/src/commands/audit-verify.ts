import { describeAuditChainReport, verifyAuditChain } from '../infra/audit/audit-chain';
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
 * database is migrated first, as at the server's start, so an older one gets its chains. Returns
 * the exit code: 0 intact, 1 broken (or no usable configuration).
 */
export async function auditVerify(io: AuditVerifyIo): Promise<number> {
  const config = loadCommandConfig(io);
  if (config === null) return 1;

  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const report = await verifyAuditChain(database.db);
    const line = describeAuditChainReport(report);
    if (report.firstBreak === null) {
      io.print(line);
      return 0;
    }
    io.printError(line);
    return 1;
  } finally {
    await database.close();
  }
}
