import { packageFee, PACKAGE_RULES, type TPackageStartResponse } from '@onboarding/domain';

export interface ReadPackageStartDeps {
  readonly currency: string;
}

/** `getPackageStart`: the package offered instead of Diploma and its fee (decision 013). */
export function createReadPackageStart(deps: ReadPackageStartDeps) {
  return function packageStart(): TPackageStartResponse {
    const packageName = PACKAGE_RULES.Diploma.fallback;
    // In the variant's currency only: an al applicant is never quoted euros (decision 237).
    const fee = packageFee(packageName, deps.currency);
    if (fee === null) throw new Error(`no ${deps.currency} fee of the ${packageName} package`);
    return {
      packageName,
      fee1: { months: fee.introductoryMonths, monthly: fee.introductoryMonthly },
      fee2: { monthly: fee.afterwardsMonthly },
    };
  };
}
