import {
  CALL_REJOIN_WINDOW_MS,
  ZNotificationServerMessage,
  videoServerMessageSchema,
  type TSignal,
  type TVideoClientMessage,
  type TVideoServerMessage,
} from '@onboarding/domain';
import { EMPTY_STATS, summariseStats, type CallStats } from './call-stats';
import { SOCKET_OPEN, browserPorts, type CallPorts, type PeerLike, type SocketLike } from './ports';

/** APPLICANT is the caller (makes every offer); OPERATOR answers (decision 136). */
export type CallRole = 'APPLICANT' | 'OPERATOR';

/** spec 3 §8: a dropped notification socket is opened again after a second. */
export const SOCKET_RETRY_MS = 1_000;
/** How long a "disconnected" peer gets to recover on its own before the caller restarts ICE. */
export const DISCONNECTED_GRACE_MS = 2_500;
/** A request for a fresh offer this soon after an answered one is served by it. */
const OFFER_PATIENCE_MS = 3_000;

export interface ChatLine {
  readonly from: CallRole;
  readonly text: string;
  readonly at: string;
  readonly mine: boolean;
}

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface CallSnapshot {
  readonly socket: SocketStatus;
  /** The peer connection's state; 'new' before the first offer. */
  readonly connection: RTCPeerConnectionState;
  readonly remoteStream: MediaStream | null;
  /** Whether the other person is in the room, as the server last said (null: not said yet). */
  readonly otherPresent: boolean | null;
  /** The call dropped and is being joined again (within the rejoin window). */
  readonly rejoining: boolean;
  /** The call stayed down longer than the rejoin window: the identification starts again. */
  readonly rejoinExpired: boolean;
  readonly chat: readonly ChatLine[];
  /** The code of the last ERROR message the server sent this room, if any. */
  readonly lastError: string | null;
}

export interface VideoCallOptions {
  /** The notification websocket's address (`ws(s)://host/services/slo/onboarding/notifications`). */
  readonly socketUrl: string;
  /** `videoRoomId(identificationId)`. */
  readonly roomId: string;
  /** The applicant's uid or the staff member's id, as the server knows the caller. */
  readonly userId: string;
  readonly role: CallRole;
  /** The camera and microphone; null joins the room for its messages without a call yet. */
  readonly localStream: MediaStream | null;
  readonly iceServers: readonly RTCIceServer[];
  /** Every message of this room (VIDEO_STATE, INTERACTION, ANSWER, …), signalling included. */
  readonly onMessage?: (message: TVideoServerMessage) => void;
  readonly ports?: CallPorts;
  readonly socketRetryMs?: number;
  readonly rejoinWindowMs?: number;
  readonly disconnectedGraceMs?: number;
  readonly now?: () => number;
}

type Listener = () => void;
type OfferMode = 'fresh' | 'iceRestart';
type ClientData<T extends TVideoClientMessage['type']> = Extract<
  TVideoClientMessage,
  { type: T }
>['payload']['data'];

const INITIAL: CallSnapshot = {
  socket: 'connecting',
  connection: 'new',
  remoteStream: null,
  otherPresent: null,
  rejoining: false,
  rejoinExpired: false,
  chat: [],
  lastError: null,
};

/** The session id of an SDP's `o=` line: the same for an ICE restart, new for a new connection. */
export function sdpSessionId(sdp: string | undefined): string | null {
  const match = /^o=\S+ (\S+) /m.exec(sdp ?? '');
  return match?.[1] ?? null;
}

/**
 * One side of a video identification call (DESIGN "Video identification"): joins the room on the
 * notification websocket (START, again after every reconnect), runs the RTCPeerConnection with
 * SIGNAL messages relayed by the server, keeps the text chat, and rejoins a dropped call: the
 * applicant offers again (an ICE restart on its connection, or a fresh connection) when the
 * operator returns, asks for it, or ICE fails; the operator answers whichever offer arrives.
 */
