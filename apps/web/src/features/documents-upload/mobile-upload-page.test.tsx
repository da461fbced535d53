import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrCodeDataUrl } from '../../components/ui/qr-code';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { mockApi } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus, TEST_UID } from '../../lib/wizard/testing/status-fixtures';
import { MobileUploadPage } from './mobile-upload-page';
import { renderDocuments, PROSPECT_ID, someDocuments } from './testing/render-documents';
import { aHandoffLink, aHandoffStatus, TID } from './testing/handoff-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A websocket the test drives: it records what the page sends and delivers what the test pushes. */
class FakeSocket extends EventTarget {
  static latest: FakeSocket | null = null;
  readonly sent: unknown[] = [];
  readyState: number = WebSocket.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeSocket.latest = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  push(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new Event('close'));
  }
}

function serve(statusAnswer = aHandoffStatus()) {
  return mockApi({
    'POST /onboarding/documents/handoff': { body: aHandoffLink() },
    [`POST /onboarding/documents/handoff/${TID}/sms`]: {
      body: { sent: true, status: aHandoffStatus({ smsSentAt: '2026-11-22T02:01:00.000Z' }) },
    },
    [`GET /onboarding/documents/handoff/${TID}`]: () => ({ body: statusAnswer }),
    'GET /onboarding/prospects/status': {
      body: aStatus(aProcess({ prospectId: PROSPECT_ID, prospectState: 'PROSPECT_IDS_UPLOADED' })),
    },
  });
}

/** The socket the page opened: in the task after its commit (decision 306), so it is waited for. */
function openedSocket(): Promise<FakeSocket> {
  return vi.waitFor(() => {
    if (FakeSocket.latest === null) throw new Error('no socket opened yet');
    return FakeSocket.latest;
  });
}

function renderHandoff() {
  FakeSocket.latest = null;
  vi.stubGlobal(
    'WebSocket',
    Object.assign(FakeSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 }),
  );
  return renderDocuments('/documentsupload/mobileupload', {
    '/documentsupload/mobileupload': <MobileUploadPage />,
  });
}

describe('/documentsupload/mobileupload', () => {
  it('shows the hand-off link as a QR code image', async () => {
    const api = serve();
    const { container } = renderHandoff();
    const qr = await screen.findByRole('img', { name: 'QR code with the link for your phone' });
    expect(qr.getAttribute('src')).toBe(qrCodeDataUrl(aHandoffLink().link));
    expect(api.calls.find((call) => call.path === '/onboarding/documents/handoff')?.body).toEqual({
      uid: TEST_UID,
      prospectId: PROSPECT_ID,
    });
    await expectNoAxeViolations(container);
  });

  it('checks the SMS form with the shared schema and shows the error next to the field', async () => {
    const api = serve();
    renderHandoff();
    const phone = await screen.findByLabelText(/Mobile phone number/);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter your mobile phone number.')).toBeDefined();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(phone, '041 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    // Decision 235: the number in international grouping, without the trunk 0 typed.
    expect(await screen.findByText(/We sent the link to \+386 41 123 456/)).toBeDefined();
    expect(api.calls.find((call) => call.path.endsWith('/sms'))?.body).toEqual({
      prefix: '+386',
      phoneNumber: '041 123 456',
    });
  });

  it('follows the phone live over the websocket and moves on when it finalizes', async () => {
    serve();
    renderHandoff();
    await screen.findByRole('img', { name: /QR code/ });
    const socket = await openedSocket();
    expect(socket.url).toBe('ws://localhost:3000/services/slo/onboarding/notifications');
    socket.open();
    expect(socket.sent).toEqual([
      { messageType: 'START', payload: { roomId: `handoff:${TID}`, userId: TEST_UID } },
    ]);
    const push = (data: ReturnType<typeof aHandoffStatus>) =>
      socket.push({
        messageType: 'DATA',
        type: 'HANDOFF_STATUS',
        payload: { roomId: `handoff:${TID}`, userId: TEST_UID, data },
      });

    push(
      aHandoffStatus({
        status: 'OPENED',
        stepsDone: ['LINK_OPENED', 'ID_TYPE'],
        documents: someDocuments('ID', { FRONTVIEW: 'REJECTED' }, { FRONTVIEW: 'IMAGE_BLURRED' }),
      }),
    );
    expect(
      await screen.findByText(/Front of your identity card: The photo is blurred/),
    ).toBeDefined();
    const progress = screen.getByRole('list', { name: 'On your phone' });
    expect(within(progress).getByText('Link opened').parentElement?.className).toContain('--done');
    expect(within(progress).getByText('Back photographed').parentElement?.className).not.toContain(
      '--done',
    );

    push(
      aHandoffStatus({
        status: 'FINALIZED',
        stepsDone: ['LINK_OPENED', 'ID_TYPE', 'FRONTVIEW', 'BACKVIEW', 'FINALIZED'],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/personaldata'));
  });

  it('polls the status when the websocket fails', async () => {
    const api = serve(aHandoffStatus({ status: 'OPENED', stepsDone: ['LINK_OPENED'] }));
    renderHandoff();
    await screen.findByRole('img', { name: /QR code/ });
    (await openedSocket()).fail();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `/onboarding/documents/handoff/${TID}`)).toBe(
        true,
      ),
    );
    const progress = screen.getByRole('list', { name: 'On your phone' });
    await waitFor(() =>
      expect(within(progress).getByText('Link opened').parentElement?.className).toContain(
        '--done',
      ),
    );
  });

  it('renews the link before its token expires, with a new QR code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let issued = 0;
    const api = mockApi({
      'POST /onboarding/documents/handoff': () => {
        issued += 1;
        return { body: aHandoffLink(`header.payload${issued}.signature`) };
      },
    });
    renderHandoff();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    const first = qr.getAttribute('src');
    await vi.advanceTimersByTimeAsync(12 * 60_000 + 1000);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).not.toBe(first),
    );
    expect(api.calls.filter((call) => call.path === '/onboarding/documents/handoff')).toHaveLength(
      2,
    );
  });
});
