import {
  ageOn,
  calendarDateIn,
  compareDates,
  isAgeAllowedForPackage,
  packageFee,
  PACKAGE_RULES,
  parseDashedDate,
  studentFormIssues,
  type PackageName,
  type TCheckStudentAgeRequest,
  type TPackageStartResponse,
  type TStudentForm,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { PersonalDataService } from '../personal-data/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';

export interface StudentServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  readonly currency: string;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly personalData: PersonalDataService;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The package can change only before the personal data is stored (spec 1 §4 student path). */
const STATES_BEFORE_INFO = ['PROSPECT_EMAIL_CHECKED', 'PROSPECT_IDS_UPLOADED'];

/**
 * The student package (Diploma, spec 1 §4, spec 2 §3 "Student data"): the age check, the fallback
 * package and its fee, the switch to it, and the student data form.
 */
export function createStudentService(deps: StudentServiceDeps) {
  const { db, clock, prospects, products, personalData } = deps;

  return {
    /**
     * `checkStudentAge`: DD-MM-YYYY (in `birthdate`, or `dateOfBirth` of the older check); true
     * when the applicant is of age and at most 27 (decision 093).
     */
    checkAge(request: TCheckStudentAgeRequest): { birthDateOk: boolean } {
      const field = request.birthdate === undefined ? 'dateOfBirth' : 'birthdate';
      const birth = parseDashedDate(request.birthdate ?? request.dateOfBirth ?? '');
      const today = calendarDateIn(clock(), deps.timeZone);
      if (birth === null || compareDates(birth, today) > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'The birth date is not a real past day as DD-MM-YYYY.',
          fieldErrors: [{ field, code: 'personalDataRules.birthDate.format' }],
        });
      }
      return { birthDateOk: isAgeAllowedForPackage('Diploma', ageOn(birth, today)) };
    },

    /** `getPackageStart`: the package offered instead of Diploma and its fee (decision 013). */
    packageStart(): TPackageStartResponse {
      const packageName = PACKAGE_RULES.Diploma.fallback;
      const fee = packageFee(packageName, deps.currency) ?? packageFee(packageName, 'EUR');
      if (fee === null) throw new Error(`no fee of the ${packageName} package`);
      return {
        packageName,
        fee1: { months: fee.introductoryMonths, monthly: fee.introductoryMonthly },
        fee2: { monthly: fee.afterwardsMonthly },
      };
    },

    /**
     * `changeProduct/{id}`: the applicant's Diploma product becomes the package it falls back to
     * (Digital), before the personal data is stored. Another switch is refused (409).
     */
    async changePackage(
      user: Pick<SessionUser, 'userId'>,
      productId: string,
      packageName: PackageName,
      context: RequestContext,
    ) {
      return db.transaction(async (tx) => {
        const product = UUID_PATTERN.test(productId) ? await products.find(tx, productId) : null;
        if (product?.prospectId == null) {
          throw new AppError(404, 'NOT_FOUND', { message: 'No such product.' });
        }
        const prospect = await prospects.requireOwn(tx, user, product.prospectId);
        const current = product.packageName;
        if (current === packageName) return { productId, packageName };
        if (current === null || PACKAGE_RULES[current].fallback !== packageName) {
          throw new AppError(409, 'PACKAGE_CHANGE_NOT_ALLOWED', {
            message: `A ${current ?? 'product without a package'} cannot become ${packageName}.`,
          });
        }
        if (!STATES_BEFORE_INFO.includes(prospect.state)) {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: 'The package can only change before the personal data is stored.',
          });
        }
        await products.changePackage(tx, productId, packageName);
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'product.package_changed',
          subjectType: 'product',
          subjectId: productId,
          details: { from: current, to: packageName },
        });
        return { productId, packageName };
      });
    },

    /**
     * `sendUserData`: the student data form, checked (registration number, documents) and kept
     * with the applicant's other entries; only under the Diploma package.
     */
    async sendUserData(user: Pick<SessionUser, 'userId'>, prospectId: string, form: TStudentForm) {
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
    },
  };
}
