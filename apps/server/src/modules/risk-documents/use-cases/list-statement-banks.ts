import { statementBanksOf, type TStatementBank, type VariantId } from '@onboarding/domain';

/**
 * `GET external/info/ocrbankcodes`: the banks a statement may come from, the variant's country's
 * (in al example data until the bank's own list, decision 242).
 */
export function createListStatementBanks(deps: { readonly variant: VariantId }) {
  return function bankCodes(): TStatementBank[] {
    return statementBanksOf(deps.variant).map(({ code, name, bic }) => ({ code, name, bic }));
  };
}
