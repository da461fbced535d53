import {
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  prospectRequestBodyFromSections,
  type TPersonalDataSections,
  type TProspectRequestBody,
} from '@onboarding/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../src/composition/schema';
import { type ApplicantWithProspect, putProspectInState } from './prospect-helpers';
import { API, freshIp } from './security-helpers';
import { applicantAt } from './builders/applicant';
import { ownIdentifiers } from './consents-helpers';

/** A request with a JSON body and the session cookie. */
export async function send(
  app: FastifyInstance,
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  options: { sid?: string; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url: `${API}${path}`,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
  });
}

/** An applicant on the personal data step: PROSPECT_IDS_UPLOADED with PRODUCT_NEW. */
export async function applicantOnPersonalData(
  app: FastifyInstance,
  packageName: 'Digital' | 'Mladi' | 'Diploma' | null = null,
): Promise<ApplicantWithProspect> {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
  if (packageName !== null) {
    await app.database.db
      .update(products)
      .set({ packageName })
      .where(eq(products.id, applicant.productId));
  }
  return applicant;
}

/**
 * The example filling of the domain as the request body of `uid`, with an EMŠO and a document
 * number of its own (one open application per product and person, decision 290).
 */
export function exampleBody(
  uid: string,
  sections: TPersonalDataSections = {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS,
    personalData: { ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData, ...ownIdentifiers() },
  },
): TProspectRequestBody {
  return prospectRequestBodyFromSections(sections, { uid });
}
