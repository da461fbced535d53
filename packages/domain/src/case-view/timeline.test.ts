import { describe, expect, it } from 'vitest';
import { timelineKindOf } from './timeline';

describe('timelineKindOf', () => {
  it('names the kinds the case page groups by', () => {
    expect(timelineKindOf('prospect.state_changed')).toBe('STATE');
    expect(timelineKindOf('consent.answered')).toBe('CONSENT');
    expect(timelineKindOf('consent_documents.accepted')).toBe('CONSENT');
    expect(timelineKindOf('documents.handoff_created')).toBe('DOCUMENT');
    expect(timelineKindOf('videochat.accepted')).toBe('CALL');
    expect(timelineKindOf('contracts.signed')).toBe('SIGNATURE');
    expect(timelineKindOf('penny_transfer.paid')).toBe('PAYMENT');
    expect(timelineKindOf('retention.case_ended')).toBe('RETENTION');
    expect(timelineKindOf('session.started')).toBe('OTHER');
  });

  it('tells a send-back from a final decision by the outcome', () => {
    expect(timelineKindOf('videochat.decided', { outcome: 'APPROVE' })).toBe('DECISION');
    expect(timelineKindOf('videochat.decided', { outcome: 'REDO' })).toBe('SEND_BACK');
    expect(timelineKindOf('penny_transfer.refused')).toBe('DECISION');
  });
});