export class VideoCall {
  private readonly options: VideoCallOptions;
  private readonly ports: CallPorts;
  private readonly now: () => number;
  private snapshot: CallSnapshot = INITIAL;
  private readonly listeners = new Set<Listener>();
  private socket: SocketLike | null = null;
  private peer: PeerLike | null = null;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** The applicant's own candidates of the current connection, sent again with a re-sent offer. */
  private localCandidates: TSignal[] = [];
  /** The applicant owes an offer that could not be sent (socket down or no stream yet). */
  private offerOwed: OfferMode | null = null;
  /**
   * The operator's answer waits for its own camera and microphone: an answer made without them
   * would carry no tracks, and the applicant would see and hear nothing (only the applicant offers).
   */
  private offerAwaitingStream: string | null = null;
  private lastOfferAt = 0;
  private localStream: MediaStream | null;
  /** The queue of signalling steps (see `run`). */
  private signalChain: Promise<void> = Promise.resolve();

  constructor(options: VideoCallOptions) {
    this.options = options;
    this.ports = options.ports ?? browserPorts();
    this.now = options.now ?? Date.now;
    this.localStream = options.localStream;
  }

  // --- observation (useSyncExternalStore-shaped) ---

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CallSnapshot => this.snapshot;

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  // --- lifecycle ---

  start(): void {
    this.stopped = false;
    this.openSocket();
  }

