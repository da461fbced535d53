import { API_BASE_CIB } from '@onboarding/domain';
import { createApiClient } from '../../../../lib/api/api-client';
import { handleApiFailure } from '../../../../lib/api/api';

/**
 * The older document helpers of spec 3 §7 (base /services/cib, all POST, JSON, the page's language
 * sent): the same client as the applicant API's, on the other base path.
 */
export const cibApi = createApiClient({
  baseUrl: API_BASE_CIB,
  getLanguage: () => document.documentElement.lang || 'sl',
  onFailure: handleApiFailure,
});
