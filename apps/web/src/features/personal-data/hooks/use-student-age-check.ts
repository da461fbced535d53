import { formatDashedDate, parseDottedDate } from '@onboarding/domain';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { checkStudentAge } from '../api/check-student-age';

export type StudentAgeOutcome = 'ok' | 'failed' | 'notStudentAge';

/**
 * The birth-date check of the Diploma package (spec 2 §3, §5 "Students", spec 3 §8): a date the
 * form does not accept makes no call and takes the failure path (the applicant stays on the
 * personal data section); `birthDateOk` false leads to /usermessages/fromEcoForYouToEco, which
 * offers the Digital package. The same date is checked once. A quiet check (when the applicant
 * leaves the field) does not take the failure path: focus is not pulled back while they move on.
 */
export function useStudentAgeCheck(
  onFailure: () => void,
  check: (birthdate: string) => Promise<boolean> = checkStudentAge,
) {
  const navigate = useNavigate();
  const checked = useRef<string | null>(null);
  return useCallback(
    async (birthDate: string, quiet = false): Promise<StudentAgeOutcome> => {
      const fail = (): StudentAgeOutcome => {
        if (!quiet) onFailure();
        return 'failed';
      };
      const date = parseDottedDate(birthDate);
      if (date === null) return fail();
      const dashed = formatDashedDate(date);
      if (checked.current === dashed) return 'ok';
      try {
        if (await check(dashed)) {
          checked.current = dashed;
          return 'ok';
        }
        await navigate(paths.fromEcoForYouToEco.getHref());
        return 'notStudentAge';
      } catch {
        return fail();
      }
    },
    [check, navigate, onFailure],
  );
}
