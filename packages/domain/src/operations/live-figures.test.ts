import { describe, expect, it } from 'vitest';
import type { IdentificationStatus } from '../video-identification/identification';
import {
  dayFigures,
  isArrival,
  queueNow,
  waitingFor,
  type DecidedCall,
  type DecisionOutcome,
  type QueueFigureEntry,
} from './live-figures';

const OPERATOR = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const entry = (
  status: QueueFigureEntry['status'],
  waitingSince: string,
  offeredTo: string | null = null,
): QueueFigureEntry => ({
  status,
  waitingSince,
  offeredTo:
    offeredTo === null
      ? null
      : { operatorId: offeredTo, operatorName: 'Ana', until: '2026-11-29T12:10:00Z' },
});

describe('queueNow', () => {
  it('when the queue is empty, then nobody waits and there is no longest wait', () => {
    expect(queueNow([], new Date())).toEqual({
      waiting: 0,
      inCall: 0,
      longestWaitSeconds: null,
    });
  });

  it('when applicants wait and others are in calls, then the longest wait is of those waiting', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(
      queueNow(
        [
          entry('IN_CALL', '2026-11-29T11:00:00Z'),
          entry('WAITING', '2026-11-29T11:58:30Z'),
          entry('WAITING', '2026-11-29T11:59:50.400Z'),
        ],
        now,
      ),
    ).toEqual({ waiting: 2, inCall: 1, longestWaitSeconds: 90 });
  });
});

describe('waitingFor', () => {
  it('when a returning applicant is offered to another operator, then not counted for this one', () => {
    const entries = [
      entry('WAITING', '2026-11-29T11:58:30Z', OTHER),
      entry('WAITING', '2026-11-29T11:58:30Z', OPERATOR),
      entry('WAITING', '2026-11-29T11:58:30Z'),
      entry('IN_CALL', '2026-11-29T11:58:30Z'),
    ];
    expect(waitingFor(entries, OPERATOR)).toBe(2);
    expect(waitingFor(entries, OTHER)).toBe(2);
  });
});

describe('isArrival', () => {
  it('when the queue goes from empty to one while the operator is free, then it is an arrival', () => {
    expect(isArrival(0, 1, false)).toBe(true);
  });

  it('when the operator is in a call, the count was not known, or someone waited already, then not', () => {
    expect(isArrival(0, 1, true)).toBe(false);
    expect(isArrival(null, 1, false)).toBe(false);
    expect(isArrival(1, 2, false)).toBe(false);
    expect(isArrival(1, 0, false)).toBe(false);
  });
});

const decided = (
  identificationId: string,
  outcome: DecisionOutcome,
  status: IdentificationStatus,
): DecidedCall => ({ identificationId, outcome, status });

describe('dayFigures', () => {
  it('when calls were accepted and decided, then the waits, calls per operator and outcomes', () => {
    const figures = dayFigures(
      [
        { operatorId: OPERATOR, waitedMs: 10_000 },
        { operatorId: OTHER, waitedMs: 30_400 },
        { operatorId: OPERATOR, waitedMs: 60_000 },
        { operatorId: OPERATOR, waitedMs: 120_000 },
      ],
      [
        decided('1', 'APPROVE', 'APPROVED'),
        decided('2', 'APPROVE', 'APPROVED'),
        decided('3', 'REJECT', 'REJECTED'),
        decided('4', 'REDO', 'REDO'),
        decided('5', 'APPROVE', 'APPROVED'),
      ],
    );
    expect(figures).toEqual({
      waits: { count: 4, p50Seconds: 30, p90Seconds: 120 },
      callsPerOperator: [
        { operatorId: OPERATOR, calls: 3 },
        { operatorId: OTHER, calls: 1 },
      ],
      decisions: { approved: 3, rejected: 1, sentBack: 1, awaitingSecondApproval: 0 },
    });
  });

  it('when a first approval waits for a second staff member, then it is no approval until the second', () => {
    const waiting = decided('a', 'APPROVE', 'AWAITING_SECOND_APPROVAL');
    expect(dayFigures([], [waiting]).decisions).toEqual({
      approved: 0,
      rejected: 0,
      sentBack: 0,
      awaitingSecondApproval: 1,
    });
    expect(dayFigures([], [waiting, decided('a', 'APPROVE', 'APPROVED')]).decisions).toEqual({
      approved: 1,
      rejected: 0,
      sentBack: 0,
      awaitingSecondApproval: 0,
    });
  });

  it('when the second staff member rejects, then one rejection and no approval, in any order read', () => {
    const figures = dayFigures(
      [],
      [
        decided('b', 'REJECT', 'REJECTED'),
        decided('b', 'APPROVE', 'AWAITING_SECOND_APPROVAL'),
        decided('c', 'APPROVE', 'AWAITING_SECOND_APPROVAL'),
      ],
    );
    expect(figures.decisions).toEqual({
      approved: 0,
      rejected: 1,
      sentBack: 0,
      awaitingSecondApproval: 1,
    });
  });

  it('when a second decision ends an approval first made before the day, then it counts today', () => {
    expect(dayFigures([], [decided('d', 'APPROVE', 'APPROVED')]).decisions.approved).toBe(1);
  });

  it('when nothing happened yet today, then no waits and zero counts', () => {
    expect(dayFigures([], [])).toEqual({
      waits: { count: 0, p50Seconds: null, p90Seconds: null },
      callsPerOperator: [],
      decisions: { approved: 0, rejected: 0, sentBack: 0, awaitingSecondApproval: 0 },
    });
  });
});
