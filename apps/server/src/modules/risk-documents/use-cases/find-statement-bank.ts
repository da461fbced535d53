import { statementBankOf, type TStatementBank } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';

/** `GET external/info/ocrbanks/code?codeBank`: one bank; 404 when the mark is unknown. */
export function createFindStatementBank() {
  return function bankByCode(code: string): TStatementBank {
    const bank = statementBankOf(code.trim());
    if (bank === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such bank code.' });
    return bank;
  };
}
