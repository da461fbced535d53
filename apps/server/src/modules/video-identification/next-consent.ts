import type { TCallScript, VideoConsentName } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';
import { answersOf } from './answers';
import { findAnswers } from './repository';
import type { IdentificationRow } from './tables';

/**
 * The consent the call asks next, one at a time (spec 3 §4): the first of the call's script
 * (decision 230) not answered yet, with its place in the script; null when every one is answered.
 */
export async function nextConsentOf(
  tx: Transaction,
  row: Pick<IdentificationRow, 'id'>,
  script: Pick<TCallScript, 'consents'>,
): Promise<{ id: number; name: VideoConsentName } | null> {
  const answered = new Set(
    answersOf(await findAnswers(tx, row.id)).flatMap((answer) =>
      answer.kind === 'CONSENT' ? [answer.answer.name] : [],
    ),
  );
  const next = script.consents.findIndex((name) => !answered.has(name));
  const name = script.consents[next];
  return name === undefined ? null : { id: next, name };
}

/** The overlay's data of SHOW_CONSENTS: the one consent asked now and how many the call asks. */
export function consentsData(
  consent: { id: number; name: VideoConsentName },
  script: Pick<TCallScript, 'consents'>,
) {
  return { consents: [consent], consentCount: script.consents.length };
}
