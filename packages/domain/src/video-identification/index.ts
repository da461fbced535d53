/**
 * Video identification (spec 1 §4, spec 3 §3, §4, §7). Applicant, under /services/slo,
 * session cookie, `{id}` the prospect's: `GET prospects/{id}/bandwidthcheck/info` (ZBandwidthInfo),
 * `GET …/bandwidthcheck/download` (random bytes, no-store), `POST …/bandwidthcheck/upload`
 * (octet-stream → ZBandwidthUploadResult); `PATCH prospects/{id}/videochat/start`
 * (ZVideoChatStartRequest → ZVideoChatState: joins the queue), `PATCH …/videochat/extend` (the one
 * extra 3 minutes), `GET …/videochat` (ZVideoChatState), `PATCH …/videochat/end`
 * (ZVideoChatEndRequest). Live: the notification websocket, room `videoRoomId(id)`
 * (ZVideoClientMessage in, ZVideoServerMessage out). Operators: API_BASE_OPERATOR, a staff session
 * cookie after password and TOTP; room OPERATOR_QUEUE_ROOM.
 */
export * from './requirements';
export * from './identification';
export * from './operator';
export * from './call-script';
export * from './correction';
export * from './four-eyes';
export * from './face-match';
export * from './liveness-challenge';
