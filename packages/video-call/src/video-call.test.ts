import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summariseStats } from './call-stats';
import type { CallPorts, PeerLike, SocketLike } from './ports';
import { VideoCall, sdpSessionId, type CallRole } from './video-call';

/* Fakes of the browser's socket and peer: the state machine is under test, not WebRTC. */

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  private readonly handlers = new Map<string, ((event: { data: unknown }) => void)[]>();
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.readyState = 3;
  }
  emit(type: string, data?: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler({ data });
  }
  open(): void {
    this.readyState = 1;
    this.emit('open');
  }
  drop(): void {
    this.readyState = 3;
    this.emit('close');
  }
  receive(message: unknown): void {
    this.emit('message', JSON.stringify(message));
  }
}

let sessionCounter = 100;

class FakePeer implements PeerLike {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  readonly session = String(sessionCounter++);
  readonly tracks: MediaStreamTrack[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  readonly offerOptions: (RTCOfferOptions | undefined)[] = [];
  closed = false;
  onicecandidate: PeerLike['onicecandidate'] = null;
  ontrack: PeerLike['ontrack'] = null;
  onconnectionstatechange: PeerLike['onconnectionstatechange'] = null;
  constructor(readonly configuration: RTCConfiguration) {}
  addTrack(track: MediaStreamTrack): void {
    this.tracks.push(track);
  }
  createOffer(options?: RTCOfferOptions): Promise<RTCSessionDescriptionInit> {
    this.offerOptions.push(options);
    const ice = options?.iceRestart === true ? 'restart' : 'first';
    return Promise.resolve({ type: 'offer', sdp: sdp(this.session, ice) });
  }
  createAnswer(): Promise<RTCSessionDescriptionInit> {
    return Promise.resolve({ type: 'answer', sdp: sdp(this.session, 'answer') });
  }
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    if (description.type === 'rollback') this.signalingState = 'stable';
    else if (description.type === 'offer') this.signalingState = 'have-local-offer';
    else this.signalingState = 'stable';
    this.localDescription = description;
    return Promise.resolve();
  }
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  }
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.candidates.push(candidate);
    return Promise.resolve();
  }
  getStats(): Promise<RTCStatsReport> {
    const entries = new Map<string, unknown>([
      ['v', { type: 'inbound-rtp', kind: 'video', framesDecoded: 42, bytesReceived: 9000 }],
    ]);
    return Promise.resolve(entries as unknown as RTCStatsReport);
  }
  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
  }
  setConnection(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.(new Event('connectionstatechange'));
  }
  gather(candidate: string): void {
    this.onicecandidate?.({
      candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 },
    } as unknown as RTCPeerConnectionIceEvent);
  }
}

function sdp(session: string, tag: string): string {
  return `v=0\r\no=- ${session} 2 IN IP4 127.0.0.1\r\na=tag:${tag}\r\n`;
}

class FakeStream {
  private readonly tracks: MediaStreamTrack[] = [];
  constructor(initial: MediaStreamTrack[] = []) {
    this.tracks.push(...initial);
  }
  getTracks(): MediaStreamTrack[] {
    return this.tracks;
  }
  addTrack(track: MediaStreamTrack): void {
    this.tracks.push(track);
  }
}

const ROOM = 'videochat:6f1c1f7e-7f55-4c1e-9a3b-2d0c8f1e9a10';
const track = (kind: string) => ({ kind, id: `${kind}-1` }) as unknown as MediaStreamTrack;
const localStream = () =>
  new FakeStream([track('audio'), track('video')]) as unknown as MediaStream;

function setup(role: CallRole, options: { stream?: MediaStream | null } = {}) {
  const sockets: FakeSocket[] = [];
  const peers: FakePeer[] = [];
  const ports: CallPorts = {
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    createPeer: (configuration) => {
      const peer = new FakePeer(configuration);
      peers.push(peer);
      return peer;
    },
    createStream: () => new FakeStream() as unknown as MediaStream,
  };
  const messages: unknown[] = [];
  const call = new VideoCall({
    socketUrl: 'ws://test/services/slo/onboarding/notifications',
    roomId: ROOM,
    userId: role === 'APPLICANT' ? 'uid-1' : 'staff-1',
    role,
    localStream: options.stream === undefined ? localStream() : options.stream,
    iceServers: [{ urls: 'stun:stun.example.org' }],
    onMessage: (message) => messages.push(message),
    ports,
    rejoinWindowMs: 60_000,
  });
  call.start();
  const socket = () => {
    const last = sockets.at(-1);
    if (last === undefined) throw new Error('no socket');
    return last;
  };
  const peer = () => {
    const last = peers.at(-1);
    if (last === undefined) throw new Error('no peer');
    return last;
  };
  return { call, sockets, peers, socket, peer, messages };
}

