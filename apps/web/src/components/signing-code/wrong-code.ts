import { isApiError } from '../../lib/api/api-error';

/** The message a wrong code gets; it is shown on the code field. */
export const WRONG_CODE_MESSAGE = 'signing.code.errors.SEC_BUS_LOG_OTP_WOT';

/** A wrong code is said beside the field, so the form does not say it again above. */
export function isWrongCode(error: unknown): boolean {
  return isApiError(error) && error.code === 'SEC_BUS_LOG_OTP_WOT';
}
