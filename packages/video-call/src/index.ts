/*
 * The WebRTC call of the video identification (decision 136), shared by the applicant web app and
 * the operator console. The applicant makes every offer; the operator answers.
 */
export {
  DISCONNECTED_GRACE_MS,
  SOCKET_RETRY_MS,
  VideoCall,
  sdpSessionId,
  type CallRole,
  type CallSnapshot,
  type ChatLine,
  type SocketStatus,
  type VideoCallOptions,
} from './video-call';
export { EMPTY_STATS, summariseStats, type CallStats } from './call-stats';
export {
  SOCKET_OPEN,
  browserPorts,
  type CallPorts,
  type PeerFactory,
  type PeerLike,
  type SocketFactory,
  type SocketLike,
  type StreamFactory,
} from './ports';
export { useVideoCall } from './use-video-call';
export { notificationsUrl } from './notifications-url';