const from = (who: CallRole, type: string, data: unknown) => ({
  messageType: 'DATA',
  type,
  payload: { roomId: ROOM, userId: 'x', from: who, data },
});
const presence = (who: CallRole, present: boolean) => ({
  messageType: 'DATA',
  type: 'PRESENCE',
  payload: { roomId: ROOM, userId: 'x', data: { who, present } },
});
const signalsOf = (socket: FakeSocket) =>
  socket.sent
    .filter((message) => message['type'] === 'SIGNAL')
    .map((message) => (message['payload'] as { data: { kind: string; sdp?: string } }).data);

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('joining the room', () => {
  it('sends START with the room and user on open, END on stop', () => {
    const { call, socket } = setup('APPLICANT');
    socket().open();
    expect(socket().sent[0]).toEqual({
      messageType: 'START',
      payload: { roomId: ROOM, userId: 'uid-1' },
    });
    expect(call.getSnapshot().socket).toBe('open');
    const first = socket();
    call.stop();
    expect(first.sent.at(-1)).toEqual({
      messageType: 'END',
      payload: { roomId: ROOM, userId: 'uid-1' },
    });
    expect(first.readyState).toBe(3);
  });

  it('reopens a dropped socket after a second and joins again', async () => {
    const { call, sockets, socket } = setup('APPLICANT');
    socket().open();
    socket().drop();
    expect(call.getSnapshot().socket).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]?.['messageType']).toBe('START');
    expect(call.getSnapshot().socket).toBe('open');
  });

  it('ignores messages of another room and passes its own to onMessage', () => {
    const { socket, messages } = setup('APPLICANT');
    socket().open();
    socket().receive({ ...presence('OPERATOR', true), payload: { roomId: 'videochat:other' } });
    socket().receive({
      ...presence('OPERATOR', true),
      payload: { roomId: 'videochat:other', userId: 'x', data: { who: 'OPERATOR', present: true } },
    });
    expect(messages).toHaveLength(0);
    socket().receive(presence('OPERATOR', false));
    expect(messages).toHaveLength(1);
  });

  it('keeps the code of an ERROR message of its room', () => {
    const { call, socket } = setup('APPLICANT');
    socket().open();
    socket().receive({
      messageType: 'DATA',
      type: 'ERROR',
      payload: { roomId: ROOM, userId: 'uid-1', code: 'FORBIDDEN' },
    });
    expect(call.getSnapshot().lastError).toBe('FORBIDDEN');
  });
});

