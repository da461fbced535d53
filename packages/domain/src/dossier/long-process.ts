import { z } from 'zod';
import { ZLongWaitPhase, type LongWaitPhase } from '../long-wait';
import { ZProcessName } from '../schemas';

/**
 * The background work behind the long-wait screen (spec 1 §4 "Background processing phases",
 * decision 140): for the account processes it runs after the video identification and prepares
 * what the applicant signs (GETTING_DOCUMENTS) and opens the bank's dossier and account
 * (CREATING_DOSSIER), then END. A failure ends in ERROR, which the applicant may start again.
 */
export const DOSSIER_PHASES = [
  'GETTING_DOCUMENTS',
  'CREATING_DOSSIER',
  'END',
] as const satisfies readonly LongWaitPhase[];

/**
 * Which slides the long-wait screen shows while this kind of run goes on (spec 3 §7 contentInfoKey):
 * `dossier` the run after the identification (accounts) or after the loan's choice, `risk` the
 * loan's assessment (EVALUATING_RISK → WAITING_LOAN_SELECTION or WAITING_PROCESS_SWITCH_SELECTION,
 * decision 147). A prospect has at most one run of each kind.
 */
export const LONG_PROCESS_CONTENT_KEYS = ['dossier', 'risk'] as const;
export const ZLongProcessContentKey = z.enum(LONG_PROCESS_CONTENT_KEYS);
export type LongProcessContentKey = (typeof LONG_PROCESS_CONTENT_KEYS)[number];

/**
 * `GET processes/longprocesses/{id}` (spec 3 §7: "the long-wait get reads state, tokenId and
 * contentInfoKey"; the post adds contentInfo, currentProcess and id). tokenId names the run, so a
 * screen can tell a restarted run from the one it followed. contentInfo is what the countdown needs.
 */
export const ZLongProcess = z.object({
  id: z.uuid(),
  prospectId: z.uuid(),
  state: ZLongWaitPhase,
  tokenId: z.string(),
  currentProcess: ZProcessName,
  contentInfoKey: ZLongProcessContentKey,
  contentInfo: z.object({
    /** When this run started (ISO 8601). */
    startedAt: z.iso.datetime(),
    /** How long such a run usually takes: the countdown's start when counting down. */
    expectedSeconds: z.number().int().positive(),
  }),
  /** Machine-readable cause when state is ERROR; null otherwise. */
  errorCode: z.string().nullable(),
});
export type TLongProcess = z.infer<typeof ZLongProcess>;

/** `POST processes/longprocesses` and `POST processes/createdossier`: whose run. */
export const ZLongProcessRequest = z.object({ prospectId: z.uuid() }).strict();
export type TLongProcessRequest = z.infer<typeof ZLongProcessRequest>;

export const ZLongProcessParams = z.object({ id: z.string().max(64) });

/** The realtime room of one run: its applicant follows the phases there. */
export function longProcessRoomId(id: string): string {
  return `longprocess:${id}`;
}

/** While a run goes on, the screen asks again this often when the socket is not there. */
export const LONG_PROCESS_POLL_INTERVAL_MS = 3000;

/** A dossier run of the account processes takes a few seconds; the countdown starts here. */
export const DOSSIER_EXPECTED_SECONDS = 20;

/** The loan's risk assessment (decision 147) takes a few seconds too. */
export const RISK_EXPECTED_SECONDS = 15;

/** The loan's dossier run begins with the saved choice (spec 2 §4 post-loan-choice phases). */
export const LOAN_DOSSIER_PHASES = [
  'SAVING_LOAN_CHOICE',
  ...DOSSIER_PHASES,
] as const satisfies readonly LongWaitPhase[];
