import { DURATIONS_MS, normalizeActivationCode } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { RateLimiter, RateLimitRule } from '../../../infra/rate-limit/rate-limiter';
import type { ProductsService } from '../../products/service';
import { maskIban, type TActivationCodeVerifyResponse } from '../activation-check';
import { codeHash } from '../activation-codes';
import type { AccountOf } from '../ports';
import { consumeCode, findCodeByHash } from '../repository';

/**
 * The mobile app's code checks, per address: a right code is one check; ten in a quarter of an
 * hour is someone guessing (a code has about 59 bits, so guessing is hopeless anyway).
 */
export const ACTIVATION_CODE_CHECKS: RateLimitRule = {
  name: 'welcome.activation-code-check.ip',
  limit: 10,
  windowMs: 15 * DURATIONS_MS.minute,
};

const codeRefused = (status: number, code: string, message: string) =>
  new AppError(status, code, { message });

export interface VerifyActivationCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly appSecret: string;
  readonly products: Pick<ProductsService, 'find'>;
  readonly accountOf: AccountOf;
  /** The applicant's first name as entered (the mobile app greets them with it). */
  readonly firstNameOf: (prospectId: string, tx: Transaction) => Promise<string | null>;
}

/**
 * `POST processes/noauth/activationcode/verify` (decision 146): the mobile app presents the code;
 * the live code of an active product answers the applicant's first name and the masked IBAN, once
 * (the code is consumed). Every check counts against the caller's address (429 past ten in 15
 * minutes); an unknown code is 404, a used, voided or expired one 410 with its own code.
 */
export function createVerifyActivationCode(deps: VerifyActivationCodeDeps) {
  const { db, clock, products } = deps;
  return async function verifyCode(
    typed: string,
    context: RequestContext,
  ): Promise<TActivationCodeVerifyResponse> {
    await deps.rateLimiter.hit({ rule: ACTIVATION_CODE_CHECKS, subject: context.ip });
    const unknown = () =>
      codeRefused(404, 'ACTIVATION_CODE_UNKNOWN', 'No activation code is this one.');
    const code = normalizeActivationCode(typed);
    const found = code === null ? null : await findCodeByHash(db, codeHash(deps.appSecret, code));
    if (found === null) throw unknown();
    return db.transaction(async (tx) => {
      const now = clock();
      const row = await consumeCode(tx, found.id, now);
      if (row === null) {
        const current = (await findCodeByHash(tx, found.codeHash)) ?? found;
        if (current.consumedAt !== null) {
          throw codeRefused(410, 'ACTIVATION_CODE_USED', 'This code has been used.');
        }
        if (current.voidedAt !== null) {
          throw codeRefused(410, 'ACTIVATION_CODE_VOID', 'A newer code replaced this one.');
        }
        throw codeRefused(410, 'ACTIVATION_CODE_EXPIRED', 'This code has expired.');
      }
      const product = await products.find(tx, row.productId);
      // Codes are issued on activation only; a product moved on since has no app to activate.
      if (product?.productState !== 'PRODUCT_ACTIVE') throw unknown();
      const [account, firstName] = await Promise.all([
        deps.accountOf(row.prospectId, tx),
        deps.firstNameOf(row.prospectId, tx),
      ]);
      await recordAudit(tx, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'welcome.activation_code_used',
        subjectType: 'product',
        subjectId: row.productId,
        details: { activationCodeId: row.id, prospectId: row.prospectId },
      });
      return {
        firstName: firstName ?? '',
        ibanMasked: account === null ? null : maskIban(account.iban),
      };
    });
  };
}
