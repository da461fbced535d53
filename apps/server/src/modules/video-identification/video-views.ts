import {
  estimatedWaitSeconds,
  RETURNING_HOLD_MS,
  videoRoomId,
  type TOperatorQueue,
  type TVideoChatState,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { IceServer } from '../../infra/config';
import type { Database, Transaction } from '../../infra/db/database';
import { callFiguresSince, countInCall, countWaitingBefore, findOpen } from './repository';
import type { IdentificationRow } from './tables';

type Db = Database | Transaction;

/** The window of finished calls the estimated wait learns from. */
const FIGURES_WINDOW_MS = 24 * 60 * 60_000;

export interface StateOfDeps {
  readonly clock: Clock;
  readonly iceServersOf: () => TVideoChatState['iceServers'];
}

/** The configured ICE servers as both browsers take them. */
export function iceServersFor(iceServers: readonly IceServer[]): TVideoChatState['iceServers'] {
  return iceServers.map((server) => ({
    ...server,
    urls: typeof server.urls === 'string' ? server.urls : [...server.urls],
  }));
}

/** The wait told to the applicant at `position` (decision 132, `estimatedWaitSeconds`). */
async function waitAt(tx: Db, clock: Clock, position: number): Promise<number> {
  const figures = await callFiguresSince(tx, new Date(clock().getTime() - FIGURES_WINDOW_MS));
  return estimatedWaitSeconds({
    ahead: position - 1,
    inCall: await countInCall(tx),
    operators: figures.operators,
    meanCallSeconds: figures.meanSeconds,
  });
}

/** The applicant's view of an identification: place and estimated wait, operator, outcome. */
export function createStateOf(deps: StateOfDeps) {
  const { clock, iceServersOf } = deps;
  return async function stateOf(tx: Db, row: IdentificationRow): Promise<TVideoChatState> {
    const waiting = row.status === 'WAITING';
    const position = waiting ? (await countWaitingBefore(tx, row)) + 1 : null;
    const showsReason = row.status === 'REDO' || row.status === 'REJECTED';
    return {
      identificationId: row.id,
      roomId: videoRoomId(row.id),
      status: row.status,
      position,
      estimatedWaitSeconds: position === null ? null : await waitAt(tx, clock, position),
      deadline: waiting ? row.deadline.toISOString() : null,
      extended: row.extended > 0,
      // The applicant sees the operator's first name only.
      operatorName: row.operatorName?.split(' ')[0] ?? null,
      iceServers: iceServersOf(),
      reason: showsReason ? row.decisionReason : null,
      redo: row.status === 'REDO' ? row.redoTarget : null,
    };
  };
}

/**
 * To whom a returning applicant is offered (decision 244): the operator who sent them back, while
 * that operator is not in another call, until the hold ends; else (null) to every operator.
 */
function offeredTo(
  row: IdentificationRow,
  busy: ReadonlySet<string>,
): TOperatorQueue['entries'][number]['offeredTo'] {
  const operatorId = row.preferredOperatorId;
  if (row.status !== 'WAITING' || !row.returning || operatorId === null || busy.has(operatorId)) {
    return null;
  }
  return {
    operatorId,
    operatorName: row.preferredOperatorName ?? '',
    until: new Date(row.queuedAt.getTime() + RETURNING_HOLD_MS).toISOString(),
  };
}

/** The operators' queue: the waiting applicants (returning ones first) and the calls in progress. */
export async function queueOf(tx: Db): Promise<TOperatorQueue> {
  const open = await findOpen(tx);
  const busy = new Set(
    open.flatMap((row) => (row.status === 'IN_CALL' && row.operatorId ? [row.operatorId] : [])),
  );
  return {
    entries: open.map((row) => ({
      identificationId: row.id,
      prospectId: row.prospectId,
      fullName: row.fullName,
      process: row.process,
      language: row.language,
      waitingSince: row.queuedAt.toISOString(),
      deadline: row.deadline.toISOString(),
      status: row.status,
      operatorName: row.operatorName,
      returning: row.returning,
      offeredTo: offeredTo(row, busy),
      attention: row.attention,
    })),
  };
}
