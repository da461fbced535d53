import { OPERATOR_QUEUE_ROOM, type TOperatorQueue } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPERATOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { testSockets } from '../../testing/test-socket';
import { QueueScreen } from './queue-screen';

const waitingId = '11111111-2222-4333-8444-555555555555';
const inCallId = '21111111-2222-4333-8444-555555555555';

function queueOf(entries: TOperatorQueue['entries']): TOperatorQueue {
  return { entries };
}

const initial = queueOf([
  {
    identificationId: waitingId,
    prospectId: '91111111-2222-4333-8444-555555555555',
    fullName: 'Mira Kovač',
    process: 'CURRENT_ACCOUNT',
    language: 'sl',
    waitingSince: new Date(Date.now() - 75_000).toISOString(),
    deadline: new Date(Date.now() + 105_000).toISOString(),
    status: 'WAITING',
    operatorName: null,
    returning: false,
    offeredTo: null,
    attention: null,
  },
  {
    identificationId: inCallId,
    prospectId: '92111111-2222-4333-8444-555555555555',
    fullName: 'Luka Novak',
    process: 'PERSONAL_LOAN',
    language: 'en',
    waitingSince: new Date(Date.now() - 300_000).toISOString(),
    deadline: new Date(Date.now()).toISOString(),
    status: 'IN_CALL',
    operatorName: 'Eva Horvat',
    returning: false,
    offeredTo: null,
    attention: null,
  },
]);

function renderQueue(routes: Parameters<typeof renderConsole>[1]) {
  const { sockets, createSocket } = testSockets();
  const result = renderConsole(<QueueScreen createSocket={createSocket} />, routes, {
    path: '/queue',
  });
  return { ...result, sockets };
}

describe('QueueScreen', () => {
  it('lists the waiting applicants with their waiting time and shows who is in a call', async () => {
    const { container } = renderQueue({ 'GET queue': { status: 200, body: initial } });
    const table = await screen.findByRole('table', { name: /waiting for video identification/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // 1:15 when rendered; a loaded machine may take a second or two to get here.
    expect(within(rows[1]!).getByText(/^1:1\d$/)).toBeDefined();
    expect(within(rows[2]!).getByText('In a call with Eva Horvat')).toBeDefined();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    // The applicant's language by its name, not its code.
    expect(within(rows[1]!).getByText('Slovenščina')).toBeDefined();
    expect(within(rows[2]!).getByText('English')).toBeDefined();
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
    expect(await screen.findByText('Nobody is waiting.')).toBeDefined();
  });

  it('accepts a call and opens it', async () => {
    const { location, calls } = renderQueue({
      'GET queue': { status: 200, body: initial },
      [`POST identifications/${waitingId}/accept`]: { status: 200, body: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Mira Kovač' }));
    expect(calls.some((call) => call.path === `identifications/${waitingId}/accept`)).toBe(true);
    await vi.waitFor(() => expect(location.current?.pathname).toBe(`/call/${waitingId}`));
  });

  it('says so when another operator took the call first', async () => {
    const { location } = renderQueue({
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
    expect(location.current?.pathname).toBe('/queue');
  });

  it('marks a returning applicant and to whom it is offered first (decision 244)', async () => {
    const returningId = '31111111-2222-4333-8444-555555555555';
    const until = new Date(Date.now() + 45_000).toISOString();
    const returning = (operatorId: string, operatorName: string) =>
      queueOf([
        {
          identificationId: returningId,
          prospectId: '93111111-2222-4333-8444-555555555555',
          fullName: 'Ana Zupan',
          process: 'CURRENT_ACCOUNT',
          language: 'sl',
          waitingSince: new Date(Date.now() - 15_000).toISOString(),
          deadline: new Date(Date.now() + 165_000).toISOString(),
          status: 'WAITING',
          operatorName: null,
          returning: true,
          offeredTo: { operatorId, operatorName, until },
          attention: null,
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
    expect(
      await screen.findByText(/^Offered first to Rok Operater until \d{2}:\d{2}$/),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Ana Zupan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This applicant returns to the operator who sent them back. Try again shortly.',
    );
  });

  it('says what the identity checks found before the call is taken (decisions 287, 288)', async () => {
    const [waiting, inCall] = initial.entries;
    const queue = queueOf([
      {
        ...waiting!,
        attention: {
          crossChecks: [
            {
              check: 'NAME',
              sources: ['SIGN_UP', 'DOCUMENT'],
              signal: 'NAME_MISMATCH',
              severity: 'HIGH',
            },
            {
              check: 'NAME',
              sources: ['FORM', 'DOCUMENT'],
              signal: 'NAME_MISMATCH',
              severity: 'HIGH',
            },
            {
              check: 'SEX',
              sources: ['FORM', 'DOCUMENT'],
              signal: 'SEX_MISMATCH',
              severity: 'HIGH',
            },
          ],
          possibleDuplicates: 2,
        },
      },
      { ...inCall!, attention: { crossChecks: [], possibleDuplicates: 0 } },
    ]);
    const { container } = renderQueue({ 'GET queue': { status: 200, body: queue } });
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    const note =
      'Data disagree (high risk): Name and Sex · 2 other applications share an identifier';
    expect(within(first!).getByRole('rowheader').textContent).toBe(`Mira Kovač${note}`);
    expect(
      within(first!)
        .getByRole('button', { name: 'Accept Mira Kovač' })
        .getAttribute('aria-describedby'),
    ).toBe(`queue-attention-${waitingId}`);
    expect(screen.getByText(note).id).toBe(`queue-attention-${waitingId}`);
    // Nothing found: nothing said.
    expect(within(second!).getByRole('rowheader').textContent).toBe('Luka Novak');
    await expectNoAxeViolations(container);
  });
});
