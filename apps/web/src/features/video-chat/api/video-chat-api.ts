import {
  API_BASE_SLO,
  bandwidthInfoSchema,
  bandwidthUploadResultSchema,
  videoChatStateSchema,
  measurement,
  type TBandwidthInfo,
  type TBandwidthMeasurement,
  type TVideoChatEndRequest,
  type TVideoChatStartRequest,
  type TVideoChatState,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

const prospectPath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}`;

/** `GET prospects/{id}/bandwidthcheck/info`: the probe sizes and the minimum (spec 3 §7). */
export function getBandwidthInfo(
  prospectId: string,
  signal?: AbortSignal,
): Promise<TBandwidthInfo> {
  return api.get(`${prospectPath(prospectId)}/bandwidthcheck/info`, {
    schema: bandwidthInfoSchema(),
    signal,
    routeErrors: false,
  });
}

/** The clock of the probes: the page's monotonic clock where there is one. */
export type Clock = () => number;
const pageClock: Clock = () => performance.now();

function bandwidthUrl(prospectId: string, probe: 'download' | 'upload'): string {
  return `${API_BASE_SLO}${prospectPath(prospectId)}/bandwidthcheck/${probe}`;
}

/** Times the download of the probe: start, end, duration and size of the blob (spec 3 §7). */
export async function measureDownload(
  prospectId: string,
  signal?: AbortSignal,
  clock: Clock = pageClock,
): Promise<TBandwidthMeasurement> {
  const start = clock();
  const response = await fetch(bandwidthUrl(prospectId, 'download'), {
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`bandwidth download answered ${response.status}`);
  const body = await response.arrayBuffer();
  return measurement(start, clock(), body.byteLength);
}

/** Random bytes, so no proxy on the way can compress the probe into a flattering figure. */
export function randomProbe(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  // getRandomValues fills at most 65 536 bytes a call.
  for (let offset = 0; offset < size; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(offset + 65_536, size)));
  }
  return bytes;
}

/** Times the upload of `sizeBytes` random bytes; the size is what the server says arrived. */
export async function measureUpload(
  prospectId: string,
  sizeBytes: number,
  signal?: AbortSignal,
  clock: Clock = pageClock,
): Promise<TBandwidthMeasurement> {
  const body = randomProbe(sizeBytes);
  const start = clock();
  const response = await fetch(bandwidthUrl(prospectId, 'upload'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const end = clock();
  if (!response.ok) throw new Error(`bandwidth upload answered ${response.status}`);
  const result = bandwidthUploadResultSchema().parse(await response.json());
  return measurement(start, end, result.receivedBytes);
}

/** `PATCH prospects/{id}/videochat/start`: joins the queue (or answers the open identification). */
export function startVideoChat(
  prospectId: string,
  body: TVideoChatStartRequest,
): Promise<TVideoChatState> {
  return api.patch(`${prospectPath(prospectId)}/videochat/start`, {
    body,
    schema: videoChatStateSchema(),
    routeErrors: false,
  });
}

/** `PATCH prospects/{id}/videochat/extend`: the one extra wait of 3 minutes. */
export function extendVideoChat(prospectId: string): Promise<TVideoChatState> {
  return api.patch(`${prospectPath(prospectId)}/videochat/extend`, {
    schema: videoChatStateSchema(),
    routeErrors: false,
  });
}

/** `PATCH prospects/{id}/videochat/end`: leaves the queue or the call. */
export async function endVideoChat(prospectId: string, body: TVideoChatEndRequest): Promise<void> {
  await api.patch(`${prospectPath(prospectId)}/videochat/end`, { body, routeErrors: false });
}

/** `GET prospects/{id}/videochat`: the latest identification's state. */
export function getVideoChat(prospectId: string, signal?: AbortSignal): Promise<TVideoChatState> {
  return api.get(`${prospectPath(prospectId)}/videochat`, {
    schema: videoChatStateSchema(),
    signal,
    routeErrors: false,
  });
}
