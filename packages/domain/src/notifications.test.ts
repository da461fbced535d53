import { describe, expect, it } from 'vitest';
import { ZNotificationServerMessage } from './documents/handoff';
import { ZLongProcessStatusMessage } from './notifications';

const RUN_ID = '3f0c1f7e-8a53-4d43-9a5e-2b4a9c1d7e10';
const PROSPECT_ID = 'a7d6c1b2-5e4f-4a3b-8c9d-0e1f2a3b4c5d';

const runMessage = {
  messageType: 'DATA',
  type: 'LONG_PROCESS_STATUS',
  payload: {
    roomId: `longprocess:${RUN_ID}`,
    userId: '0000000000000001',
    data: {
      id: RUN_ID,
      prospectId: PROSPECT_ID,
      state: 'GETTING_DOCUMENTS',
      tokenId: 'run-1',
      currentProcess: 'CURRENTACCOUNT',
      contentInfoKey: 'dossier',
      contentInfo: { startedAt: '2026-12-01T08:00:00.000Z', expectedSeconds: 20 },
      errorCode: null,
    },
  },
};

describe('the notification socket’s messages (decision 299)', () => {
  it('parse a run’s status with the run’s own schema, as the server’s union does', () => {
    expect(ZLongProcessStatusMessage.parse(runMessage)).toEqual(runMessage);
    expect(ZNotificationServerMessage.parse(runMessage)).toEqual(runMessage);
  });

  it('leave another room’s message to that room: a hand-off’s is no run status', () => {
    const handoff = { ...runMessage, type: 'HANDOFF_STATUS' };
    expect(ZLongProcessStatusMessage.safeParse(handoff).success).toBe(false);
    const otherPhase = { ...runMessage, payload: { ...runMessage.payload, data: { state: 'X' } } };
    expect(ZLongProcessStatusMessage.safeParse(otherPhase).success).toBe(false);
  });
});
