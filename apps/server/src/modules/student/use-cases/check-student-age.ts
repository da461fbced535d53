import {
  ageOn,
  calendarDateIn,
  compareDates,
  isAgeAllowedForPackage,
  parseDashedDate,
  type TCheckStudentAgeRequest,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../../../infra/clock';

export interface CheckStudentAgeDeps {
  readonly clock: Clock;
  readonly timeZone: string;
}

/**
 * `checkStudentAge`: DD-MM-YYYY (in `birthdate`, or `dateOfBirth` of the older check); true
 * when the applicant is of age and at most 27 (decision 093).
 */
export function createCheckStudentAge(deps: CheckStudentAgeDeps) {
  return function checkAge(request: TCheckStudentAgeRequest): { birthDateOk: boolean } {
    const field = request.birthdate === undefined ? 'dateOfBirth' : 'birthdate';
    const birth = parseDashedDate(request.birthdate ?? request.dateOfBirth ?? '');
    const today = calendarDateIn(deps.clock(), deps.timeZone);
    if (birth === null || compareDates(birth, today) > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'The birth date is not a real past day as DD-MM-YYYY.',
        fieldErrors: [{ field, code: 'personalDataRules.birthDate.format' }],
      });
    }
    return { birthDateOk: isAgeAllowedForPackage('Diploma', ageOn(birth, today)) };
  };
}
