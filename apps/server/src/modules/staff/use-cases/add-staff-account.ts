import { randomUUID } from 'node:crypto';
import type { Language, TCreateStaffRequest, TStaffAccount } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { isCommonPassword } from '../../../infra/crypto/common-passwords';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { findStaffById, insertStaffAccount } from '../repository';
import { normalizeStaffEmail } from '../staff-email';
import { accountOf } from '../staff-views';

export interface AddStaffAccountDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly passwordHasher: PasswordHasher;
  /** The language of a new account (the variant's default). */
  readonly defaultLanguage: Language;
}

/**
 * `POST staff` (supervisor), or the development seed (`by` null, audited as the system): an
 * operator or supervisor account whose TOTP is enrolled at its first sign-in.
 */
export function createAddStaffAccount(deps: AddStaffAccountDeps) {
  const { db, clock, passwordHasher } = deps;

  return async function addStaffAccount(
    request: TCreateStaffRequest,
    by: StaffCaller | null,
    context: RequestContext,
  ): Promise<TStaffAccount> {
    if (isCommonPassword(request.password)) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'This password is too common.',
        fieldErrors: [{ field: 'password', code: 'operator.validation.passwordCommon' }],
      });
    }
    const id = randomUUID();
    const email = normalizeStaffEmail(request.email);
    const passwordHash = await passwordHasher.hash(request.password);
    const now = clock();
    const created = await db.transaction(async (tx) => {
      const isNew = await insertStaffAccount(tx, {
        id,
        email,
        fullName: request.fullName.trim(),
        role: request.role,
        passwordHash,
        language: deps.defaultLanguage,
        createdBy: by?.staffId ?? null,
        now,
      });
      if (!isNew) return false;
      await recordAudit(tx, context, {
        actorType: by === null ? 'system' : 'operator',
        actorId: by?.staffId ?? null,
        action: 'staff.created',
        subjectType: 'staff',
        subjectId: id,
        details: { role: request.role },
      });
      return true;
    });
    if (!created) {
      throw new AppError(409, 'STAFF_EMAIL_TAKEN', {
        message: 'A staff account with this e-mail exists already.',
        fieldErrors: [{ field: 'email', code: 'STAFF_EMAIL_TAKEN' }],
      });
    }
    const row = await findStaffById(db, id);
    if (row === null) throw new Error(`staff account ${id} vanished after its creation`);
    return accountOf(row);
  };
}

export type AddStaffAccount = ReturnType<typeof createAddStaffAccount>;
