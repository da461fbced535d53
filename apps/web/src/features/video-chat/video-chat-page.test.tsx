import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi, type MockAnswer } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import {
  FIREFOX_UA,
  PROSPECT_ID,
  aVideoChatState,
  fakeEnvironment,
  renderVideoChat,
  type FakeMediaOptions,
} from './testing/fake-environment';

const BASE = `/onboarding/prospects/${PROSPECT_ID}`;

beforeEach(() => {
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(
  media: FakeMediaOptions = {},
  answers: Record<string, MockAnswer | ((call: { body: unknown }) => MockAnswer)> = {},
) {
  const api = mockApi({
    [`GET ${BASE}/bandwidthcheck/info`]: {
      body: { downloadBytes: 262_144, uploadBytes: 262_144, minKbps: 350 },
    },
    [`GET ${BASE}/bandwidthcheck/download`]: { body: 'a'.repeat(100_000) },
    [`POST ${BASE}/bandwidthcheck/upload`]: { body: { receivedBytes: 262_144 } },
    [`PATCH ${BASE}/videochat/start`]: { body: aVideoChatState() },
    [`PATCH ${BASE}/videochat/end`]: { body: {} },
    'GET /onboarding/prospects/status': {
      body: aStatus(
        aProcess({
          prospectId: PROSPECT_ID,
          prospectState: 'PROSPECT_VERIFIED',
          productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
        }),
      ),
    },
    ...answers,
  });
  const fakes = fakeEnvironment(media);
  const view = renderVideoChat(fakes.environment);
  return { ...api, ...fakes, ...view };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function agreeToRecording() {
  await userEvent.click(
    screen.getByRole('checkbox', {
      name: 'I agree that the video call is recorded and processed to confirm my identity',
    }),
  );
  await userEvent.click(continueButton());
}

/** Consent, browser, microphone and camera; the network check runs next. */
async function throughDeviceChecks() {
  await agreeToRecording();
  await screen.findByText('Your browser supports video calls.');
  await userEvent.click(continueButton());
  await screen.findByText('We can hear you.');
  await userEvent.click(continueButton());
  await screen.findByText('Picture: 1280 × 720 at 30 frames a second');
  await userEvent.click(continueButton());
}

async function intoTheQueue() {
  await throughDeviceChecks();
  await screen.findByText('Your connection is fast enough.');
  await userEvent.click(continueButton());
  await screen.findByText('You are number 2 in the queue.');
}

describe('/videochat before the call', () => {
  it('asks for the recording consent first and refuses to go on without it', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { name: 'Recording of the call' })).toBeDefined();
    expect(screen.getByText('Step 1 of 5: Consent')).toBeDefined();
    await userEvent.click(continueButton());
    expect(
      await screen.findByText('Tick the box to agree, or the call cannot take place.'),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    await agreeToRecording();
    expect(await screen.findByRole('heading', { name: 'Browser' })).toBeDefined();
  });

  it('checks microphone, camera and network, then joins the queue with the device report', async () => {
    const { container, calls, getUserMedia } = setup();
    await agreeToRecording();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const meter = await screen.findByRole('meter', { name: 'Microphone level' });
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('40'));
    await expectNoAxeViolations(container);
    await userEvent.click(continueButton());
    expect(await screen.findByLabelText('Your camera')).toBeDefined();
    expect(getUserMedia.mock.lastCall?.[0].video).toMatchObject({
      width: { ideal: 1280 },
      height: { ideal: 720 },
      frameRate: { ideal: 30 },
    });
    await expectNoAxeViolations(container);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Your connection is fast enough.')).toBeDefined();
    await userEvent.click(continueButton());
    expect(await screen.findByText('You are number 2 in the queue.')).toBeDefined();
    expect(screen.getByText('Estimated wait: about 8 minutes.')).toBeDefined();
    const start = calls.find((call) => call.path === `${BASE}/videochat/start`);
    expect(start?.body).toMatchObject({
      recordingConsent: true,
      // Decision 291: the face match hint's consent is apart and optional; not ticked, no.
      faceComparisonConsent: false,
      device: {
        browser: 'chrome 131.0.0.0',
        webrtc: true,
        microphone: true,
        camera: { width: 1280, height: 720, frameRate: 30 },
        network: { download: { sizeBytes: 100_002 }, upload: { sizeBytes: 262_144 } },
      },
    });
    await expectNoAxeViolations(container);
  });

  it('tells a Firefox user where to allow a refused camera, and checks again', async () => {
    const { getUserMedia } = setup({
      userAgent: FIREFOX_UA,
      camera: new DOMException('denied', 'NotAllowedError'),
    });
    await agreeToRecording();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('We can hear you.');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'The camera is blocked' })).toBeDefined();
    expect(screen.getByText(/In Firefox, click the permissions icon/)).toBeDefined();
    const calls = getUserMedia.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'The camera is blocked' })).toBeDefined();
    expect(getUserMedia.mock.calls.length).toBe(calls + 1);
  });

  it('refuses a camera below 640×480 at 15 fps', async () => {
    setup({ camera: { width: 320, height: 240, frameRate: 30 } });
    await agreeToRecording();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('We can hear you.');
    await userEvent.click(continueButton());
    await screen.findByText('Picture: 320 × 240 at 30 frames a second');
    await userEvent.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'The camera’s picture is not good enough' }),
    ).toBeDefined();
  });

  it('hears silence as a microphone problem', async () => {
    setup({ level: 0 });
    await agreeToRecording();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('meter', { name: 'Microphone level' });
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'We cannot hear you' })).toBeDefined();
  });

  it('names the measured speed when the connection is too slow', async () => {
    setup({ tick: 10_000 });
    await throughDeviceChecks();
    expect(
      await screen.findByRole('heading', { name: 'Your connection is too slow' }),
    ).toBeDefined();
    expect(screen.getByText(/Receiving measured 80 kbit\/s/)).toBeDefined();
  });

  it('sends a browser without WebRTC to the retry advice', async () => {
    setup({ webRtc: false });
    await agreeToRecording();
    expect(
      await screen.findByRole('heading', { name: 'Your browser cannot make video calls' }),
    ).toBeDefined();
  });

  it('goes to the closed-hours page when the call centre is closed', async () => {
    setup(
      {},
      { [`PATCH ${BASE}/videochat/start`]: { status: 409, body: errorBody('CALL_CENTER_CLOSED') } },
    );
    await throughDeviceChecks();
    await screen.findByText('Your connection is fast enough.');
    await userEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/usermessages/callcenterclosed'),
    );
  });
});

