import { videoConsentsFor, type VideoConsentName } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';
import { answersOf } from './answers';
import { findAnswers } from './repository';
import type { IdentificationRow } from './tables';

/**
 * The consent the call asks next, one at a time (spec 3 §4): the first not answered yet, with its
 * place in the list; null when every consent of the call is answered.
 */
export async function nextConsentOf(
  tx: Transaction,
  row: Pick<IdentificationRow, 'id' | 'process'>,
): Promise<{ id: number; name: VideoConsentName } | null> {
  const answered = new Set(
    answersOf(await findAnswers(tx, row.id)).flatMap((answer) =>
      answer.kind === 'CONSENT' ? [answer.answer.name] : [],
    ),
  );
  const consents = videoConsentsFor(row.process);
  const next = consents.findIndex((name) => !answered.has(name));
  const name = consents[next];
  return name === undefined ? null : { id: next, name };
}
