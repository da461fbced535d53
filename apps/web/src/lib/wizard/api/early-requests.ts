import { ROUTES, stripTrailingSlash } from '@onboarding/domain/routes';
import type { z } from 'zod';
import { api } from '../../api/api';
import { nextTask } from '../../chunks/next-task';
import { isPrivatePath } from '../private-paths';
import { readUidCookie } from '../session-cookies';

/**
 * What a private first page waits for, asked by main.tsx while the page's code is still on its way
 * (decision 219): the private-route guard renders nothing until it knows the applicant's status
 * and the opening hours, and the documents page shows the loading mask until it knows the
 * documents; asking only once the code had arrived and run cost the first page a round trip each.
 */
interface EarlyAnswer {
  readonly askedAt: number;
  /** The answer unchecked, or null when the call failed (the guard's own call then routes it). */
  readonly answer: Promise<unknown>;
}

/** `GET onboarding/prospects/status?uid=` (spec 3): asked here and by getProspectStatus. */
export const PROSPECT_STATUS_PATH = '/onboarding/prospects/status';
/** `GET external/info/openinghours`: asked here and by getOpeningHours. */
export const OPENING_HOURS_PATH = '/external/info/openinghours';
/** `GET onboarding/images?uid=`: asked here for /documentsupload and by getIdDocuments. */
export const ID_DOCUMENTS_PATH = '/onboarding/images';

/** An answer older than this is not the first page's: the guard asks again. */
const FRESH_FOR_MS = 10_000;

const early = new Map<string, EarlyAnswer>();
const statusKey = (uid: string) => `status ${uid}`;
const HOURS_KEY = 'opening hours';
const documentsKey = (uid: string) => `documents ${uid}`;

/**
 * Asks for the applicant's status and the opening hours when the first page is a private one and
 * the uid cookie names the applicant, and the identity documents when it is /documentsupload;
 * does nothing otherwise. Failures are not routed here: the page's own call routes them.
 */
export function askForFirstPage(path: string, now: () => number = Date.now): void {
  if (!isPrivatePath(path)) return;
  const uid = readUidCookie();
  if (uid === null) return;
  const ask = (key: string, request: Promise<unknown>) =>
    early.set(key, { askedAt: now(), answer: request.catch(() => null) });
  ask(statusKey(uid), api.get(PROSPECT_STATUS_PATH, { query: { uid }, routeErrors: false }));
  ask(HOURS_KEY, api.get(OPENING_HOURS_PATH, { routeErrors: false, ignoreGuiBanner: true }));
  if (stripTrailingSlash(path) === ROUTES.documentsUpload) {
    ask(documentsKey(uid), api.get(ID_DOCUMENTS_PATH, { query: { uid }, routeErrors: false }));
  }
}

/** An early answer, once: a later page asks the server again. Null when there is none. */
function take(key: string, now: () => number): Promise<unknown> {
  const taken = early.get(key);
  early.delete(key);
  if (taken === undefined || now() - taken.askedAt > FRESH_FOR_MS) return Promise.resolve(null);
  return taken.answer;
}

export function takeEarlyStatus(uid: string, now: () => number = Date.now): Promise<unknown> {
  return take(statusKey(uid), now);
}

export function takeEarlyOpeningHours(now: () => number = Date.now): Promise<unknown> {
  return take(HOURS_KEY, now);
}

export function takeEarlyIdDocuments(uid: string, now: () => number = Date.now): Promise<unknown> {
  return take(documentsKey(uid), now);
}

/**
 * The early answer when one came and passes the schema `schema` gives, else the answer of `ask` (a
 * query's own).
 */
export async function earlyAnswerOr<T>(
  taken: Promise<unknown>,
  schema: () => z.ZodType<T>,
  ask: () => Promise<T>,
): Promise<T> {
  const answer = await taken;
  // The answer came while the page's code was on its way: it is checked in a task of its own, not
  // in the commit of the page whose query asks for it, and so is its schema built (decision 306).
  await nextTask();
  const early = schema().safeParse(answer);
  return early.success ? early.data : ask();
}
