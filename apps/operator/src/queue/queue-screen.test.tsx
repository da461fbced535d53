import { OPERATOR_QUEUE_ROOM, type TOperatorQueue } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPERATOR } from '../testing/fake-fetch';
import { renderConsole } from '../testing/render-console';
import { QueueScreen } from './queue-screen';

const waitingId = '11111111-2222-4333-8444-555555555555';
const inCallId = '21111111-2222-4333-8444-555555555555';

function queueOf(entries: TOperatorQueue['entries']): TOperatorQueue {
  return { entries };
}

const initial = queueOf([
  {
    identificationId: waitingId,
    fullName: 'Mira Kovač',
    process: 'CURRENT_ACCOUNT',
    language: 'sl',
    waitingSince: new Date(Date.now() - 75_000).toISOString(),
    deadline: new Date(Date.now() + 105_000).toISOString(),
    status: 'WAITING',
    operatorName: null,
    returning: false,
    offeredTo: null,
  },
  {
    identificationId: inCallId,
    fullName: 'Luka Novak',
    process: 'PERSONAL_LOAN',
    language: 'en',
    waitingSince: new Date(Date.now() - 300_000).toISOString(),
    deadline: new Date(Date.now()).toISOString(),
    status: 'IN_CALL',
    operatorName: 'Eva Horvat',
    returning: false,
    offeredTo: null,
  },
]);

/** A WebSocket stand-in the test drives: it records what the console sends and delivers pushes. */
class TestSocket extends EventTarget {
  static readonly OPEN = 1;
  readyState = 0;
  readonly sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

function renderQueue(routes: Parameters<typeof renderConsole>[1]) {
  const sockets: TestSocket[] = [];
  const onAccepted = vi.fn();
  const createSocket = () => {
    const socket = new TestSocket();
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  const result = renderConsole(
    <QueueScreen staff={OPERATOR} onAccepted={onAccepted} createSocket={createSocket} />,
    routes,
  );
  return { ...result, sockets, onAccepted };
}

describe('QueueScreen', () => {
  it('lists the waiting applicants with their waiting time and shows who is in a call', async () => {
    const { container } = renderQueue({ 'GET queue': { status: 200, body: initial } });
    const table = await screen.findByRole('table', { name: /waiting for video identification/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1:15')).toBeDefined();
    expect(within(rows[2]!).getByText('In a call with Eva Horvat')).toBeDefined();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('follows the queue room: START on open, then every pushed queue', async () => {
    const { sockets } = renderQueue({ 'GET queue': { status: 200, body: initial } });
    await screen.findByRole('table');
    const socket = sockets[0]!;
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({
      messageType: 'START',
      payload: { roomId: OPERATOR_QUEUE_ROOM, userId: OPERATOR.id },
    });
    expect(screen.getByText('The list updates live.')).toBeDefined();
    act(() =>
      socket.push({
        messageType: 'DATA',
        type: 'QUEUE',
        payload: { roomId: OPERATOR_QUEUE_ROOM, userId: OPERATOR.id, data: queueOf([]) },
      }),
    );
    expect(screen.getByText('Nobody is waiting.')).toBeDefined();
  });

  it('accepts a call and opens it', async () => {
    const { onAccepted, calls } = renderQueue({
      'GET queue': { status: 200, body: initial },
      [`POST identifications/${waitingId}/accept`]: { status: 200, body: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Mira Kovač' }));
    expect(calls.some((call) => call.path === `identifications/${waitingId}/accept`)).toBe(true);
    expect(onAccepted).toHaveBeenCalledWith(waitingId);
  });

  it('says so when another operator took the call first', async () => {
    const { onAccepted } = renderQueue({
      'GET queue': { status: 200, body: initial },
      [`POST identifications/${waitingId}/accept`]: {
        status: 409,
        body: { mainError: { code: 'ALREADY_TAKEN', message: 'x' }, fieldErrors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Mira Kovač' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another operator has already taken this call.',
    );
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('marks a returning applicant and to whom it is offered first (decision 244)', async () => {
    const returningId = '31111111-2222-4333-8444-555555555555';
    const until = new Date(Date.now() + 45_000).toISOString();
    const returning = (operatorId: string, operatorName: string) =>
      queueOf([
        {
          identificationId: returningId,
          fullName: 'Ana Zupan',
          process: 'CURRENT_ACCOUNT',
          language: 'sl',
          waitingSince: new Date(Date.now() - 15_000).toISOString(),
          deadline: new Date(Date.now() + 165_000).toISOString(),
          status: 'WAITING',
          operatorName: null,
          returning: true,
          offeredTo: { operatorId, operatorName, until },
        },
        ...initial.entries,
      ]);
    const { sockets, container } = renderQueue({
      'GET queue': { status: 200, body: returning(OPERATOR.id, OPERATOR.fullName) },
      [`POST identifications/${returningId}/accept`]: {
        status: 409,
        body: { mainError: { code: 'HELD_FOR_OPERATOR', message: 'x' }, fieldErrors: [] },
      },
    });
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toMatch(
      /^Ana ZupanReturning to you: you sent them back\. Offered to you first until \d{2}:\d{2}\.$/,
    );
    await expectNoAxeViolations(container);

    act(() =>
      sockets[0]!.push({
        messageType: 'DATA',
        type: 'QUEUE',
        payload: {
          roomId: OPERATOR_QUEUE_ROOM,
          userId: OPERATOR.id,
          data: returning('41111111-2222-4333-8444-555555555555', 'Rok Operater'),
        },
      }),
    );
    expect(screen.getByText(/^Offered first to Rok Operater until \d{2}:\d{2}$/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Ana Zupan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This applicant returns to the operator who sent them back. Try again shortly.',
    );
  });
});
