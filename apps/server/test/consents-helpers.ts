import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COMMERCIAL_CONSENTS,
  emsoCheckDigit,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  prospectRequestBodyFromSections,
  type TConsentsRequestInput,
  type TextBoolean,
  type TPersonalDataSections,
  type YesNo,
} from '@onboarding/domain';
import { auditEvents, prospectConsents, prospects } from '../src/composition/schema';
import { putProspectInState } from './prospect-helpers';
import { API, freshIp } from './security-helpers';

export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) ConsentsTest/1.0';

/** A consents body: all noes and the given profiling answers unless told otherwise. */
export function consentsBody(
  legal: Partial<Record<'PEP' | 'FATCA' | 'CRS', TextBoolean>> = {},
  profiling: readonly YesNo[] = ['YES', 'NO', 'NO'],
): TConsentsRequestInput {
  return {
    consentsInfo: { questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false', ...legal } },
    consents: COMMERCIAL_CONSENTS.map((name, id) => ({
      id,
      name,
      typeOfConsents: 'COMMERCIAL',
      response: profiling[id] ?? 'NO',
    })),
  };
}

/** A request as a browser sends it: the session cookie, a client address and a user agent. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { sid?: string; payload?: unknown; ip?: string; language?: string } = {},
) {
  return app.inject({
    method,
    url: `${API}${path}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'user-agent': USER_AGENT,
      ...(options.language === undefined ? {} : { language: options.language }),
    },
    cookies: options.sid === undefined ? {} : { sid: options.sid },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export async function prospectStateOf(app: FastifyInstance, prospectId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ state: prospects.state })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  if (row === undefined) throw new Error(`no prospect ${prospectId}`);
  return row.state;
}

export async function storedConsents(app: FastifyInstance, prospectId: string) {
  return app.database.db
    .select()
    .from(prospectConsents)
    .where(eq(prospectConsents.prospectId, prospectId));
}

export async function auditOf(app: FastifyInstance, prospectId: string, action: string) {
  return app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, prospectId), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.id));
}

let identities = Math.floor(Math.random() * 500);

/**
 * An EMŠO and an identity card number of one test applicant alone: the example's birth date and
 * sex (15.05.1998, a woman: register 50, serials 500–999), a serial and a card number of its own.
 * Two applications of one product by the same person are refused (decision 290); test applicants
 * are different people unless a test says otherwise.
 */
export function ownIdentifiers(): { personalNumber: string; idDocumentNumber: string } {
  for (;;) {
    identities += 1;
    const first12 = `150599850${500 + (identities % 500)}`;
    // A serial whose sum leaves 1 has no check digit: no such EMŠO is issued.
    const check = emsoCheckDigit(first12);
    if (check === null) continue;
    return {
      personalNumber: `${first12}${check}`,
      idDocumentNumber: String(Math.floor(Math.random() * 1e9)).padStart(9, '0'),
    };
  }
}

/** The example applicant of packages/domain with names that need č, š, ž, ë. */
export function personalDataSections(
  overrides: {
    personalData?: Partial<TPersonalDataSections['personalData']>;
    address?: Partial<TPersonalDataSections['address']>;
    employment?: Partial<TPersonalDataSections['employment']>;
  } = {},
): TPersonalDataSections {
  const example = EXAMPLE_PERSONAL_DATA_SECTIONS;
  return {
    ...example,
    personalData: {
      ...example.personalData,
      firstName: 'Ëlira',
      secondName: 'Špela',
      surname: 'Čebašek Žagar',
      ...ownIdentifiers(),
      ...overrides.personalData,
    },
    address: { ...example.address, ...overrides.address },
    employment: { ...example.employment, ...overrides.employment },
  };
}

/**
 * The personal data step's route (`PATCH prospects/{id}/info`) from PROSPECT_IDS_UPLOADED (a
 * fixture for the documents step), answered as it is.
 */
export async function submitPersonalData(
  app: FastifyInstance,
  applicant: { uid: string; sid: string; prospectId: string },
  sections: TPersonalDataSections = personalDataSections(),
) {
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
  return app.inject({
    method: 'PATCH',
    url: `${API}/onboarding/prospects/${applicant.prospectId}/info`,
    remoteAddress: freshIp(),
    cookies: { sid: applicant.sid },
    payload: prospectRequestBodyFromSections(sections, { uid: applicant.uid }),
  });
}

/**
 * The personal data step through its route: PROSPECT_INFO_UPLOADED and
 * PRODUCT_EMPLOYMENT_UPLOADED with the sealed body.
 */
export async function enterPersonalData(
  app: FastifyInstance,
  applicant: { uid: string; sid: string; prospectId: string },
  sections: TPersonalDataSections = personalDataSections(),
): Promise<void> {
  const response = await submitPersonalData(app, applicant, sections);
  if (response.statusCode !== 200) {
    throw new Error(`personal data refused: ${response.statusCode} ${response.body}`);
  }
}
