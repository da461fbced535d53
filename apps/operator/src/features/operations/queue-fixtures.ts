import type { TOperatorQueue } from '@onboarding/domain';

// The queue's fixtures for the operations feature's tests; the sockets are testing/test-socket's.

type Entry = TOperatorQueue['entries'][number];

export function waitingEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    identificationId: '11111111-2222-4333-8444-555555555555',
    prospectId: '91111111-2222-4333-8444-555555555555',
    fullName: 'Mira Kovač',
    process: 'CURRENTACCOUNT',
    language: 'sl',
    waitingSince: new Date(Date.now() - 90_000).toISOString(),
    deadline: new Date(Date.now() + 90_000).toISOString(),
    status: 'WAITING',
    operatorName: null,
    returning: false,
    offeredTo: null,
    attention: null,
    ...overrides,
  };
}

export function queueMessage(entries: readonly Entry[]) {
  return {
    messageType: 'DATA',
    type: 'QUEUE',
    payload: { roomId: 'operator:queue', userId: '', data: { entries } },
  };
}
