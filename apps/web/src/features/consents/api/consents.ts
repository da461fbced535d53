import {
  ZConsentDocumentsAccepted,
  ZConsentDocumentsResponse,
  ZConsentsResult,
  type TAcceptConsentDocumentsRequest,
  type TConsentDocumentsAccepted,
  type TConsentDocumentsResponse,
  type TConsentsRequest,
  type TConsentsResult,
} from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const prospectPath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}`;

/** `POST prospects/{id}/consents`: the page handles a conflict itself (the wizard moved on). */
export function submitConsents(
  prospectId: string,
  body: TConsentsRequest,
): Promise<TConsentsResult> {
  return api.post(`${prospectPath(prospectId)}/consents`, {
    body,
    schema: ZConsentsResult,
    routeErrors: false,
  });
}

export const consentDocumentsKey = (prospectId: string) =>
  ['consent-documents', prospectId] as const;

/** `GET prospects/{id}/consentsdocuments`: made by the server on the first request. */
export function consentDocumentsQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: consentDocumentsKey(prospectId),
    queryFn: ({ signal }): Promise<TConsentDocumentsResponse> =>
      api.get(`${prospectPath(prospectId)}/consentsdocuments`, {
        schema: ZConsentDocumentsResponse,
        signal,
      }),
  });
}

export function useConsentDocuments(prospectId: string) {
  return useQuery(consentDocumentsQueryOptions(prospectId));
}

/** Where one document downloads from (the server sends it as an attachment). */
export function consentDocumentUrl(prospectId: string, documentId: string): string {
  return `/services/slo${prospectPath(prospectId)}/consentsdocuments/${encodeURIComponent(documentId)}`;
}

/** `POST prospects/{id}/consentsdocuments`: the confirmation of every document shown. */
export function acceptConsentDocuments(
  prospectId: string,
  body: TAcceptConsentDocumentsRequest,
): Promise<TConsentDocumentsAccepted> {
  return api.post(`${prospectPath(prospectId)}/consentsdocuments`, {
    body,
    schema: ZConsentDocumentsAccepted,
    routeErrors: false,
  });
}

/**
 * `documents/createlegalpdf`: the documents made again in the page's language (the client sends it
 * with every call), for an applicant who switched language after they were made.
 */
export function recreateConsentDocuments(prospectId: string): Promise<TConsentDocumentsResponse> {
  return api.post('/documents/createlegalpdf', {
    body: { prospectId },
    schema: ZConsentDocumentsResponse,
    // The documents already listed stay usable when this fails.
    routeErrors: false,
  });
}
