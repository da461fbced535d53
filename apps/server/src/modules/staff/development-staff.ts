import type { FastifyBaseLogger } from 'fastify';
import type { DevelopmentStaffAccount } from './use-cases/seed-development-staff';

/**
 * Prints the seeded development accounts once (decision 130): development only, never in
 * production, so a person running `npm start` can sign in to the operator console. The TOTP secret
 * goes into an authenticator app (or the first sign-in shows it as a QR code).
 */
export function logDevelopmentStaff(
  log: FastifyBaseLogger,
  seeded: readonly DevelopmentStaffAccount[] | null,
): void {
  if (seeded === null || seeded.length === 0) return;
  const lines = seeded.map(
    (account) =>
      `  ${account.role.padEnd(10)} ${account.email}  password: ${account.password}  TOTP secret: ${account.totpSecret}`,
  );
  log.warn(
    `Development staff accounts for the operator console (shown once):\n${lines.join('\n')}`,
  );
}
