import {
  ZFunnel,
  ZOperationsToday,
  type FunnelPeriod,
  type TFunnel,
  type TOperationsToday,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The supervisor's operations calls under /services/operator (decisions 270, 271). */
export interface OperationsApi {
  today(): Promise<TOperationsToday>;
  funnel(period: FunnelPeriod): Promise<TFunnel>;
}

export function createOperationsApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): OperationsApi {
  return {
    today: () => staffRequest(fetchImpl, 'operations/today', ZOperationsToday),
    funnel: (period) =>
      staffRequest(fetchImpl, `operations/funnel?period=${encodeURIComponent(period)}`, ZFunnel),
  };
}