describe('/videochat queue', () => {
  it('joins the room and follows position and wait live', async () => {
    const { socket } = setup();
    await intoTheQueue();
    socket().open();
    expect(socket().sent[0]).toEqual({
      messageType: 'START',
      payload: { roomId: aVideoChatState().roomId, userId: '1234567890123456' },
    });
    const { iceServers: _ice, ...pushed } = aVideoChatState({
      position: 1,
      estimatedWaitSeconds: 20,
    });
    socket().push('VIDEO_STATE', pushed);
    expect(await screen.findByText('You are number 1 in the queue.')).toBeDefined();
    expect(screen.getByText('Estimated wait: less than a minute.')).toBeDefined();
  });

  it('offers 3 more minutes near the deadline, once', async () => {
    const extended = aVideoChatState({
      extended: true,
      deadline: new Date(Date.now() + 240_000).toISOString(),
    });
    const { calls } = setup(
      {},
      {
        [`PATCH ${BASE}/videochat/start`]: {
          body: aVideoChatState({ deadline: new Date(Date.now() + 30_000).toISOString() }),
        },
        [`PATCH ${BASE}/videochat/extend`]: { body: extended },
      },
    );
    await throughDeviceChecks();
    await screen.findByText('Your connection is fast enough.');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'No adviser is free yet' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Wait 3 more minutes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Wait 3 more minutes' })).toBeNull(),
    );
    expect(calls.filter((call) => call.path === `${BASE}/videochat/extend`)).toHaveLength(1);
    expect(screen.getByText(/An adviser should answer within [34]:\d\d/)).toBeDefined();
  });

  it('shows "time limit reached" when the server times the wait out', async () => {
    const { socket, container } = setup();
    await intoTheQueue();
    socket().open();
    const { iceServers: _ice, ...timedOut } = aVideoChatState({ status: 'TIMED_OUT' });
    socket().push('VIDEO_STATE', timedOut);
    expect(
      await screen.findByRole('heading', { name: 'No adviser could take your call' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Book a video call' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/usermessages/contact?choice=APPOINTMENT',
      ),
    );
  });

  it('frees the place when the applicant leaves the queue', async () => {
    const { calls } = setup();
    await intoTheQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the queue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/usermessages/contact'),
    );
    expect(calls.find((call) => call.path === `${BASE}/videochat/end`)?.body).toEqual({
      reason: 'LEFT',
    });
  });
});

async function intoTheCall() {
  const fakes = setup();
  await intoTheQueue();
  fakes.socket().open();
  const { iceServers: _ice, ...inCall } = aVideoChatState({
    status: 'IN_CALL',
    position: null,
    operatorName: 'Maja',
  });
  fakes.socket().push('VIDEO_STATE', inCall);
  await screen.findByRole('heading', { name: 'Video call' });
  return fakes;
}

