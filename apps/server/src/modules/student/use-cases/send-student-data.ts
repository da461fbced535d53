import { studentFormIssues, type TStudentForm } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { PersonalDataService } from '../../personal-data/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';

export interface SendStudentDataDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly personalData: Pick<PersonalDataService, 'partialSave'>;
}

/**
 * `sendUserData`: the student data form, checked (registration number, documents) and kept
 * with the applicant's other entries; only under the Diploma package.
 */
export function createSendStudentData(deps: SendStudentDataDeps) {
  const { db, prospects, products, personalData } = deps;
  return async function sendUserData(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
    form: TStudentForm,
  ) {
    const product = await db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      return products.forProspect(tx, prospectId);
    });
    if (product?.packageName !== 'Diploma') {
      throw new AppError(409, 'NOT_STUDENT_PACKAGE', {
        message: 'Student data is asked only under the Diploma package.',
      });
    }
    const fieldErrors = studentFormIssues(form).map((issue) => ({
      field: `userInfo.${issue.field}`,
      code: issue.code,
    }));
    if (fieldErrors.length > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'The student data breaks the rules of spec 2 §5.',
        fieldErrors,
      });
    }
    await personalData.partialSave(user, prospectId, { student: form });
    return { saved: true as const };
  };
}
