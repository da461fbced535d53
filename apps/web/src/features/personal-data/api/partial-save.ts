import { partialSaveResponseSchema, type TPartialSave } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const infoPath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}/info/partialsave`;

/** What the applicant entered before, section by section (restored on return). */
export function getPartialSave(prospectId: string, signal?: AbortSignal): Promise<TPartialSave> {
  return api
    .get(infoPath(prospectId), {
      schema: partialSaveResponseSchema(),
      ...(signal ? { signal } : {}),
    })
    .then((answer) => answer.sections);
}

export function partialSaveQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: ['personal-data-draft', prospectId],
    queryFn: ({ signal }) => getPartialSave(prospectId, signal),
    // The form owns the values once it is open; a refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** `PATCH prospects/{id}/info/partialsave` (spec 3 §7): keeps the sections as the applicant goes. */
export function savePartial(prospectId: string, draft: TPartialSave): Promise<unknown> {
  return api.patch(infoPath(prospectId), {
    body: draft,
    schema: partialSaveResponseSchema(),
    // A save that fails is tried again with the next change; the applicant stays on the form.
    routeErrors: false,
  });
}
