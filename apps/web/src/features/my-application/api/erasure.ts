import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api';

/** Where an erasure request stands (decision 157, the contract with the server). */
export const ERASURE_STATUSES = ['NONE', 'CONFIRMATION_SENT', 'SCHEDULED'] as const;

/** The masked address may come with the status too; the section then names it. */
export const ZErasureStatus = z.object({
  status: z.enum(ERASURE_STATUSES),
  email: z.string().optional(),
});
export type TErasureStatus = z.infer<typeof ZErasureStatus>;

export const ZErasureRequested = z.object({
  status: z.literal('CONFIRMATION_SENT'),
  email: z.string(),
});
export type TErasureRequested = z.infer<typeof ZErasureRequested>;

const erasurePath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}/erasure`;

export const erasureStatusKey = (prospectId: string) => ['erasure', prospectId] as const;

/**
 * `GET onboarding/prospects/{id}/erasure`: whether a request is waiting for its e-mail link or
 * already confirmed. The section shows its own message on failure.
 */
export function erasureStatusQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: erasureStatusKey(prospectId),
    queryFn: ({ signal }): Promise<TErasureStatus> =>
      api.get(erasurePath(prospectId), { schema: ZErasureStatus, signal, routeErrors: false }),
  });
}

/**
 * `POST onboarding/prospects/{id}/erasure {}`: sends the confirmation link; nothing is deleted
 * before the applicant opens it. The section shows a failure next to the action.
 */
export function requestErasure(prospectId: string): Promise<TErasureRequested> {
  return api.post(erasurePath(prospectId), {
    body: {},
    schema: ZErasureRequested,
    routeErrors: false,
  });
}
