import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import {
  SIGNING_CODE_RULES,
  signingFingerprint,
  type TCertificateStep,
  type TContractSet,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { products } from '../src/composition/schema';
import { SigningFailedError } from '../src/infra/signing/signing-provider';
import { useTestApp } from './build-test-app';
import { auditOf } from './consents-helpers';
import { putProspectInState } from './prospect-helpers';
import {
  API,
  createTestClock,
  errorOf,
  freshIp,
  latestSmsCode,
  outboxFor,
} from './security-helpers';
import { applicantAtVideoChat, asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

// The certificate and the contracts (decision 142) through the API: from an applicant
// the operator approved (PROSPECT_VERIFIED, the dossier's run) to PRODUCT_DOCUMENTS_SIGNED, the
// signed PDFs checked with poppler's pdfsig, and the refusal of every bad input.

const testClock = createTestClock(new Date());
const app = useTestApp({ env: { OPERATOR_HOURS: 'always' }, clock: testClock.clock });

type Applicant = Awaited<ReturnType<typeof applicantAtVideoChat>>;

/** An approved applicant whose dossier run (account, contracts) has finished. */
async function verifiedApplicant(): Promise<Applicant> {
  const applicant = await applicantAtVideoChat(app);
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_EMPLOYMENT_UPLOADED',
  );
  // The Digital package, whose fee the product contract prints (and the code binds).
  await app.database.db
    .update(products)
    .set({ packageName: 'Digital' })
    .where(eq(products.prospectId, applicant.prospectId));
  await app.database.db.transaction((tx) =>
    app.services.dossiers.startAfterIdentification(
      tx,
      { prospectId: applicant.prospectId, process: 'CURRENTACCOUNT' },
      SYSTEM_CONTEXT,
    ),
  );
  await app.jobs.drain();
  return applicant;
}

const prospectPath = (applicant: { prospectId: string }, tail = '') =>
  `/onboarding/prospects/${applicant.prospectId}${tail}`;

function inLanguage(
  applicant: Applicant,
  method: 'GET' | 'POST',
  path: string,
  language: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${API}${path}`,
    remoteAddress: freshIp(),
    cookies: { sid: applicant.sid },
    headers: { language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function contractsOf(applicant: Applicant): Promise<TContractSet> {
  const response = await asApplicant(
    app,
    applicant.sid,
    'GET',
    prospectPath(applicant, '/contracts'),
  );
  expect(response.statusCode).toBe(200);
  return response.json<TContractSet>();
}

/** The certificate issued through its two calls (confirm → SMS code → issue). */
async function withCertificate(applicant: Applicant): Promise<TCertificateStep> {
  const sent = await asApplicant(
    app,
    applicant.sid,
    'POST',
    prospectPath(applicant, '/certificate/code'),
    {
      confirmIdentity: true,
    },
  );
  expect(sent.statusCode).toBe(200);
  const code = await latestSmsCode(app, applicant.phone);
  const issued = await asApplicant(
    app,
    applicant.sid,
    'POST',
    prospectPath(applicant, '/certificate'),
    {
      code,
    },
  );
  expect(issued.statusCode).toBe(200);
  return issued.json<TCertificateStep>();
}

async function openAll(applicant: Applicant, set: TContractSet) {
  for (const document of set.documents) {
    const opened = await asApplicant(
      app,
      applicant.sid,
      'GET',
      prospectPath(applicant, `/contracts/${document.id}`),
    );
    expect(opened.statusCode).toBe(200);
  }
}

async function requestCode(applicant: Applicant, set: TContractSet) {
  return asApplicant(app, applicant.sid, 'POST', prospectPath(applicant, '/contracts/code'), {
    documentSetId: set.documentSetId,
    manifestSha256: set.manifestSha256,
  });
}

function sign(applicant: { sid: string; prospectId: string }, set: TContractSet, code: string) {
  return asApplicant(app, applicant.sid, 'POST', prospectPath(applicant, '/contracts/sign'), {
    documentSetId: set.documentSetId,
    manifestSha256: set.manifestSha256,
    code,
  });
}

async function productStateOf(prospectId: string) {
  const [row] = await app.database.db
    .select({ state: products.state })
    .from(products)
    .where(eq(products.prospectId, prospectId));
  return row?.state;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

/** poppler's pdfsig (Debian poppler-utils) on the bytes: an independent verifier. */
function pdfsig(bytes: Uint8Array): string {
  if (!existsSync('/usr/bin/pdfsig')) {
    throw new Error('pdfsig is missing: install poppler-utils (the CI image has it)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'contracts-pdfsig-'));
  try {
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const result = spawnSync('/usr/bin/pdfsig', [file], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

// Each test signs up, identifies and issues a certificate through the real jobs (PDFs, mails):
// about 20 s alone on a 2-core machine, several drains of a busy one each.
const SLOW = { timeout: 150_000 };

describe('the certificate (/certificate)', SLOW, () => {
  it('shows the identity data masked, sends a code, issues the certificate once', async () => {
    const applicant = await verifiedApplicant();
    const before = await asApplicant(
      app,
      applicant.sid,
      'GET',
      prospectPath(applicant, '/certificate'),
    );
    expect(before.statusCode).toBe(200);
    const step = before.json<TCertificateStep>();
    expect(step.certificate).toBeNull();
    expect(step.identity.countryCode).toBe('SI');
    expect(step.identity.surname.length).toBeGreaterThan(0);
    // Decision 235: masked in its international grouping.
    expect(step.identity.mobileMasked).toMatch(/^\+386 •• ••• \d{3}$/);
    expect(step.identity.mobileMasked?.endsWith(applicant.phone.slice(-3))).toBe(true);
    expect(step.identity.documentNumberMasked ?? '•').toMatch(/^•+[^•]{0,3}$/);

    const unconfirmed = await asApplicant(
      app,
      applicant.sid,
      'POST',
      prospectPath(applicant, '/certificate/code'),
      {
        confirmIdentity: false,
      },
    );
    expect(unconfirmed.statusCode).toBe(400);

    const issued = await withCertificate(applicant);
    expect(issued.certificate?.subjectDn).toContain(step.identity.surname);
    expect(new Date(issued.certificate?.notAfter ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await auditOf(app, applicant.prospectId, 'certificate.issued')).toHaveLength(1);
    // A reload finds it issued (the page goes on to /signcontract); a second code is refused.
    const reloaded = await asApplicant(
      app,
      applicant.sid,
      'GET',
      prospectPath(applicant, '/certificate'),
    );
    expect(reloaded.json<TCertificateStep>().certificate?.serialNumber).toBe(
      issued.certificate?.serialNumber,
    );
    const again = await asApplicant(
      app,
      applicant.sid,
      'POST',
      prospectPath(applicant, '/certificate/code'),
      {
        confirmIdentity: true,
      },
    );
    expect(errorOf(again).mainError.code).toBe('CERTIFICATE_ISSUED');
    // The product does not move at this step (decision 140).
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
  });

  it('before the approval, or for another applicant: refused', async () => {
    const early = await applicantAtVideoChat(app);
    const notYet = await asApplicant(app, early.sid, 'GET', prospectPath(early, '/certificate'));
    expect(errorOf(notYet).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    const owner = await verifiedApplicant();
    const foreign = await asApplicant(app, early.sid, 'GET', prospectPath(owner, '/certificate'));
    expect(foreign.statusCode).toBe(404);
  });

  it('the remote-identification shape: register, sendotp, issueandsign with the COP key', async () => {
    const applicant = await verifiedApplicant();
    const base = `${API}/infocert/noauth/rest10`;
    const started = await app.inject({
      method: 'POST',
      url: `${base}/process/${applicant.prospectId}/start`,
      cookies: { sid: applicant.sid },
      payload: {},
    });
    const { sessionKey, taskName } = started.json<{ sessionKey: string; taskName: string }>();
    const step = (name: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `${base}/${taskName}/${applicant.prospectId}/${name}`,
        remoteAddress: freshIp(),
        cookies: { sid: applicant.sid },
        headers: { authorization: `COP ${sessionKey}` },
        payload: payload as object,
      });
    const registered = await step('register', {});
    expect(registered.json<TCertificateStep>().certificate).toBeNull();
    const confirmed = await step('register', { confirmIdentity: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ code: TSigningCodeSent }>().code.expiresAt).toEqual(expect.any(String));
    const tooSoon = await step('sendotp', { purpose: 'CERTIFICATE' });
    expect(tooSoon.statusCode).toBe(429);
    const code = await latestSmsCode(app, applicant.phone);
    const issued = await step('issueandsign', { otp: code });
    expect(issued.statusCode).toBe(200);
    expect(issued.json<TCertificateStep>().certificate).not.toBeNull();

    const set = await contractsOf(applicant);
    await openAll(applicant, set);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    const sent = await step('sendotp', {
      purpose: 'CONTRACTS',
      documentSetId: set.documentSetId,
      manifestSha256: set.manifestSha256,
    });
    expect(sent.statusCode).toBe(200);
    const signed = await step('issueandsign', {
      otp: await latestSmsCode(app, applicant.phone),
      documentSetId: set.documentSetId,
      manifestSha256: set.manifestSha256,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<TContractSet>().status).toBe('SIGNED');
  });
});

describe('the contracts (/signcontract)', SLOW, () => {
  it('happy path: each PDF opened, code, PAdES-signed PDFs verified by pdfsig, product signed', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const started = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      prospectPath(applicant, '/contracts/start'),
    );
    expect(started.statusCode).toBe(200);

    // Made by the dossier run in the language the applicant registered in (en); read in
    // Slovenian, made again in Slovenian; read in English, made again in English.
    const made = await contractsOf(applicant);
    expect(made.language).toBe('en');
    const inSlovenian = (
      await inLanguage(applicant, 'GET', prospectPath(applicant, '/contracts'), 'sl')
    ).json<TContractSet>();
    expect(inSlovenian).toMatchObject({ language: 'sl' });
    expect(inSlovenian.documentSetId).not.toBe(made.documentSetId);
    const listed = await inLanguage(applicant, 'GET', prospectPath(applicant, '/contracts'), 'en');
    const set = listed.json<TContractSet>();
    expect(set.documentSetId).not.toBe(inSlovenian.documentSetId);
    expect(set).toMatchObject({ language: 'en', status: 'READY', code: null });
    expect(set.documents.map((document) => document.kind)).toEqual([
      'PRODUCT_CONTRACT',
      'GENERAL_TERMS',
    ]);
    expect(set.amounts).toEqual([
      { name: 'PACKAGE_FEE_INTRODUCTORY', value: '0.00', unit: 'EUR' },
      { name: 'PACKAGE_FEE_AFTERWARDS', value: '5.00', unit: 'EUR' },
    ]);

    const account = await app.services.bankAccounts.accountOf(applicant.prospectId);
    for (const document of set.documents) {
      const opened = await asApplicant(
        app,
        applicant.sid,
        'GET',
        prospectPath(applicant, `/contracts/${document.id}`),
      );
      expect(opened.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(opened.rawPayload);
      if (document.kind === 'PRODUCT_CONTRACT') {
        expect(text).toContain(account?.iban ?? 'no account');
        expect(text).toContain('withdraw from this contract within 14 days');
      }
    }
    const sent = await requestCode(applicant, set);
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(app, applicant.phone);
    // Decision 252: the SMS names what it signs, by the fingerprint's first groups the page shows.
    const [sms] = (await outboxFor(app, applicant.phone)).filter(
      (message) => message.channel === 'sms',
    );
    expect(sms?.text).toBe(
      `Code ${code} to sign your ${set.documents.length} documents, fingerprint ${signingFingerprint(set.manifestSha256, 2)}`,
    );
    const signed = await sign(applicant, set, code);
    expect(signed.statusCode).toBe(200);
    const result = signed.json<TContractSet>();
    expect(result.status).toBe('SIGNED');
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_DOCUMENTS_SIGNED');
    const [audit] = await auditOf(app, applicant.prospectId, 'contracts.signed');
    expect(audit?.details).toMatchObject({
      documentSetId: set.documentSetId,
      manifestSha256: set.manifestSha256,
    });
    // The evidence names the level each signature reached: B-LT by default (decision 280).
    const { documents: audited } = audit?.details as { documents: { signatureLevel: string }[] };
    expect(audited.map((item) => item.signatureLevel)).toEqual(
      result.documents.map(() => 'PAdES-B-LT'),
    );

    for (const document of result.documents) {
      expect(document.signed).not.toBeNull();
      const download = await asApplicant(
        app,
        applicant.sid,
        'GET',
        prospectPath(applicant, `/contracts/${document.id}/signed`),
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      const report = pdfsig(download.rawPayload);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      // The DSS (B-LT) is an update after the signature, so pdfsig sees the document extended.
      expect(report).toContain('Not total document signed');
      expect(document.signed?.timestamped).toBe(true);
    }
    const ended = await asApplicant(
      app,
      applicant.sid,
      'PATCH',
      prospectPath(applicant, '/contracts/end'),
    );
    expect(ended.statusCode).toBe(200);
    expect(await auditOf(app, applicant.prospectId, 'contracts.started')).toHaveLength(1);
    expect(await auditOf(app, applicant.prospectId, 'contracts.ended')).toHaveLength(1);
    // Signed once: the same code, or another sign, changes nothing.
    expect((await sign(applicant, set, code)).statusCode).toBe(409);
    // The older helpers under their own base: the list by prospect id, a document by its id.
    const older = (path: string, id: string | undefined) =>
      app.inject({
        method: 'POST',
        url: `/services/cib/documents/${path}`,
        cookies: { sid: applicant.sid },
        payload: { id },
      });
    const list = await older('getdocumentlist', applicant.prospectId);
    expect(list.json<TContractSet>().status).toBe('SIGNED');
    const single = await older('getsingledocument', set.documents[0]?.id);
    expect(single.headers['content-type']).toBe('application/pdf');
    // Another applicant's prospect is as unknown as a made-up one; no session, no documents.
    const stranger = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const foreign = await app.inject({
      method: 'POST',
      url: '/services/cib/documents/getdocumentlist',
      cookies: { sid: stranger.sid },
      payload: { id: applicant.prospectId },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/services/cib/documents/getsingledocument',
      payload: { id: set.documents[0]?.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two first reads at once (a page opened twice) make one set, never an error', async () => {
    const applicant = await applicantAtVideoChat(app);
    await putProspectInState(
      app,
      applicant.prospectId,
      'PROSPECT_VERIFIED',
      'PRODUCT_EMPLOYMENT_UPLOADED',
    );
    const [first, second] = await Promise.all([
      inLanguage(applicant, 'GET', prospectPath(applicant, '/contracts'), 'en'),
      inLanguage(applicant, 'GET', prospectPath(applicant, '/contracts'), 'en'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<TContractSet>().documentSetId).toBe(
      second.json<TContractSet>().documentSetId,
    );
    // Before the account is opened the contract says so.
    const [contract] = first.json<TContractSet>().documents;
    const opened = await asApplicant(
      app,
      applicant.sid,
      'GET',
      prospectPath(applicant, `/contracts/${contract?.id}`),
    );
    expect(await pdfText(opened.rawPayload)).toContain('Allocated at opening');
  });

  it('signing before every document was opened: 409 DOCUMENTS_NOT_OPENED, nothing signed', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const set = await contractsOf(applicant);
    const [first] = set.documents;
    await asApplicant(
      app,
      applicant.sid,
      'GET',
      prospectPath(applicant, `/contracts/${first?.id}`),
    );
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    expect((await requestCode(applicant, set)).statusCode).toBe(200);
    const refused = await sign(applicant, set, await latestSmsCode(app, applicant.phone));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).mainError.code).toBe('DOCUMENTS_NOT_OPENED');
    expect(errorOf(refused).fieldErrors.map((error) => error.field)).toEqual([
      set.documents[1]?.id,
    ]);
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    expect(
      (await contractsOf(applicant)).documents.every((document) => document.signed === null),
    ).toBe(true);
  });

  it('a code for another document set, or after it expired: refused, nothing signed', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const first = await contractsOf(applicant);
    await openAll(applicant, first);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    expect((await requestCode(applicant, first)).statusCode).toBe(200);
    const code = await latestSmsCode(app, applicant.phone);

    // The documents are made again (another language): the old set is gone, its code too.
    const second = (
      await inLanguage(applicant, 'GET', prospectPath(applicant, '/contracts'), 'sl')
    ).json<TContractSet>();
    expect(second.manifestSha256).not.toBe(first.manifestSha256);
    await openAll(applicant, second);
    const oldSet = await sign(applicant, first, code);
    expect(errorOf(oldSet).mainError.code).toBe('CONTRACTS_CHANGED');
    const otherManifest = await sign(applicant, second, code);
    expect(otherManifest.statusCode).toBe(409);
    expect(errorOf(otherManifest).mainError.code).toBe('SIGNING_CODE_MISMATCH');

    // A code for the new set, used after its 5 minutes.
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    expect((await requestCode(applicant, second)).statusCode).toBe(200);
    const fresh = await latestSmsCode(app, applicant.phone);
    testClock.advance(SIGNING_CODE_RULES.validityMs + 1000);
    const expired = await sign(applicant, second, fresh);
    expect(errorOf(expired).mainError.code).toBe('SIGNING_CODE_EXPIRED');
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    expect(await auditOf(app, applicant.prospectId, 'contracts.signed')).toHaveLength(0);
  });

  it('another applicant’s product: 404 for every call, nothing signed', async () => {
    const owner = await verifiedApplicant();
    await withCertificate(owner);
    const set = await contractsOf(owner);
    await openAll(owner, set);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    await requestCode(owner, set);
    const code = await latestSmsCode(app, owner.phone);
    const stranger = await verifiedApplicant();
    const asStranger = { sid: stranger.sid, prospectId: owner.prospectId };
    expect((await sign(asStranger, set, code)).statusCode).toBe(404);
    for (const path of [
      '/contracts',
      `/contracts/${set.documents[0]?.id}`,
      `/contracts/${set.documents[0]?.id}/signed`,
      '/certificate',
    ]) {
      expect(
        (await asApplicant(app, stranger.sid, 'GET', prospectPath(owner, path))).statusCode,
      ).toBe(404);
    }
    // The stranger's own prospect with the owner's document ids: still not theirs.
    const crossed = await asApplicant(
      app,
      stranger.sid,
      'GET',
      prospectPath(stranger, `/contracts/${set.documents[0]?.id}`),
    );
    expect(crossed.statusCode).toBe(404);
    expect(await productStateOf(owner.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    // The owner's code still works: the stranger's try did not count against it.
    expect((await sign(owner, set, code)).statusCode).toBe(200);
    const signedByOwner = await asApplicant(
      app,
      stranger.sid,
      'GET',
      prospectPath(owner, `/contracts/${set.documents[0]?.id}/signed`),
    );
    expect(signedByOwner.statusCode).toBe(404);
  });

  it('five wrong codes end the code (SEC_BUS_LOG_OTP_MOT); the right one then does nothing', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const set = await contractsOf(applicant);
    await openAll(applicant, set);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    await requestCode(applicant, set);
    const code = await latestSmsCode(app, applicant.phone);
    const codes = [];
    for (let attempt = 1; attempt <= SIGNING_CODE_RULES.maxAttempts; attempt += 1) {
      codes.push(errorOf(await sign(applicant, set, wrongCode(code))).mainError.code);
    }
    expect(codes).toEqual([
      'SEC_BUS_LOG_OTP_WOT',
      'SEC_BUS_LOG_OTP_WOT',
      'SEC_BUS_LOG_OTP_WOT',
      'SEC_BUS_LOG_OTP_WOT',
      'SEC_BUS_LOG_OTP_MOT',
    ]);
    const after = await sign(applicant, set, code);
    expect(errorOf(after).mainError.code).toBe('SIGNING_CODE_MISSING');
    expect(await auditOf(app, applicant.prospectId, 'signing.code_ended')).toHaveLength(1);
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
  });

  it('a new code within a minute: 429 with Retry-After; afterwards the old code is void', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const set = await contractsOf(applicant);
    await openAll(applicant, set);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    expect((await requestCode(applicant, set)).statusCode).toBe(200);
    const old = await latestSmsCode(app, applicant.phone);
    testClock.advance(30_000);
    const tooSoon = await requestCode(applicant, set);
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon).mainError.code).toBe('SIGNING_CODE_TOO_SOON');
    expect(tooSoon.headers['retry-after']).toBe('30');
    testClock.advance(30_000);
    expect((await requestCode(applicant, set)).statusCode).toBe(200);
    const fresh = await latestSmsCode(app, applicant.phone);
    if (fresh !== old) {
      expect(errorOf(await sign(applicant, set, old)).mainError.code).toBe('SEC_BUS_LOG_OTP_WOT');
    }
    expect((await sign(applicant, set, fresh)).statusCode).toBe(200);
  });

  it('the provider fails to sign: 502 CONTRACT_SIGNATURE_FAILED, nothing stored or moved', async () => {
    const applicant = await verifiedApplicant();
    await withCertificate(applicant);
    const set = await contractsOf(applicant);
    await openAll(applicant, set);
    testClock.advance(SIGNING_CODE_RULES.resendAfterMs);
    await requestCode(applicant, set);
    const code = await latestSmsCode(app, applicant.phone);
    const failing = vi
      .spyOn(app.infra.signing, 'signPdfs')
      .mockRejectedValueOnce(new SigningFailedError('the time-stamping authority did not answer'));
    const failed = await sign(applicant, set, code);
    failing.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).mainError.code).toBe('CONTRACT_SIGNATURE_FAILED');
    expect(await productStateOf(applicant.prospectId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');
    expect((await contractsOf(applicant)).status).toBe('READY');
    expect(await auditOf(app, applicant.prospectId, 'contracts.signature_failed')).toHaveLength(1);
  });
});
