import type { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleKeys } from '../../shared/api/query-keys';
import { OPERATOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { ArrivalAlert } from './arrival-alert';
import { ARRIVAL_ALERT_STORAGE_KEY } from './arrival-alert-settings';
import { testSockets, type TestSocket } from '../../testing/test-socket';
import { queueMessage, waitingEntry } from './queue-fixtures';

const TITLE = 'Operator console – Bank';
const emptyQueue = { 'GET queue': { status: 200, body: { entries: [] } } };

beforeEach(() => {
  document.title = TITLE;
});

afterEach(() => {
  window.localStorage.clear();
});

/** Lets the queue's first read land in the cache (the count the next push is compared with). */
async function settle(client: QueryClient) {
  await vi.waitFor(() => expect(client.getQueryData(consoleKeys.queue)).toBeDefined());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Delivers a push and lets the query cache tell its observers (they hear on a later tick). */
async function push(socket: TestSocket | undefined, message: unknown) {
  await act(async () => {
    socket?.push(message);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

async function renderAlert(
  path = '/queue',
  routes: Parameters<typeof renderConsole>[1] = emptyQueue,
) {
  const { sockets, createSocket } = testSockets();
  const playSound = vi.fn();
  const result = renderConsole(
    <ArrivalAlert staffId={OPERATOR.id} createSocket={createSocket} playSound={playSound} />,
    routes,
    { path },
  );
  await settle(result.client);
  return { ...result, socket: sockets[0], playSound };
}

const second = waitingEntry({ identificationId: '21111111-2222-4333-8444-555555555555' });

describe('ArrivalAlert', () => {
  // The file's first render loads the shell and its texts: given room on a busy machine.
  it(
    'when a caller joins the empty queue of an idle operator, then a sound, the title and the live region tell, until the queue empties',
    { timeout: 20_000 },
    async () => {
      const { socket, playSound } = await renderAlert();
      await push(socket, queueMessage([waitingEntry()]));
      expect(playSound).toHaveBeenCalledOnce();
      expect(document.title).toBe(`(1) Caller waiting – ${TITLE}`);
      expect(screen.getByRole('status').textContent).toBe('A caller is waiting in the queue.');

      await push(socket, queueMessage([waitingEntry(), second]));
      expect(document.title).toBe(`(2) Callers waiting – ${TITLE}`);
      expect(playSound).toHaveBeenCalledOnce();

      await push(socket, queueMessage([]));
      expect(document.title).toBe(TITLE);
      expect(screen.getByRole('status').textContent).toBe('');
    },
  );

  it('when the operator is in a call, then nothing fires', async () => {
    const { socket, playSound } = await renderAlert('/call/31111111-2222-4333-8444-555555555555');
    await push(socket, queueMessage([waitingEntry()]));
    expect(playSound).not.toHaveBeenCalled();
    expect(document.title).toBe(TITLE);
  });

  it('when both switches are off, then nothing fires', async () => {
    window.localStorage.setItem(
      ARRIVAL_ALERT_STORAGE_KEY,
      JSON.stringify({ sound: false, title: false }),
    );
    const { socket, playSound } = await renderAlert();
    await push(socket, queueMessage([waitingEntry()]));
    expect(playSound).not.toHaveBeenCalled();
    expect(document.title).toBe(TITLE);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when only the sound is off, then the title still changes', async () => {
    window.localStorage.setItem(ARRIVAL_ALERT_STORAGE_KEY, JSON.stringify({ sound: false }));
    const { socket, playSound } = await renderAlert();
    await push(socket, queueMessage([waitingEntry()]));
    expect(playSound).not.toHaveBeenCalled();
    expect(document.title).toBe(`(1) Caller waiting – ${TITLE}`);
  });

  it('when someone already waited as the console opened, or a returning caller is held for a colleague, then no alert', async () => {
    const { socket, playSound } = await renderAlert('/queue', {
      'GET queue': { status: 200, body: { entries: [waitingEntry()] } },
    });
    await push(socket, queueMessage([waitingEntry(), second]));
    await push(socket, queueMessage([]));
    await push(
      socket,
      queueMessage([
        waitingEntry({
          returning: true,
          offeredTo: {
            operatorId: '41111111-2222-4333-8444-555555555555',
            operatorName: 'Eva Horvat',
            until: new Date(Date.now() + 60_000).toISOString(),
          },
        }),
      ]),
    );
    expect(playSound).not.toHaveBeenCalled();
    expect(document.title).toBe(TITLE);
  });
});
