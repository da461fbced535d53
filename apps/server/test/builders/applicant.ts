import { randomUUID } from 'node:crypto';
import {
  checkMobileNumber,
  type ProductState,
  type ProspectState,
  ZCreateProductRequest,
} from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../src/infra/audit/audit-log';
import {
  completeRegistration,
  insertUser,
  upsertRegistration,
} from '../../src/modules/security/repository';
import { type ApplicantWithProspect, putProspectInState } from '../prospect-helpers';
import {
  type Applicant,
  freshEmail,
  freshIp,
  freshPhone,
  statusOf,
  get,
  VALID_PASSWORD,
} from '../security-helpers';

// Test builders (STYLE habit 11, decision 227): an applicant put into a state in process, through
// the services and repositories the API's own use cases use, instead of replaying sign-up, the
// e-mail's link and every step over HTTP before each test. The transitions themselves keep an
// HTTP test each (registration.test.ts signs up and verifies over HTTP, each step's file its own).

/** Hashing is the slow part of an account (argon2id, decision 040): one hash serves every test. */
let passwordHash: Promise<string> | undefined;

function hashOfValidPassword(app: FastifyInstance): Promise<string> {
  passwordHash ??= app.infra.passwordHasher.hash(VALID_PASSWORD);
  return passwordHash;
}

export interface AccountOptions {
  readonly email?: string;
  readonly productType?: string;
  readonly fullName?: string;
}

/**
 * A signed-up applicant whose e-mail is verified, signed in, as `registrationvalidate` leaves
 * them: the visitor's uid, the chosen product, the account, the first prospect
 * (PROSPECT_EMAIL_CHECKED) and a session. No e-mail is sent on the way.
 */
export async function verifiedAccount(
  app: FastifyInstance,
  options: AccountOptions = {},
): Promise<Applicant & { sid: string }> {
  const { services, infra } = app;
  const ip = freshIp();
  const context: RequestContext = { ip, userAgent: null, requestId: randomUUID() };
  const email = options.email ?? freshEmail();
  const fullName = options.fullName ?? 'Ana Novak';
  const fresh = freshPhone();
  // As the sign-up stores it: the national number without its trunk zero.
  const phone = checkMobileNumber(fresh.prefix, fresh.number);
  if (!phone.ok) throw new Error(`${fresh.number} is no mobile number`);
  const uid = await services.cms.issueUid();
  await services.prospects.chooseProduct(
    ZCreateProductRequest.parse({ uid, productType: options.productType ?? 'CURRENTACCOUNT' }),
    null,
    context,
  );
  const now = infra.clock();
  const hash = await hashOfValidPassword(app);
  const stored = {
    uid,
    email,
    fullName,
    phonePrefix: fresh.prefix,
    phoneNumber: phone.nationalNumber,
    phoneE164: phone.e164,
    passwordHash: hash,
    language: 'en',
  } as const;
  const userId = await infra.db.transaction(async (tx) => {
    // The sign-up's record, then the account the e-mail's link makes of it.
    await upsertRegistration(tx, { ...stored, createdAt: now, updatedAt: now });
    const user = await insertUser(tx, {
      ...stored,
      id: randomUUID(),
      emailVerifiedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (user === null) throw new Error(`${email} has an account already`);
    await completeRegistration(tx, uid, user.id, now);
    await services.cms.claimUid(tx, uid, user.id);
    await services.prospects.startAfterVerification(tx, { userId: user.id, uid }, context);
    return user.id;
  });
  const sid = await infra.sessionStore.create(
    { identity: { userId, uid, email, fullName, language: 'en' }, ip, userAgent: null },
    now,
  );
  return { uid, email, password: VALID_PASSWORD, fullName, phone: phone.e164, ip, sid };
}

/**
 * An applicant at `state` (and their product at `productState`), as the steps before it would
 * leave them: built in process, then moved, as each step's own tests leave the data that step
 * needs to theirs (enterPersonalData, the consents helpers, …).
 */
export async function applicantAt(
  app: FastifyInstance,
  state: ProspectState,
  options: AccountOptions & { readonly productState?: ProductState } = {},
): Promise<ApplicantWithProspect> {
  const { productState } = options;
  const account = await verifiedAccount(app, options);
  const response = await get(app, `/onboarding/prospects/status?uid=${account.uid}`, {
    sid: account.sid,
  });
  const [process] = statusOf(response).processes;
  if (process === undefined) throw new Error('the verified applicant has no process');
  const applicant = { ...account, prospectId: process.prospectId, productId: process.productId };
  if (state !== 'PROSPECT_EMAIL_CHECKED' || productState !== undefined) {
    await putProspectInState(app, applicant.prospectId, state, productState);
  }
  return applicant;
}
