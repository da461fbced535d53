import { packageStartResponseSchema, type TPackageStartResponse } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `GET onboarding/products/noauth/getPackageStart/` (spec 3 §7): the package offered when the
 * student package does not apply, with its fee.
 */
export function getPackageStart(signal?: AbortSignal): Promise<TPackageStartResponse> {
  return api.get('/onboarding/products/noauth/getPackageStart/', {
    schema: packageStartResponseSchema(),
    // Without the fee the page still offers the package.
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export function packageStartQueryOptions() {
  return queryOptions({
    queryKey: ['package-start'],
    queryFn: ({ signal }) => getPackageStart(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
