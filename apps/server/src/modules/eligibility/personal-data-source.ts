import type { PersonalDataService } from '../personal-data/service';
import type { EnteredDataSource } from './entered-data';
import { enteredDataFrom } from './entered-data-from-body';

/** The data entered on /personaldata, read (decrypted) through the personal-data service. */
export function personalDataSource(
  personalData: Pick<PersonalDataService, 'storedInfo'>,
): EnteredDataSource {
  return {
    async entered(tx, prospectId) {
      const body = await personalData.storedInfo(tx, prospectId);
      return body === null ? null : enteredDataFrom(body);
    },
  };
}