describe('the applicant (caller)', () => {
  it('offers when the operator arrives, with its tracks and the ICE servers', async () => {
    const { socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    expect(peer().tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(peer().configuration.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    const [offer] = signalsOf(socket());
    expect(offer?.kind).toBe('offer');
    expect(sdpSessionId(offer?.sdp)).toBe(peer().session);
  });

  it('sends an unanswered offer again when asked twice, on the same connection', async () => {
    const { socket, peers } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'restart' }));
    await settle();
    expect(peers).toHaveLength(1);
    const offers = signalsOf(socket()).filter((s) => s.kind === 'offer');
    expect(offers).toHaveLength(2);
    expect(offers[1]?.sdp).toBe(offers[0]?.sdp);
  });

  it('sends its candidates again with a re-sent offer (the first copies may have reached nobody)', async () => {
    const { socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    peer().gather('candidate:1 1 udp 1 127.0.0.1 5000 typ host');
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'restart' }));
    await settle();
    const kinds = signalsOf(socket()).map((signal) => signal.kind);
    expect(kinds).toEqual(['offer', 'candidate', 'offer', 'candidate']);
  });

  it('serves a restart request right after an answer with the answered offer', async () => {
    const { socket, peers } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'answer', sdp: sdp('900', 'answer') }));
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'restart' }));
    await settle();
    expect(peers).toHaveLength(1);
    expect(signalsOf(socket()).filter((s) => s.kind === 'offer')).toHaveLength(1);
  });

  it('offers on its own when its page finds the call running (VIDEO_STATE IN_CALL)', async () => {
    const { socket } = setup('APPLICANT');
    socket().open();
    socket().receive({
      messageType: 'DATA',
      type: 'VIDEO_STATE',
      payload: {
        roomId: ROOM,
        userId: 'uid-1',
        data: {
          identificationId: '6f1c1f7e-7f55-4c1e-9a3b-2d0c8f1e9a10',
          roomId: ROOM,
          status: 'IN_CALL',
          position: null,
          estimatedWaitSeconds: null,
          deadline: null,
          extended: false,
          operatorName: 'Ana',
          reason: null,
          redo: null,
        },
      },
    });
    await settle();
    expect(signalsOf(socket()).map((s) => s.kind)).toEqual(['offer']);
  });

  it('applies the answer, holding candidates that came first, and sends its own', async () => {
    const { socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    socket().receive(
      from('OPERATOR', 'SIGNAL', {
        kind: 'candidate',
        candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      }),
    );
    await settle();
    expect(peer().candidates).toHaveLength(0);
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'answer', sdp: sdp('900', 'answer') }));
    await settle();
    expect(peer().remoteDescription?.type).toBe('answer');
    expect(peer().candidates).toHaveLength(1);
    peer().gather('candidate:2 1 udp 1 127.0.0.1 5001 typ host');
    expect(signalsOf(socket()).at(-1)).toEqual({
      kind: 'candidate',
      candidate: 'candidate:2 1 udp 1 127.0.0.1 5001 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    });
  });

  it('ignores signals claiming to come from its own side', async () => {
    const { socket, peers } = setup('APPLICANT');
    socket().open();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'restart' }));
    await settle();
    expect(peers).toHaveLength(0);
  });

  it('restarts ICE on a failed connection and reports the rejoin until connected', async () => {
    const { call, socket, peer, peers } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    peer().setConnection('connected');
    expect(call.getSnapshot().connection).toBe('connected');
    peer().setConnection('failed');
    await settle();
    expect(call.getSnapshot().rejoining).toBe(true);
    expect(peers).toHaveLength(1);
    expect(peer().offerOptions.at(-1)).toEqual({ iceRestart: true });
    expect(signalsOf(socket()).filter((s) => s.kind === 'offer')).toHaveLength(2);
    peer().setConnection('connected');
    expect(call.getSnapshot().rejoining).toBe(false);
  });

  it('gives a disconnected connection a grace period before restarting ICE', async () => {
    const { socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    peer().setConnection('connected');
    peer().setConnection('disconnected');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(peer().offerOptions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(peer().offerOptions.at(-1)).toEqual({ iceRestart: true });
  });

  it('declares the rejoin expired when the call stays down past the window', async () => {
    const { call, socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    peer().setConnection('connected');
    socket().receive(presence('OPERATOR', false));
    expect(call.getSnapshot()).toMatchObject({ otherPresent: false, rejoining: true });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(call.getSnapshot().rejoinExpired).toBe(false);
    peer().setConnection('disconnected');
    await vi.advanceTimersByTimeAsync(1);
    expect(call.getSnapshot().rejoinExpired).toBe(true);
  });

  it('makes a fresh connection when the operator returns, so a reloaded console can answer', async () => {
    const { socket, peers } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    socket().receive(from('OPERATOR', 'SIGNAL', { kind: 'answer', sdp: sdp('900', 'answer') }));
    await settle();
    peers[0]?.setConnection('connected');
    socket().receive(presence('OPERATOR', false));
    await vi.advanceTimersByTimeAsync(5_000);
    socket().receive(presence('OPERATOR', true));
    await settle();
    expect(peers).toHaveLength(2);
    expect(peers[0]?.closed).toBe(true);
    expect(sdpSessionId(signalsOf(socket()).at(-1)?.sdp)).toBe(peers[1]?.session);
  });

  it('owes an offer while its socket is down and sends it on rejoining the room', async () => {
    const { socket, peer } = setup('APPLICANT');
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    peer().setConnection('connected');
    socket().drop();
    peer().setConnection('failed');
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    socket().open();
    await settle();
    const sent = signalsOf(socket());
    expect(sent.map((s) => s.kind)).toEqual(['offer']);
  });

  it('waits for the camera before offering', async () => {
    const { call, socket, peers } = setup('APPLICANT', { stream: null });
    socket().open();
    socket().receive(presence('OPERATOR', true));
    await settle();
    expect(peers).toHaveLength(0);
    call.setLocalStream(localStream());
    await settle();
    expect(signalsOf(socket()).map((s) => s.kind)).toEqual(['offer']);
  });
});

describe('the operator (answerer)', () => {
  it('asks for an offer when it joins and answers the offer', async () => {
    const { socket, peer } = setup('OPERATOR');
    socket().open();
    expect(signalsOf(socket())).toEqual([{ kind: 'restart' }]);
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'first') }));
    await settle();
    expect(peer().remoteDescription?.type).toBe('offer');
    expect(signalsOf(socket()).at(-1)?.kind).toBe('answer');
  });

  it('answers only once its own camera is there, with its tracks', async () => {
    const { call, socket, peers } = setup('OPERATOR', { stream: null });
    socket().open();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'first') }));
    await settle();
    expect(signalsOf(socket()).filter((s) => s.kind === 'answer')).toHaveLength(0);
    call.setLocalStream(localStream());
    await settle();
    expect(signalsOf(socket()).filter((s) => s.kind === 'answer')).toHaveLength(1);
    expect(peers.at(-1)?.tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
  });

  it('answers a copy of the offer it answered with the same answer, without negotiating again', async () => {
    const { socket, peers, peer } = setup('OPERATOR');
    socket().open();
    const offer = sdp('555', 'first');
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: offer }));
    await settle();
    const firstLocal = peer().localDescription;
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: offer }));
    await settle();
    expect(peers).toHaveLength(1);
    expect(peer().localDescription).toBe(firstLocal);
    const answers = signalsOf(socket()).filter((s) => s.kind === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers[1]?.sdp).toBe(answers[0]?.sdp);
  });

  it('keeps its connection for an ICE restart and starts a new one for a new session', async () => {
    const { socket, peers } = setup('OPERATOR');
    socket().open();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'first') }));
    await settle();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'restart') }));
    await settle();
    expect(peers).toHaveLength(1);
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('777', 'first') }));
    await settle();
    expect(peers).toHaveLength(2);
    expect(peers[0]?.closed).toBe(true);
    expect(signalsOf(socket()).filter((s) => s.kind === 'answer')).toHaveLength(3);
  });

  it('gathers the remote tracks into the remote stream', async () => {
    const { call, socket, peer } = setup('OPERATOR');
    socket().open();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'first') }));
    await settle();
    const video = track('video');
    peer().ontrack?.({ track: video, streams: [] } as unknown as RTCTrackEvent);
    expect(call.getSnapshot().remoteStream?.getTracks()).toEqual([video]);
  });

  it('reports inbound video frames from the peer statistics', async () => {
    const { call, socket } = setup('OPERATOR');
    socket().open();
    socket().receive(from('APPLICANT', 'SIGNAL', { kind: 'offer', sdp: sdp('555', 'first') }));
    await settle();
    const stats = await call.stats();
    expect(stats.framesDecoded).toBe(42);
    expect(stats.videoBytesReceived).toBe(9000);
  });
});

