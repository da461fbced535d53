import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXAMPLE_PERSONAL_DATA_SECTIONS } from '@onboarding/domain';
import { repoRoot } from './processes';

/*
 * Applicants on the personal data step, made through the real API the way e2e/support does
 * (applicant.ts, documents.ts): register, confirm the e-mail link read from the development outbox,
 * choose the ID card, upload its two sides and confirm them. The prospect is then in
 * PROSPECT_IDS_UPLOADED, where `info/partialsave` answers 200.
 */

const API = '/services/slo';
const PASSWORD = 'Zelena7Trava!';

/** The personal data section as the form saves it (e2e PERSONAL_DATA_DRAFT): 683 bytes of JSON. */
export const PARTIAL_SAVE_BODY = JSON.stringify({
  personalData: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData,
});

export interface JourneyApplicant {
  readonly uid: string;
  readonly prospectId: string;
  /** The raw session id of the `sid` cookie (`__Host-sid` once the server runs in production). */
  readonly sessionId: string;
}

/** The session cookie header as the server expects it in `production` or `development`. */
export function sessionCookie(applicant: JourneyApplicant, isProduction: boolean): string {
  return `${isProduction ? '__Host-sid' : 'sid'}=${applicant.sessionId}`;
}

export function partialSavePath(applicant: JourneyApplicant): string {
  return `${API}/onboarding/prospects/${applicant.prospectId}/info/partialsave`;
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    // The server refuses a state-changing call that does not say it speaks JSON (decision 154).
    headers: method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response;
}

async function verificationToken(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const outbox = (await (
      await call(baseUrl, 'GET', `/services/dev/outbox?to=${encodeURIComponent(email)}`, {})
    ).json()) as { text: string }[];
    for (const message of outbox) {
      const token = /\/usermessages\/emailvalidated\?token=(\S+)/.exec(message.text)?.[1];
      if (token !== undefined) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification link for ${email} in the development outbox`);
}

/** The client address applicant `index` sends through X-Forwarded-For (TEST-NET-2, up to 253). */
export function applicantAddress(index: number): string {
  return `198.51.100.${index + 1}`;
}

/** How far each applicant of `setUpApplicants` goes, and where its numbering starts. */
export interface SetUpOptions {
  /**
   * 'documents': stop on the identity-document step (PROSPECT_EMAIL_CHECKED, the ID card chosen,
   * nothing uploaded), where `POST onboarding/documents` takes a side; default 'personal-data'.
   */
  readonly step?: 'documents' | 'personal-data';
  /** The first applicant's number (its address and e-mail), so two calls do not collide. */
  readonly firstIndex?: number;
}

async function setUpOne(
  baseUrl: string,
  index: number,
  documents: { front: string; back: string },
  step: SetUpOptions['step'] = 'personal-data',
): Promise<JourneyApplicant> {
  // Each applicant from its own address (the set-up server trusts X-Forwarded-For), so the
  // per-address limits on registration do not end the set-up.
  const ip = { 'x-forwarded-for': applicantAddress(index) };
  const stamp = `${(Date.now() + index) % 1_000_000}`.padStart(6, '0');
  const email = `bench.${process.pid}.${index}@example.si`;
  const { uid } = (await (
    await call(baseUrl, 'GET', `${API}/external/cms/noauth/uid`, ip)
  ).json()) as { uid: string };
  await call(baseUrl, 'POST', `${API}/onboarding/products/noauth`, ip, {
    uid,
    productType: 'CURRENTACCOUNT',
  });
  await call(baseUrl, 'POST', `${API}/security/action/setRegistration`, ip, {
    uid,
    language: 'en',
    userData: {
      fullName: 'Ana Novak',
      email,
      password: PASSWORD,
      phoneNumber: `041 ${stamp}`,
      prefix: '+386',
    },
  });
  await call(baseUrl, 'POST', `${API}/security/action/noauth/checkemail`, ip, {
    uid,
    language: 'en',
    email,
    link: `${baseUrl}/onboarding/#/usermessages/verifymail`,
  });
  const validated = await call(baseUrl, 'POST', `${API}/security/action/registrationvalidate`, ip, {
    token: await verificationToken(baseUrl, email),
  });
  const sessionId = /(?:^|,\s*)sid=([^;]+)/.exec(validated.headers.get('set-cookie') ?? '')?.[1];
  if (sessionId === undefined) throw new Error('registrationvalidate set no session cookie');
  const signedIn = { ...ip, cookie: `sid=${sessionId}` };

  const status = (await (
    await call(baseUrl, 'GET', `${API}/onboarding/prospects/status?uid=${uid}`, signedIn)
  ).json()) as { processes: { prospectId: string }[] };
  const prospectId = status.processes[0]?.prospectId;
  if (prospectId === undefined) throw new Error('the verified applicant has no process');

  await call(
    baseUrl,
    'PATCH',
    `${API}/onboarding/prospects/${prospectId}/idtype?type=ID`,
    signedIn,
  );
  if (step === 'documents') return { uid, prospectId, sessionId };
  for (const [side, content] of [
    ['FRONTVIEW', documents.front],
    ['BACKVIEW', documents.back],
  ] as const) {
    await call(baseUrl, 'POST', `${API}/onboarding/documents`, signedIn, {
      uid,
      prospectId,
      documentName: `${side.toLowerCase()}.jpg`,
      mediaType: 'image/jpeg',
      content,
      bank: 'ISPS',
      documentType: 'ID',
      side,
    });
  }
  await call(baseUrl, 'POST', `${API}/onboarding/setIDDocument`, signedIn, { uid, prospectId });
  return { uid, prospectId, sessionId };
}

/**
 * `count` applicants on the personal data step (or the documents step), made against a server
 * started with NODE_ENV=development (the outbox) and TRUST_PROXY=true, a few at a time.
 */
export async function setUpApplicants(
  baseUrl: string,
  count: number,
  options: SetUpOptions = {},
): Promise<JourneyApplicant[]> {
  const firstIndex = options.firstIndex ?? 0;
  const fixture = (name: string) => join(repoRoot, 'e2e/fixtures/documents', name);
  const documents = {
    front: (await readFile(fixture('id-front.jpg'))).toString('base64'),
    back: (await readFile(fixture('id-back.jpg'))).toString('base64'),
  };
  const applicants: JourneyApplicant[] = [];
  // Four at a time: password hashing and the image pipeline are the slow parts of the set-up.
  const parallel = 4;
  for (let first = 0; first < count; first += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - first) }, (_, offset) =>
      setUpOne(baseUrl, firstIndex + first + offset, documents, options.step),
    );
    applicants.push(...(await Promise.all(batch)));
  }
  return applicants;
}