  /** Leaves the room (END) and closes everything; the call object is done. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.socket !== null) {
      if (this.socket.readyState === SOCKET_OPEN) this.sendRaw({ messageType: 'END' });
      this.socket.close();
      this.socket = null;
    }
    this.closePeer();
    this.update({ socket: 'closed', connection: 'closed' });
  }

  /** The camera and microphone arrive after joining the room (the queue needs no call). */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
    const owed = this.offerOwed;
    if (stream !== null && owed !== null) this.run(() => this.offer(owed));
    const waiting = this.offerAwaitingStream;
    if (stream !== null && waiting !== null) {
      this.offerAwaitingStream = null;
      this.run(() => this.answer(waiting));
    }
  }

  // --- sending ---

  sendChat(text: string): boolean {
    const trimmed = text.trim();
    if (trimmed === '') return false;
    const sent = this.send('CHAT', { text: trimmed.slice(0, 500) });
    if (sent) {
      const line: ChatLine = {
        from: this.options.role,
        text: trimmed.slice(0, 500),
        at: new Date(this.now()).toISOString(),
        mine: true,
      };
      this.update({ chat: [...this.snapshot.chat, line] });
    }
    return sent;
  }

  /** One DATA message of this room (answers of the overlay: SEND_OTP, SEND_CONSENT, …). */
  send<T extends TVideoClientMessage['type']>(type: T, data: ClientData<T>): boolean {
    return this.sendRaw({ messageType: 'DATA', type, data });
  }

  async stats(): Promise<CallStats> {
    if (this.peer === null) return EMPTY_STATS;
    const report = await this.peer.getStats();
    const entries: Record<string, unknown>[] = [];
    report.forEach((entry: unknown) => {
      if (typeof entry === 'object' && entry !== null)
        entries.push(entry as Record<string, unknown>);
    });
    return summariseStats(entries);
  }

  private sendRaw(message: { messageType: string; type?: string; data?: unknown }): boolean {
    const socket = this.socket;
    if (socket === null || socket.readyState !== SOCKET_OPEN) return false;
    const { roomId, userId } = this.options;
    const payload =
      message.data === undefined ? { roomId, userId } : { roomId, userId, data: message.data };
    const wire =
      message.type === undefined
        ? { messageType: message.messageType, payload }
        : { messageType: message.messageType, type: message.type, payload };
    socket.send(JSON.stringify(wire));
    return true;
  }

  private sendSignal(signal: TSignal): boolean {
    return this.send('SIGNAL', signal);
  }

  // --- the websocket ---

  private openSocket(): void {
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.ports.createSocket(this.options.socketUrl);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.sendRaw({ messageType: 'START' });
      this.update({ socket: 'open' });
      this.onJoined();
    });
    socket.addEventListener('message', (event) => {
      if (this.socket === socket) this.receive(event.data);
    });
    const dropped = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
    socket.addEventListener('close', dropped);
    socket.addEventListener('error', dropped);
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer !== null) return;
    this.update({ socket: 'reconnecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.openSocket();
    }, this.options.socketRetryMs ?? SOCKET_RETRY_MS);
  }

  /** After every (re)join: the applicant sends an offer it owes; the operator asks for a fresh one. */
  private onJoined(): void {
    if (this.options.role === 'APPLICANT') {
      const owed = this.offerOwed;
      if (owed !== null) this.run(() => this.offer(owed));
    } else if (this.snapshot.connection !== 'connected') {
      // The operator joins (or rejoins) to talk: the applicant, if there, offers on this.
      this.sendSignal({ kind: 'restart' });
    }
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = videoServerMessageSchema().safeParse(json);
    if (!parsed.success) {
      const other = ZNotificationServerMessage.safeParse(json);
      if (
        other.success &&
        other.data.type === 'ERROR' &&
        other.data.payload.roomId === this.options.roomId
      ) {
        this.update({ lastError: other.data.payload.code });
      }
      return;
    }
    const message = parsed.data;
    if (message.payload.roomId !== this.options.roomId) return;
    this.handle(message);
    this.options.onMessage?.(message);
  }

  private handle(message: TVideoServerMessage): void {
    const other: CallRole = this.options.role === 'APPLICANT' ? 'OPERATOR' : 'APPLICANT';
    switch (message.type) {
      case 'SIGNAL':
        if (message.payload.from === other) this.enqueueSignal(message.payload.data);
        return;
      case 'CHAT':
        // Our own lines are shown when sent; an echo of them is not shown twice.
        if (message.payload.from === other) {
          const line: ChatLine = { from: other, ...message.payload.data, mine: false };
          this.update({ chat: [...this.snapshot.chat, line] });
        }
        return;
      case 'PRESENCE':
        if (message.payload.data.who === other) this.onPresence(message.payload.data.present);
        return;
      case 'VIDEO_STATE':
        // A reloaded applicant page finds its call running: it offers without waiting for PRESENCE.
        if (
          this.options.role === 'APPLICANT' &&
          message.payload.data.status === 'IN_CALL' &&
          this.peer === null
        ) {
          this.run(() => this.offer('fresh'));
        }
        return;
      default:
        return;
    }
  }

  private onPresence(present: boolean): void {
    this.update({ otherPresent: present });
    if (!present) {
      if (this.peer !== null) this.beginRejoin();
      return;
    }
    if (this.options.role === 'APPLICANT') this.run(() => this.offer('fresh'));
    else if (this.snapshot.connection !== 'connected') this.sendSignal({ kind: 'restart' });
  }

  // --- the peer connection ---

  private newPeer(): PeerLike {
    this.closePeer();
    const peer = this.ports.createPeer({ iceServers: [...this.options.iceServers] });
    this.peer = peer;
    this.pendingCandidates = [];
    this.localCandidates = [];
    const remote = this.ports.createStream();
    this.update({ remoteStream: remote, connection: peer.connectionState });
    if (this.localStream !== null) {
      for (const track of this.localStream.getTracks()) peer.addTrack(track, this.localStream);
    }
    peer.ontrack = (event) => {
      if (this.peer !== peer) return;
      const stream = this.snapshot.remoteStream ?? remote;
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
      // A new object tells React that the stream's tracks changed.
      this.update({ remoteStream: stream });
    };
    peer.onicecandidate = (event) => {
      if (this.peer !== peer || event.candidate === null) return;
      const { candidate, sdpMid, sdpMLineIndex } = event.candidate;
      if (candidate === '') return;
      const signal: TSignal = {
        kind: 'candidate',
        candidate,
        sdpMid: sdpMid ?? null,
        sdpMLineIndex: sdpMLineIndex ?? null,
      };
      this.localCandidates.push(signal);
      this.sendSignal(signal);
    };
    peer.onconnectionstatechange = () => {
      if (this.peer === peer) this.onConnectionState(peer.connectionState);
    };
    return peer;
  }

  private closePeer(): void {
    if (this.peer === null) return;
    const peer = this.peer;
    this.peer = null;
    peer.onicecandidate = null;
    peer.ontrack = null;
    peer.onconnectionstatechange = null;
    peer.close();
  }

  private onConnectionState(state: RTCPeerConnectionState): void {
    this.update({ connection: state });
    if (state === 'connected') {
      this.endRejoin();
      return;
    }
    if (state === 'disconnected') {
      this.beginRejoin();
      // Often a short loss heals by itself; the caller restarts ICE only if it does not.
      if (this.graceTimer === null) {
        this.graceTimer = setTimeout(() => {
          this.graceTimer = null;
          if (this.snapshot.connection !== 'connected') this.recover();
        }, this.options.disconnectedGraceMs ?? DISCONNECTED_GRACE_MS);
      }
      return;
    }
    if (state === 'failed') {
      this.beginRejoin();
      this.recover();
    }
  }

  private recover(): void {
    if (this.options.role === 'APPLICANT') this.run(() => this.offer('iceRestart'));
    else this.sendSignal({ kind: 'restart' });
  }

  private beginRejoin(): void {
    if (this.snapshot.rejoining) return;
    this.update({ rejoining: true, rejoinExpired: false });
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = null;
      if (this.snapshot.connection !== 'connected') this.update({ rejoinExpired: true });
    }, this.options.rejoinWindowMs ?? CALL_REJOIN_WINDOW_MS);
  }

  private endRejoin(): void {
    if (this.rejoinTimer !== null) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
    if (this.graceTimer !== null) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    if (this.snapshot.rejoining || this.snapshot.rejoinExpired) {
      this.update({ rejoining: false, rejoinExpired: false });
    }
  }

  /**
   * The applicant's offer. 'iceRestart' mends its own connection when ICE fails (the operator
   * keeps its session); 'fresh' starts a new connection, for whenever the operator's side asks
   * (it may be a reloaded page without the old session). Owed until it can be sent.
   */
  private async offer(mode: OfferMode): Promise<void> {
    if (this.options.role !== 'APPLICANT' || this.stopped) return;
    const socketOpen = this.socket !== null && this.socket.readyState === SOCKET_OPEN;
    if (!socketOpen || this.localStream === null) {
      this.offerOwed = mode;
      return;
    }
    this.offerOwed = null;
    const pending = this.peer;
    if (mode === 'fresh' && pending !== null && pending.connectionState !== 'closed') {
      // An offer still unanswered is sent again rather than replaced: the answer to the first
      // copy then fits this connection too (the first copy may have reached nobody).
      if (pending.signalingState === 'have-local-offer' && pending.localDescription !== null) {
        // Its candidates went with the first copy, perhaps to an empty room: they go again.
        this.sendSignal({ kind: 'offer', sdp: pending.localDescription.sdp ?? '' });
        for (const candidate of this.localCandidates) this.sendSignal(candidate);
        return;
      }
      // Presence and a restart request often arrive together: an offer the operator has just
      // answered serves both.
      if (this.now() - this.lastOfferAt < OFFER_PATIENCE_MS) return;
    }
    this.lastOfferAt = this.now();
    const current = this.peer;
    const restartable =
      mode === 'iceRestart' && current !== null && current.connectionState !== 'closed';
    const peer = restartable && current !== null ? current : this.newPeer();
    try {
      if (peer.signalingState === 'have-local-offer') {
        await peer.setLocalDescription({ type: 'rollback' });
      }
      const description = await peer.createOffer(restartable ? { iceRestart: true } : {});
      if (this.peer !== peer) return;
      await peer.setLocalDescription(description);
      if (this.peer !== peer) return;
      if (!this.sendSignal({ kind: 'offer', sdp: description.sdp ?? '' })) this.offerOwed = mode;
    } catch (error) {
      console.warn('video-call: offer failed', error);
      if (this.peer === peer) this.closePeer();
      this.offerOwed = 'fresh';
    }
  }

  /** Offers and incoming signals change the peer one after another, never interleaved. */
  private run(step: () => Promise<void>): void {
    this.signalChain = this.signalChain
      .then(step)
      .catch((error: unknown) => console.warn('video-call: signalling step failed', error));
  }

  private enqueueSignal(signal: TSignal): void {
    this.run(() => this.applySignal(signal));
  }

  private async applySignal(signal: TSignal): Promise<void> {
    if (this.stopped) return;
    switch (signal.kind) {
      case 'restart':
        if (this.options.role === 'APPLICANT') await this.offer('fresh');
        return;
      case 'offer':
        if (this.options.role === 'OPERATOR') await this.answer(signal.sdp);
        return;
      case 'answer': {
        const peer = this.peer;
        if (this.options.role !== 'APPLICANT' || peer === null) return;
        if (peer.signalingState !== 'have-local-offer') return;
        try {
          await peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        } catch (error) {
          // An answer that does not fit this connection (the operator's side was renewed).
          console.warn('video-call: answer refused, starting afresh', error);
          this.lastOfferAt = 0;
          await this.offer('fresh');
          return;
        }
        await this.flushCandidates(peer);
        return;
      }
      case 'candidate': {
        const candidate: RTCIceCandidateInit = {
          candidate: signal.candidate,
          sdpMid: signal.sdpMid,
          sdpMLineIndex: signal.sdpMLineIndex,
        };
        const peer = this.peer;
        if (peer === null || peer.remoteDescription === null) {
          this.pendingCandidates.push(candidate);
          return;
        }
        await peer.addIceCandidate(candidate);
        return;
      }
    }
  }

  /** The operator answers; an offer of a new session (the applicant reloaded) gets a new connection. */
  private async answer(sdp: string): Promise<void> {
    if (this.localStream === null) {
      this.offerAwaitingStream = sdp;
      return;
    }
    const current = this.peer;
    const answered = current?.localDescription;
    if (
      current !== null &&
      current.connectionState !== 'closed' &&
      current.signalingState === 'stable' &&
      current.remoteDescription?.sdp === sdp &&
      answered?.type === 'answer'
    ) {
      // A copy of the offer already answered (sent again because the answer was slow or lost):
      // the same answer again, so both sides keep one negotiation.
      this.sendSignal({ kind: 'answer', sdp: answered.sdp ?? '' });
      return;
    }
    const sameSession =
      current !== null &&
      current.connectionState !== 'closed' &&
      current.signalingState === 'stable' &&
      sdpSessionId(current.remoteDescription?.sdp) === sdpSessionId(sdp);
    const peer = sameSession && current !== null ? current : this.newPeer();
    await peer.setRemoteDescription({ type: 'offer', sdp });
    await this.flushCandidates(peer);
    const description = await peer.createAnswer();
    if (this.peer !== peer) return;
    await peer.setLocalDescription(description);
    this.sendSignal({ kind: 'answer', sdp: description.sdp ?? '' });
  }

  private async flushCandidates(peer: PeerLike): Promise<void> {
    const queued = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of queued) {
      if (this.peer !== peer) return;
      await peer.addIceCandidate(candidate);
    }
  }

  private clearTimers(): void {
    for (const timer of [this.retryTimer, this.graceTimer, this.rejoinTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.retryTimer = null;
    this.graceTimer = null;
    this.rejoinTimer = null;
  }
}