describe('the text chat and answers', () => {
  it('shows its own line once and the other side lines as they arrive', () => {
    const { call, socket } = setup('APPLICANT');
    socket().open();
    expect(call.sendChat('  Hello  ')).toBe(true);
    expect(socket().sent.at(-1)).toEqual({
      messageType: 'DATA',
      type: 'CHAT',
      payload: { roomId: ROOM, userId: 'uid-1', data: { text: 'Hello' } },
    });
    socket().receive(from('APPLICANT', 'CHAT', { text: 'Hello', at: '2026-01-01T10:00:00Z' }));
    socket().receive(from('OPERATOR', 'CHAT', { text: 'Hi', at: '2026-01-01T10:00:01Z' }));
    expect(call.getSnapshot().chat.map((line) => [line.from, line.text, line.mine])).toEqual([
      ['APPLICANT', 'Hello', true],
      ['OPERATOR', 'Hi', false],
    ]);
    expect(call.sendChat('   ')).toBe(false);
  });

  it('sends an answer of the overlay as a DATA message of the room', () => {
    const { call, socket } = setup('APPLICANT');
    expect(call.send('SEND_OTP', { otp: '123456' })).toBe(false);
    socket().open();
    expect(call.send('SEND_OTP', { otp: '123456' })).toBe(true);
    expect(socket().sent.at(-1)).toEqual({
      messageType: 'DATA',
      type: 'SEND_OTP',
      payload: { roomId: ROOM, userId: 'uid-1', data: { otp: '123456' } },
    });
  });
});

describe('summariseStats', () => {
  it('sums inbound video and audio, outbound bytes, and reads the selected pair', () => {
    expect(
      summariseStats([
        { type: 'inbound-rtp', kind: 'video', framesDecoded: 10, bytesReceived: 100 },
        { type: 'inbound-rtp', kind: 'audio', bytesReceived: 30 },
        { type: 'outbound-rtp', kind: 'video', bytesSent: 70 },
        {
          type: 'candidate-pair',
          nominated: true,
          state: 'succeeded',
          currentRoundTripTime: 0.012,
          availableOutgoingBitrate: 1_500_000,
        },
      ]),
    ).toEqual({
      framesDecoded: 10,
      videoBytesReceived: 100,
      audioBytesReceived: 30,
      bytesSent: 70,
      roundTripMs: 12,
      availableOutgoingKbps: 1500,
    });
  });
});
