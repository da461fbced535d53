import { getVariant, type TVideoChatState } from '@onboarding/domain';
import type { CallPorts, PeerLike, SocketLike } from '@onboarding/video-call';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { aProcess, aStatus, TEST_UID } from '../../../lib/wizard/testing/status-fixtures';
import { WizardProvider, type Wizard } from '../../../lib/wizard/wizard-context';
import { wizardPosition } from '../../../lib/wizard/wizard-position';
import { testI18n } from '../../../test/render';
import type { VideoChatEnvironment } from '../video-chat-environment';
import { VideoChatPage } from '../video-chat-page';

/* Fakes of the camera, microphone, socket and peer for the page's component tests. */

export const PROSPECT_ID = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';
export const IDENTIFICATION_ID = '6f1c1f7e-7f55-4c1e-9a3b-2d0c8f1e9a10';
export const ROOM = `videochat:${IDENTIFICATION_ID}`;
export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

export class FakeTrack {
  enabled = true;
  readonly stop = vi.fn();
  constructor(
    readonly kind: 'audio' | 'video',
    private readonly settings: MediaTrackSettings = {},
  ) {}
  getSettings(): MediaTrackSettings {
    return this.settings;
  }
}

export class FakeStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
}

export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: { messageType: string; type?: string; payload: Record<string, unknown> }[] = [];
  private readonly handlers = new Map<string, ((event: { data: unknown }) => void)[]>();
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    act(() => {
      this.readyState = 1;
      for (const handler of this.handlers.get('open') ?? []) handler({ data: undefined });
    });
  }
  push(type: string, data: unknown, extra: Record<string, unknown> = {}): void {
    const message = {
      messageType: 'DATA',
      type,
      payload: { roomId: ROOM, userId: 'x', ...extra, data },
    };
    act(() => {
      for (const handler of this.handlers.get('message') ?? []) {
        handler({ data: JSON.stringify(message) });
      }
    });
  }
  dataOf(type: string): unknown[] {
    return this.sent.filter((message) => message.type === type).map((m) => m.payload['data']);
  }
}

class FakePeer implements PeerLike {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  onicecandidate: PeerLike['onicecandidate'] = null;
  ontrack: PeerLike['ontrack'] = null;
  onconnectionstatechange: PeerLike['onconnectionstatechange'] = null;
  addTrack(): void {}
  createOffer(): Promise<RTCSessionDescriptionInit> {
    return Promise.resolve({ type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' });
  }
  createAnswer(): Promise<RTCSessionDescriptionInit> {
    return Promise.resolve({ type: 'answer', sdp: 'v=0\r\no=- 2 2 IN IP4 127.0.0.1\r\n' });
  }
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
    this.localDescription = description;
    return Promise.resolve();
  }
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = 'stable';
    return Promise.resolve();
  }
  addIceCandidate(): Promise<void> {
    return Promise.resolve();
  }
  getStats(): Promise<RTCStatsReport> {
    return Promise.resolve(new Map() as unknown as RTCStatsReport);
  }
  close(): void {
    this.connectionState = 'closed';
  }
}

export interface FakeMediaOptions {
  readonly camera?: MediaTrackSettings | DOMException;
  readonly microphone?: DOMException;
  readonly level?: number;
  readonly userAgent?: string;
  readonly webRtc?: boolean;
  /** Milliseconds the clock moves on each reading (the bandwidth probes' duration). */
  readonly tick?: number;
}

export function fakeEnvironment(options: FakeMediaOptions = {}) {
  const sockets: FakeSocket[] = [];
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    if (constraints.video) {
      const camera = options.camera ?? { width: 1280, height: 720, frameRate: 30 };
      if (camera instanceof DOMException) return Promise.reject(camera);
      const stream = new FakeStream([new FakeTrack('video', camera)]);
      streams.push(stream);
      return Promise.resolve(stream as unknown as MediaStream);
    }
    if (options.microphone) return Promise.reject(options.microphone);
    const stream = new FakeStream([new FakeTrack('audio')]);
    streams.push(stream);
    return Promise.resolve(stream as unknown as MediaStream);
  });
  const ports: CallPorts = {
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    createPeer: () => new FakePeer(),
    createStream: () => new FakeStream() as unknown as MediaStream,
  };
  let time = 0;
  const environment: VideoChatEnvironment = {
    webRtc:
      options.webRtc === false
        ? {}
        : { RTCPeerConnection: FakePeer, navigator: { mediaDevices: { getUserMedia } } },
    mediaDevices: { getUserMedia },
    userAgent: options.userAgent ?? CHROME_UA,
    createMeter: () => ({ read: () => options.level ?? 40, close: () => undefined }),
    callPorts: ports,
    socketUrl: 'ws://localhost/services/slo/onboarding/notifications',
    clock: () => (time += options.tick ?? 10),
  };
  const socket = () => {
    const last = sockets.at(-1);
    if (last === undefined) throw new Error('no socket opened');
    return last;
  };
  return { environment, getUserMedia, sockets, socket, streams };
}

export function aVideoChatState(overrides: Partial<TVideoChatState> = {}): TVideoChatState {
  return {
    identificationId: IDENTIFICATION_ID,
    roomId: ROOM,
    status: 'WAITING',
    position: 2,
    estimatedWaitSeconds: 480,
    deadline: new Date(Date.now() + 180_000).toISOString(),
    extended: false,
    operatorName: null,
    iceServers: [],
    reason: null,
    redo: null,
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function aWizard(): Wizard {
  const process = aProcess({
    prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    prospectId: PROSPECT_ID,
  });
  return { uid: TEST_UID, status: aStatus(process), process, position: wizardPosition(process) };
}

/** Renders /videochat as the private-route guard would, with the fakes and a location spy. */
export function renderVideoChat(environment: VideoChatEnvironment) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders variant={getVariant('si')} i18n={testI18n()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/videochat']}>
          <WizardProvider wizard={aWizard()}>
            <Routes>
              <Route path="/videochat" element={<VideoChatPage environment={environment} />} />
              <Route path="*" element={null} />
            </Routes>
            <WhereAmI />
          </WizardProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}
