import { checkStudentAgeResponseSchema } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `POST prospects/noauth/checkStudentAge/` (spec 2 §3 "Student data"): whether the birth date, as
 * DD-MM-YYYY, fits the student package.
 */
export function checkStudentAge(birthdate: string): Promise<boolean> {
  return api
    .post('/onboarding/prospects/noauth/checkStudentAge/', {
      body: { birthdate },
      schema: checkStudentAgeResponseSchema(),
      // spec 3 §8: a failed check keeps the applicant on the personal data section.
      routeErrors: false,
    })
    .then((answer) => answer.birthDateOk);
}
