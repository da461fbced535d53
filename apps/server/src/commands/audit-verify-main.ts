// `npm run audit:verify` (decisions 150, 278): checks the audit trail's hash chains and the table
// against its checkpoints in the archive; exit code 0 intact, 1 broken.
import { auditVerify } from './audit-verify';

process.exitCode = await auditVerify({
  env: process.env,
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
});
