/*
 * The parts of the browser the call uses, narrowed to what it calls, so the signalling state
 * machine can be driven by fakes in tests; the browser's WebSocket and RTCPeerConnection satisfy
 * them as they are (see `browserPorts`).
 */

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface PeerLike {
  readonly connectionState: RTCPeerConnectionState;
  readonly signalingState: RTCSignalingState;
  readonly remoteDescription: RTCSessionDescriptionInit | null;
  readonly localDescription: RTCSessionDescriptionInit | null;
  addTrack(track: MediaStreamTrack, ...streams: MediaStream[]): unknown;
  createOffer(options?: RTCOfferOptions): Promise<RTCSessionDescriptionInit>;
  createAnswer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  getStats(): Promise<RTCStatsReport>;
  close(): void;
  onicecandidate: ((event: RTCPeerConnectionIceEvent) => void) | null;
  ontrack: ((event: RTCTrackEvent) => void) | null;
  onconnectionstatechange: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;
export type PeerFactory = (configuration: RTCConfiguration) => PeerLike;
/** A stream to gather the remote tracks in when the sender named none. */
export type StreamFactory = () => MediaStream;

/** WebSocket.OPEN, without reading the global (absent in Node tests). */
export const SOCKET_OPEN = 1;

export interface CallPorts {
  readonly createSocket: SocketFactory;
  readonly createPeer: PeerFactory;
  readonly createStream: StreamFactory;
}

export function browserPorts(): CallPorts {
  return {
    createSocket: (url) => new WebSocket(url),
    createPeer: (configuration) => new RTCPeerConnection(configuration),
    createStream: () => new MediaStream(),
  };
}
