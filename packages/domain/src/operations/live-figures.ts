import type { z } from 'zod';
import type { IdentificationStatus, ZQueueEntry } from '../video-identification/identification';
import { percentile } from './percentiles';

/** What a queue figure needs of an entry (the operators' queue, live or read). */
export type QueueFigureEntry = Pick<
  z.infer<typeof ZQueueEntry>,
  'status' | 'waitingSince' | 'offeredTo'
>;

/** The queue now: who waits, who is in a call, and the longest wait in whole seconds. */
export interface QueueNow {
  readonly waiting: number;
  readonly inCall: number;
  readonly longestWaitSeconds: number | null;
}

export function queueNow(entries: readonly QueueFigureEntry[], now: Date): QueueNow {
  const waiting = entries.filter((entry) => entry.status === 'WAITING');
  const longest = waiting.reduce<number | null>((max, entry) => {
    const seconds = Math.max(
      0,
      Math.floor((now.getTime() - Date.parse(entry.waitingSince)) / 1000),
    );
    return max === null || seconds > max ? seconds : max;
  }, null);
  return {
    waiting: waiting.length,
    inCall: entries.filter((entry) => entry.status === 'IN_CALL').length,
    longestWaitSeconds: longest,
  };
}

/**
 * The applicants waiting for this operator: every waiting one, except a returning applicant
 * offered first to another operator (decision 244), which is not theirs to take yet.
 */
export function waitingFor(entries: readonly QueueFigureEntry[], operatorId: string): number {
  return entries.filter(
    (entry) =>
      entry.status === 'WAITING' &&
      (entry.offeredTo === null || entry.offeredTo.operatorId === operatorId),
  ).length;
}

/**
 * Decision 270: a call has arrived for an idle operator when their queue goes from empty to not
 * empty while they are in no call. The first count heard (null before it) is no arrival: what
 * waited before the console opened is on the screen already.
 */
export function isArrival(before: number | null, now: number, inCall: boolean): boolean {
  return before === 0 && now > 0 && !inCall;
}

/** An accepted call as the day's figures count it. */
export interface AcceptedCall {
  readonly operatorId: string;
  readonly waitedMs: number;
}

export type DecisionOutcome = 'APPROVE' | 'REJECT' | 'REDO';

/**
 * A decision on a call as the audit trail records it (videochat.decided): the outcome asked, the
 * identification's status it left, and which identification. A high-risk approval first leaves
 * AWAITING_SECOND_APPROVAL; its second decision is recorded again with the final status
 * (decision 267).
 */
export interface DecidedCall {
  readonly identificationId: string;
  readonly outcome: DecisionOutcome;
  readonly status: IdentificationStatus;
}

export interface DayFigures {
  readonly waits: {
    readonly count: number;
    readonly p50Seconds: number | null;
    readonly p90Seconds: number | null;
  };
  readonly callsPerOperator: readonly { readonly operatorId: string; readonly calls: number }[];
  readonly decisions: {
    readonly approved: number;
    readonly rejected: number;
    readonly sentBack: number;
    readonly awaitingSecondApproval: number;
  };
}

/**
 * The day's decisions (decision 273): a first approval that waits for a second staff member is
 * no approval yet; the second decision counts as the approval or the rejection it is. The first
 * approvals of the day still waiting (no decision on them since) are their own figure.
 */
function decisionCounts(decided: readonly DecidedCall[]): DayFigures['decisions'] {
  const final = decided.filter((each) => each.status !== 'AWAITING_SECOND_APPROVAL');
  const finished = new Set(final.map((each) => each.identificationId));
  const count = (outcome: DecisionOutcome) =>
    final.filter((each) => each.outcome === outcome).length;
  return {
    approved: count('APPROVE'),
    rejected: count('REJECT'),
    sentBack: count('REDO'),
    awaitingSecondApproval: new Set(
      decided
        .filter((each) => each.status === 'AWAITING_SECOND_APPROVAL')
        .map((each) => each.identificationId)
        .filter((id) => !finished.has(id)),
    ).size,
  };
}

/** The day's waits (p50, p90 in whole seconds), calls per operator (most first) and decisions. */
export function dayFigures(
  accepted: readonly AcceptedCall[],
  decided: readonly DecidedCall[],
): DayFigures {
  const seconds = accepted.map((call) => Math.round(call.waitedMs / 1000));
  const calls = new Map<string, number>();
  for (const call of accepted) calls.set(call.operatorId, (calls.get(call.operatorId) ?? 0) + 1);
  return {
    waits: {
      count: seconds.length,
      p50Seconds: percentile(seconds, 0.5),
      p90Seconds: percentile(seconds, 0.9),
    },
    callsPerOperator: [...calls]
      .map(([operatorId, total]) => ({ operatorId, calls: total }))
      .sort((a, b) => b.calls - a.calls || a.operatorId.localeCompare(b.operatorId)),
    decisions: decisionCounts(decided),
  };
}
