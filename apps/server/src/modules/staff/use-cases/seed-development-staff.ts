import { randomUUID } from 'node:crypto';
import type { StaffRole, TStaffAccount } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import { randomId } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import { countStaffAccounts, findStaffById } from '../repository';
import { enrolmentSecret } from '../totp-secrets';
import type { AddStaffAccount } from './add-staff-account';

export interface SeedDevelopmentStaffDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly log: FastifyBaseLogger;
  readonly addStaffAccount: AddStaffAccount;
}

/** A development account seeded at start, shown once in the log (decision 130). */
export interface DevelopmentStaffAccount {
  readonly email: string;
  readonly role: StaffRole;
  readonly password: string;
  readonly totpSecret: string;
}

/**
 * Development only (decision 130): with no staff account at all, one supervisor and one
 * operator with random passwords, their TOTP secrets stored (the first sign-in shows the QR
 * code of the same secret). Returns them for the log once; null when accounts exist.
 */
export function createSeedDevelopmentStaff(deps: SeedDevelopmentStaffDeps) {
  const { db, log, addStaffAccount } = deps;

  return async function seedDevelopmentStaff(): Promise<DevelopmentStaffAccount[] | null> {
    if ((await countStaffAccounts(db)) > 0) return null;
    const context: RequestContext = {
      ip: '127.0.0.1',
      userAgent: 'development seed',
      requestId: randomUUID(),
    };
    const seeded: DevelopmentStaffAccount[] = [];
    const people = [
      {
        email: 'supervisor@bank.example',
        fullName: 'Development Supervisor',
        role: 'SUPERVISOR',
      },
      { email: 'operator@bank.example', fullName: 'Development Operator', role: 'OPERATOR' },
    ] as const;
    for (const person of people) {
      const password = `Dev-${randomId(12)}`;
      let account: TStaffAccount;
      try {
        account = await addStaffAccount({ ...person, password }, null, context);
      } catch (error) {
        // Another instance seeded the same address at the same moment: it prints it.
        if (error instanceof AppError && error.code === 'STAFF_EMAIL_TAKEN') continue;
        throw error;
      }
      const row = await findStaffById(db, account.id);
      if (row === null) continue;
      seeded.push({
        email: person.email,
        role: person.role,
        password,
        totpSecret: await enrolmentSecret(deps, row),
      });
    }
    log.debug({ count: seeded.length }, 'development staff accounts seeded');
    return seeded;
  };
}
