// `npm run audit:verify` (decision 150): checks the audit trail's hash chains; exit code 0 intact,
// 1 broken.
import { auditVerify } from './audit-verify';

process.exitCode = await auditVerify({
  env: process.env,
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
});