function interaction(action: string, data: Record<string, unknown>) {
  return {
    interactivityOnGoing: true,
    interactivityAction: action,
    interactivityStep: null,
    interactivityData: data,
  };
}

describe('/videochat call', () => {
  it('shows the adviser by name, offers the call and keeps a text chat', async () => {
    const { socket, container } = await intoTheCall();
    expect(screen.getByText('You are talking to Maja.')).toBeDefined();
    await waitFor(() =>
      expect(socket().dataOf('SIGNAL')).toContainEqual(expect.objectContaining({ kind: 'offer' })),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket().dataOf('CHAT')).toEqual([{ text: 'Hello' }]);
    socket().push('CHAT', { text: 'Good day', at: new Date().toISOString() }, { from: 'OPERATOR' });
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('Good day')).toBeDefined();
    expect(within(log).getByText('Hello')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Mute the microphone' }));
    expect(screen.getByRole('button', { name: 'Switch the microphone on' })).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('asks the SMS code in the overlay and names the tries left after a refusal', async () => {
    const { socket } = await intoTheCall();
    const opener = screen.getByRole('button', { name: 'Send' });
    opener.focus();
    socket().push('INTERACTION', interaction('SHOW_CONFIRM_FORM_NUMBER', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your mobile number' });
    const input = within(dialog).getByRole('textbox', { name: /Code from the SMS/ });
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeDefined();
    await userEvent.type(input, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the code' }));
    expect(await within(dialog).findByText('Type the 6 digits of the code.')).toBeDefined();
    // Decision 248: the refused field takes the focus, whatever was pressed.
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, '3456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the code' }));
    expect(socket().dataOf('SEND_OTP')).toEqual([{ otp: '123456' }]);
    await expectNoAxeViolations(dialog);
    socket().push(
      'INTERACTION',
      interaction('SHOW_CONFIRM_FORM_NUMBER', { otpRefused: true, attemptsLeft: 2 }),
    );
    expect(await screen.findByText('The code is not right. You have 2 more tries.')).toBeDefined();
    socket().push('INTERACTION', {
      ...interaction('SHOW_CONSENTS', {}),
      interactivityOnGoing: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps both pictures in view above an open form, picture in picture (decision 254)', async () => {
    const { socket } = await intoTheCall();
    const adviser = screen.getByLabelText('The adviser’s video');
    const own = screen.getByLabelText('Your camera');
    const call = adviser.closest('.video-call');
    expect(call?.classList.contains('video-call--pip')).toBe(false);

    socket().push('INTERACTION', interaction('SHOW_FORM_NUMBER', { phoneNumber: '+38640123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your mobile number' });
    expect(call?.classList.contains('video-call--pip')).toBe(true);
    expect(dialog.parentElement?.classList.contains('video-overlay')).toBe(true);
    // The same video elements move: the streams play on without a gap.
    expect(screen.getByLabelText('The adviser’s video')).toBe(adviser);
    expect(screen.getByLabelText('Your camera')).toBe(own);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call?.classList.contains('video-call--pip')).toBe(false);
  });

  it('shows the phone number read only, grouped; the field keeps the maxLength 12 of spec 2 §9', async () => {
    const { socket } = await intoTheCall();
    socket().push('INTERACTION', interaction('SHOW_FORM_NUMBER', { phoneNumber: '+38640123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your mobile number' });
    const field = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    expect(field).toHaveProperty('readOnly', true);
    expect(field).toHaveProperty('maxLength', 12);
    // Decision 235: shown in international grouping.
    expect(field).toHaveProperty('value', '+386\u00a040\u00a0123\u00a0456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms or corrects the card name within the card rules', async () => {
    const { socket } = await intoTheCall();
    socket().push('INTERACTION', interaction('SHOW_CONFIRM_CARD_NAME', { cardName: 'ANA NOVAK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your name on the card' });
    const field = within(dialog).getByRole('textbox', { name: /Name on the card/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Ana Nováková');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the name' }));
    expect(await within(dialog).findByText(/Use capital letters without accents/)).toBeDefined();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(socket().dataOf('SEND_CARD_NAME')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'ana  novakova');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the name' }));
    expect(socket().dataOf('SEND_CARD_NAME')).toEqual([{ cardName: 'ANA NOVAKOVA' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the consents one at a time, as the server sends them, and hides after each', async () => {
    const { socket } = await intoTheCall();
    socket().push(
      'INTERACTION',
      interaction('SHOW_CONSENTS', { consents: [{ id: 3, name: 'DIRECT_MARKETING' }] }),
    );
    const fourth = await screen.findByRole('dialog', { name: 'Consent 4 of 7' });
    expect(within(fourth).getByText(/offers of its products and services/)).toBeDefined();
    await userEvent.click(within(fourth).getByRole('button', { name: 'No, I do not agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    socket().push(
      'INTERACTION',
      interaction('SHOW_CONSENTS', { consents: [{ id: 6, name: 'CREDITBUREAUPASS' }] }),
    );
    const last = await screen.findByRole('dialog', { name: 'Consent 7 of 7' });
    // Decision 253: focus starts on the question, neither answer; Yes and No look alike.
    expect(document.activeElement).toBe(within(last).getByText('Do you agree?'));
    const yes = within(last).getByRole('button', { name: 'Yes, I agree' });
    const no = within(last).getByRole('button', { name: 'No, I do not agree' });
    expect(yes.className).toBe(no.className);
    expect(yes.className).toContain('button--secondary');
    await userEvent.tab();
    expect(document.activeElement).toBe(yes);
    await userEvent.keyboard('{Enter}');
    expect(socket().dataOf('SEND_CONSENT')).toEqual([
      { id: 3, name: 'DIRECT_MARKETING', typeOfConsents: 'COMMERCIAL', response: 'NO' },
      { id: 6, name: 'CREDITBUREAUPASS', typeOfConsents: 'COMMERCIAL', response: 'YES' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the consents of a shorter call as the server says (a loan: no card)', async () => {
    const { socket } = await intoTheCall();
    socket().push(
      'INTERACTION',
      interaction('SHOW_CONSENTS', {
        consents: [{ id: 3, name: 'CREDITBUREAUSTORAGE' }],
        consentCount: 4,
      }),
    );
    const last = await screen.findByRole('dialog', { name: 'Consent 4 of 4' });
    await userEvent.click(within(last).getByRole('button', { name: 'Yes, I agree' }));
    expect(socket().dataOf('SEND_CONSENT')).toEqual([
      { id: 3, name: 'CREDITBUREAUSTORAGE', typeOfConsents: 'COMMERCIAL', response: 'YES' },
    ]);
  });

  it('asks several consents sent together in turn', async () => {
    const { socket } = await intoTheCall();
    socket().push(
      'INTERACTION',
      interaction('SHOW_CONSENTS', {
        consents: [
          { id: 0, name: 'CLAIM_RECOVERY_DATA_HANDLING' },
          { id: 1, name: 'SOUND_RECORDING' },
        ],
      }),
    );
    const first = await screen.findByRole('dialog', { name: 'Consent 1 of 7' });
    await userEvent.click(within(first).getByRole('button', { name: 'Yes, I agree' }));
    const second = await screen.findByRole('dialog', { name: 'Consent 2 of 7' });
    await userEvent.click(within(second).getByRole('button', { name: 'Yes, I agree' }));
    expect(socket().dataOf('SEND_CONSENT')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/videochat outcome', () => {
  it('continues to the next step of the process after the approval', async () => {
    const { socket } = await intoTheCall();
    const { iceServers: _ice, ...approved } = aVideoChatState({ status: 'APPROVED' });
    socket().push('VIDEO_STATE', approved);
    expect(
      await screen.findByRole('heading', { name: 'Your identity is confirmed' }),
    ).toBeDefined();
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/certificate'));
  });

  it('shows the adviser’s reason when a part must be redone', async () => {
    const { socket } = await intoTheCall();
    const { iceServers: _ice, ...redo } = aVideoChatState({
      status: 'REDO',
      redo: 'DOCUMENTS',
      reason: 'The photo is blurred',
    });
    socket().push('VIDEO_STATE', redo);
    expect(
      await screen.findByRole('heading', { name: 'Please correct one part of your application' }),
    ).toBeDefined();
    expect(screen.getByText('The adviser’s reason: The photo is blurred')).toBeDefined();
    expect(
      screen.getByText('The adviser asked you to upload your identity document again.'),
    ).toBeDefined();
  });

  it('sends a rejected applicant to the branch options with the reason shown first', async () => {
    const { socket } = await intoTheCall();
    const { iceServers: _ice, ...rejected } = aVideoChatState({
      status: 'REJECTED',
      reason: 'Document not valid',
    });
    socket().push('VIDEO_STATE', rejected);
    expect(await screen.findByText('The adviser’s reason: Document not valid')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the branch options' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/usermessages/errorpage'),
    );
  });

  it('starts again after an interruption', async () => {
    const { socket } = await intoTheCall();
    const { iceServers: _ice, ...interrupted } = aVideoChatState({ status: 'INTERRUPTED' });
    socket().push('VIDEO_STATE', interrupted);
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Recording of the call' })).toBeDefined();
    await act(async () => Promise.resolve());
  });
});
