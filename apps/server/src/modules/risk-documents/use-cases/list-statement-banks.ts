import { STATEMENT_BANKS, type TStatementBank } from '@onboarding/domain';

/** `GET external/info/ocrbankcodes`: the banks a statement may come from. */
export function createListStatementBanks() {
  return function bankCodes(): TStatementBank[] {
    return STATEMENT_BANKS.map(({ code, name, bic }) => ({ code, name, bic }));
  };
}
