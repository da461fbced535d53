import { ZRiskPatchQuery, type TIncomeConfirmation } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `PATCH onboarding/products/{id}/risk?bank=CODE` (spec 3 §7, decision 147): the applicant confirms
 * the income and states the wish; the product moves to PRODUCT_EMPLOYMENT_UPLOADED. The screen
 * shows every failure itself (next to the form), so the client does not route them.
 */
export async function patchRisk(
  productId: string,
  bankCode: string,
  body: TIncomeConfirmation,
): Promise<void> {
  const query = ZRiskPatchQuery.parse({ bank: bankCode });
  await api.patch(`/onboarding/products/${encodeURIComponent(productId)}/risk`, {
    query,
    body,
    routeErrors: false,
  });
}
