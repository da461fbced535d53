// The load test's mix (load.ts): the calls the wizard makes while applicants fill it in, each as
// the web app sends it (the session cookie, JSON, the applicant's own address through the proxy
// header). The same requests go to the bare baseline, which ignores what it does not need.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  applicantAddress,
  type JourneyApplicant,
  PARTIAL_SAVE_BODY,
  partialSavePath,
  sessionCookie,
} from './journey-applicants';
import type { LoadCall, LoadRequest } from './load-scheduler';
import { repoRoot } from './processes';

const API = '/services/slo';

/**
 * Shares of the mix in 40 slots (at 200 requests/s, five requests a second per slot), after what
 * applicants send on the documents and personal data screens: the status the wizard reads on every
 * screen, the lookups once per form, a partial save after each pause in typing (use-autosave.ts),
 * and only two uploads per applicant (the ID card's sides), the heaviest call by far: one in forty
 * (decision 156).
 */
export const MIX_WEIGHTS = {
  status: 14,
  countries: 4,
  cities: 4,
  branches: 4,
  'partial save': 13,
  upload: 1,
} as const;

export type CallName = keyof typeof MIX_WEIGHTS;
export const CALL_NAMES = Object.keys(MIX_WEIGHTS) as CallName[];

/** Requests a second of each call when `calls` (default: the whole mix) run at `rate` in total. */
export function callRates(
  rate: number,
  calls: readonly CallName[] = CALL_NAMES,
): Record<CallName, number> {
  const total = calls.reduce((sum, call) => sum + MIX_WEIGHTS[call], 0);
  return Object.fromEntries(
    CALL_NAMES.map((call) => [call, calls.includes(call) ? (rate * MIX_WEIGHTS[call]) / total : 0]),
  ) as Record<CallName, number>;
}

/**
 * How many applicants of each kind keep every applicant's own pace human: a partial save at most
 * every 0.67 s, an upload at most every second, per applicant. Two saves of one applicant that
 * overlap would race for the draft (decision 126) and measure that rather than the load; and no
 * per-address limit is reached, as each applicant has an address of its own (at most 253).
 */
export function applicantCounts(rates: Record<CallName, number>): {
  form: number;
  documents: number;
} {
  const form = Math.min(200, Math.max(10, Math.ceil(rates['partial save'] / 1.5)));
  const documents = Math.min(253 - form, Math.max(5, Math.ceil(rates.upload)));
  return { form, documents };
}

/** The applicants of a run: on the personal data step (`form`) and on the documents step. */
export interface LoadApplicants {
  readonly form: readonly JourneyApplicant[];
  readonly documents: readonly JourneyApplicant[];
}

/** A small identity-document photo (the e2e ID card front, 159 KB) as the documents step sends it. */
export async function readUploadImage(): Promise<string> {
  const path = join(repoRoot, 'e2e/fixtures/documents/id-front.jpg');
  return (await readFile(path)).toString('base64');
}

/** The mix's calls for a server in production (`__Host-sid`) or development (`sid`). */
export function journeyMix(
  applicants: LoadApplicants,
  image: string,
  isProduction: boolean,
): LoadCall[] {
  // Numbered as set up: the form applicants first, then the documents ones (load.ts).
  const everyone = [...applicants.form, ...applicants.documents].map((applicant, index) => ({
    applicant,
    headers: {
      accept: 'application/json',
      'accept-language': 'sl',
      cookie: sessionCookie(applicant, isProduction),
      'x-forwarded-for': applicantAddress(index),
    },
  }));
  const form = everyone.slice(0, applicants.form.length);
  const documents = everyone.slice(applicants.form.length);
  const pick = <T>(list: readonly T[], n: number): T => {
    const chosen = list[n % list.length];
    if (chosen === undefined) throw new Error('the load test has no applicants');
    return chosen;
  };
  const json = (headers: Record<string, string>) => ({
    ...headers,
    'content-type': 'application/json',
  });
  const uploads = documents.map(({ applicant }) =>
    Buffer.from(
      JSON.stringify({
        uid: applicant.uid,
        prospectId: applicant.prospectId,
        documentName: 'frontview.jpg',
        mediaType: 'image/jpeg',
        content: image,
        bank: 'ISPS',
        documentType: 'ID',
        side: 'FRONTVIEW',
      }),
    ),
  );
  const saveBody = Buffer.from(PARTIAL_SAVE_BODY);
  const emptyBody = Buffer.from('{}');

  const requests: Record<CallName, (n: number) => LoadRequest> = {
    status: (n) => {
      const { applicant, headers } = pick(everyone, n);
      return {
        method: 'GET',
        path: `${API}/onboarding/prospects/status?uid=${applicant.uid}`,
        headers,
      };
    },
    countries: (n) => ({
      method: 'GET',
      path: `${API}/getCountry/sl`,
      headers: pick(form, n).headers,
    }),
    // The web app's city source: the postal codes with their places (getPostalCode), not the
    // one-code `externalservices/{seg}/city` call.
    cities: (n) => ({
      method: 'GET',
      path: `${API}/getPostalCode/sl`,
      headers: pick(form, n).headers,
    }),
    branches: (n) => ({
      method: 'POST',
      path: `${API}/processes/branchinfolist`,
      headers: json(pick(everyone, n).headers),
      body: emptyBody,
    }),
    'partial save': (n) => {
      const { applicant, headers } = pick(form, n);
      return {
        method: 'PATCH',
        path: partialSavePath(applicant),
        headers: json(headers),
        body: saveBody,
      };
    },
    upload: (n) => ({
      method: 'POST',
      path: `${API}/onboarding/documents`,
      headers: json(pick(documents, n).headers),
      body: pick(uploads, n),
    }),
  };
  return CALL_NAMES.map((name) => ({
    name,
    weight: MIX_WEIGHTS[name],
    requestFor: requests[name],
  }));
}
