import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { PersonalDataService } from '../personal-data/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createChangePackage } from './use-cases/change-package';
import { createChangeProductPart } from './use-cases/change-product-part';
import { createCheckStudentAge } from './use-cases/check-student-age';
import { createReadPackageStart } from './use-cases/read-package-start';
import { createSendStudentData } from './use-cases/send-student-data';

export interface StudentServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  readonly currency: string;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly personalData: PersonalDataService;
}

/**
 * The student package (Diploma, spec 1 §4, spec 2 §3 "Student data"): the age check, the fallback
 * package and its fee, the switch to it, and the student data form.
 */
export function createStudentService(deps: StudentServiceDeps) {
  const changePackage = createChangePackage(deps);
  return {
    checkAge: createCheckStudentAge(deps),
    packageStart: createReadPackageStart(deps),
    changePackage,
    sendUserData: createSendStudentData(deps),
    changeProductPart: createChangeProductPart({ ...deps, changePackage }),
  };
}

export type StudentService = ReturnType<typeof createStudentService>;
