import { isProcessName } from '@onboarding/domain';
import type { I18n } from '@onboarding/web-shell';

/** The product's name as the applicant saw it on the start page; an unknown code as it is. */
export function processName(process: string, t: I18n['t']): string {
  return isProcessName(process) ? t(`start.products.${process}.name`) : process;
}
