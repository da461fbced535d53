import {
  ZHandoffLink,
  ZHandoffSession,
  ZHandoffSmsResponse,
  ZHandoffStatus,
  type THandoffLink,
  type THandoffSession,
  type THandoffSmsForm,
  type THandoffSmsResponse,
  type THandoffStatus,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

const HANDOFF = '/onboarding/documents/handoff';

/** `POST onboarding/documents/handoff`: the link for the QR code (a fresh token each time). */
export function createHandoff(uid: string, prospectId: string): Promise<THandoffLink> {
  return api.post(HANDOFF, { body: { uid, prospectId }, schema: ZHandoffLink });
}

/** `POST onboarding/documents/handoff/{tid}/sms`: the link by text message. */
export function sendHandoffSms(tid: string, form: THandoffSmsForm): Promise<THandoffSmsResponse> {
  return api.post(`${HANDOFF}/${encodeURIComponent(tid)}/sms`, {
    body: form,
    schema: ZHandoffSmsResponse,
    routeErrors: false,
  });
}

/** `GET onboarding/documents/handoff/{tid}`: the status, for polling. Failures stay quiet. */
export function getHandoffStatus(tid: string, signal?: AbortSignal): Promise<THandoffStatus> {
  return api.get(`${HANDOFF}/${encodeURIComponent(tid)}`, {
    schema: ZHandoffStatus,
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}

/** `POST onboarding/documents/handoff/session`: the phone trades the link's token for its session. */
export function exchangeHandoffToken(token: string): Promise<THandoffSession> {
  return api.post(`${HANDOFF}/session`, {
    body: { token },
    schema: ZHandoffSession,
    routeErrors: false,
  });
}

/** `POST onboarding/documents/handoff/{tid}/finalize`: the phone sends the photos. */
export function finalizeHandoff(tid: string): Promise<THandoffStatus> {
  return api.post(`${HANDOFF}/${encodeURIComponent(tid)}/finalize`, {
    schema: ZHandoffStatus,
    routeErrors: false,
  });
}
