import { statementBankOf, type TStatementBank, type VariantId } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';

/** `GET external/info/ocrbanks/code?codeBank`: one bank of the variant's; 404 when unknown. */
export function createFindStatementBank(deps: { readonly variant: VariantId }) {
  return function bankByCode(code: string): TStatementBank {
    const bank = statementBankOf(code.trim(), deps.variant);
    if (bank === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such bank code.' });
    return bank;
  };
}
