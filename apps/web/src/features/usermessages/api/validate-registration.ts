import {
  registrationValidateResponseSchema,
  type TRegistrationValidateResponse,
} from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/registrationvalidate { token }`: checks the link of the e-mail. */
export function validateRegistration(token: string): Promise<TRegistrationValidateResponse> {
  return api.post('/security/action/registrationvalidate', {
    body: { token },
    schema: registrationValidateResponseSchema(),
    // spec 3 §8: a token that does not decode leads to /lightsignup, which the page does.
    routeErrors: false,
  });
}

/**
 * A query rather than a mutation: a token is good once, and a query runs once per token however
 * often the page renders (StrictMode, a re-mount), where a mutation in an effect would run twice.
 */
export function validateRegistrationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['registration-validate', token],
    queryFn: () => validateRegistration(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useValidateRegistration(token: string | null) {
  return useQuery({ ...validateRegistrationQueryOptions(token ?? ''), enabled: token !== null });
}
