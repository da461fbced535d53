import type { VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createLastWrittenDrafts } from './drafts';
import { prepareDraftQueries } from './repository';
import { createReadApplicantName } from './use-cases/read-applicant-name';
import { createReadOwnDraft } from './use-cases/read-own-draft';
import { createReadOwnInfo } from './use-cases/read-own-info';
import { createReadProspectView } from './use-cases/read-prospect-view';
import { createReadStoredInfo } from './use-cases/read-stored-info';
import { createSaveDefinedUserData } from './use-cases/save-defined-user-data';
import { createSaveDraft } from './use-cases/save-draft';
import { createSubmitPersonalData } from './use-cases/submit-personal-data';
import { createSubmitVerifiedUserData } from './use-cases/submit-verified-user-data';

export interface PersonalDataServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  /** IANA zone of the bank: "today" for ages and document dates is its calendar day. */
  readonly timeZone: string;
  /** The country variant: its identifiers (EMŠO or NID, tax number, IBAN) and postal codes. */
  readonly variant?: VariantId;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  /** The staff case search's index, written with the body (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase' | 'openApplicationsOfSamePerson'>;
}

/**
 * The personal data step (decision 093): drafts kept as the applicant types
 * (`info/partialsave`), the final prospect request body (`PATCH prospects/{id}/info`) and reading
 * it back for later steps. Everything stored is sealed with the data cipher: the body carries
 * EMSO, tax number, IBAN and document numbers (DESIGN "PII").
 */
export function createPersonalDataService(deps: PersonalDataServiceDeps) {
  // Shared by the use cases: the prepared draft queries and this instance's last drafts written.
  const drafts = prepareDraftQueries(deps.db);
  const lastWritten = createLastWrittenDrafts();
  const storedInfo = createReadStoredInfo(deps);
  const partialSave = createSaveDraft({ ...deps, drafts, lastWritten });
  const submit = createSubmitPersonalData({ ...deps, lastWritten });
  return {
    draftOfOwn: createReadOwnDraft({ ...deps, drafts, storedInfo }),
    partialSave,
    submit,
    infoOfOwn: createReadOwnInfo({ ...deps, storedInfo }),
    storedInfo,
    saveDefinedUserData: createSaveDefinedUserData({ ...deps, partialSave }),
    submitVerifiedUserData: createSubmitVerifiedUserData({ ...deps, submit }),
    applicantName: createReadApplicantName({ ...deps, storedInfo }),
    prospectView: createReadProspectView(deps),
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
