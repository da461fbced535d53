// The applicant's steps of the API journey (journey-api.ts), each the calls the web app makes on
// its screen: registration and the e-mail link, documents, personal data, consents, then after the
// call the dossier's wait, the certificate, the contracts, the branch and the welcome.
import {
  COMMERCIAL_CONSENTS,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  ZBranchListingList,
  ZCertificateStep,
  ZConsentDocumentsResponse,
  ZContractSet,
  ZHandoffLink,
  ZLongProcess,
  ZSigningCodeSent,
  ZUidResponse,
  ZUserBranchResult,
  ZUserStatusResponse,
  ZWelcomeData,
  lastThreeFullMonths,
  localTimeIn,
  prospectRequestBodyFromSections,
  type TDepositTermsInput,
  type TIncomeConfirmation,
  type TLongProcess,
  type ProcessName,
} from '@onboarding/domain';
import {
  holderCard,
  holderFullName,
  holderPersonalData,
  newHolder,
  type Holder,
} from '../../e2e/support/holder';
import {
  POLL_INTERVAL_MS,
  awaitOutbox,
  awaitSmsCode,
  pause,
  type Schema,
  type Session,
} from './journey-api-client';
import type { CallApplicant } from './journey-api-call';

const API = '/services/slo';
export const PASSWORD = 'Zelena7Trava!';

/** An answer the journey does not read beyond its status. */
const anything: Schema<unknown> = { parse: (value) => value };

export interface Applicant extends CallApplicant {
  readonly productId: string;
  readonly email: string;
  readonly person: Person;
}

/** The ID card's two sides as the upload sends them (base64 JPEG). */
export interface IdentityDocuments {
  readonly front: string;
  readonly back: string;
}

/**
 * The person behind an applicant and the ID card they upload. One person everywhere, with a
 * national number and a card of their own: the server cross-checks the sign-up, the personal data
 * and the card's reading (decision 287) and looks for other accounts sharing the numbers (decision
 * 288), and either finding would make the call's approval wait for a second staff member (decision
 * 267), which a typical applicant's does not. Made before a measured walk: the card's rendering is
 * the bench's work, not the server's.
 */
export interface Person {
  readonly holder: Holder;
  readonly documents: IdentityDocuments;
}

export async function newPerson(): Promise<Person> {
  const holder = newHolder();
  const { front, back } = await holderCard(holder);
  return {
    holder,
    documents: { front: front.toString('base64'), back: back.toString('base64') },
  };
}

/** Sign-up with a product (CURRENTACCOUNT unless said), the e-mail link from the development outbox, the first status. */
export async function register(
  session: Session,
  stamp: string,
  person: Person,
  productType: ProcessName = 'CURRENTACCOUNT',
): Promise<Applicant> {
  const email = `journey.${stamp}@example.si`;
  const { uid } = await session.json(ZUidResponse, 'GET', `${API}/external/cms/noauth/uid`);
  await requestProduct(session, uid, productType);
  const userData = {
    fullName: holderFullName(person.holder),
    email,
    password: PASSWORD,
    phoneNumber: `041 ${stamp}`,
    prefix: '+386',
  };
  const sentAt = Date.now();
  await session.send('POST', `${API}/security/action/setRegistration`, {
    body: { uid, language: 'sl', userData },
  });
  const link = `${session.baseUrl}/onboarding/#/usermessages/verifymail`;
  await session.send('POST', `${API}/security/action/noauth/checkemail`, {
    body: { uid, language: 'sl', email, link },
  });
  const token = await awaitOutbox(session, email, /emailvalidated\?token=(\S+)/, sentAt);
  await session.send('POST', `${API}/security/action/registrationvalidate`, {
    body: { token: decodeURIComponent(token) },
  });
  const status = await session.json(
    ZUserStatusResponse,
    'GET',
    `${API}/onboarding/prospects/status?uid=${uid}`,
  );
  const process = status.processes[0];
  if (process === undefined) throw new Error('the confirmed applicant has no process');
  const { prospectId, productId } = process;
  return { session, uid, email, prospectId, productId, phone: `+38641${stamp}`, person };
}

/**
 * Another product for the signed-in applicant's account (spec 1 §4): with two open applications the
 * app asks which to continue (LIMBO, /usermessages/processchoice).
 */
export async function startAnotherProduct(applicant: Applicant, productType: ProcessName) {
  await requestProduct(applicant.session, applicant.uid, productType);
}

/** `POST onboarding/products/noauth`: a product for the uid's applicant. */
async function requestProduct(session: Session, uid: string, productType: ProcessName) {
  await session.send('POST', `${API}/onboarding/products/noauth`, { body: { uid, productType } });
}

/** The document's type: an identity card. */
export async function chooseIdCard(applicant: Applicant) {
  await applicant.session.send(
    'PATCH',
    `${API}/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
  );
}

/** The ID card: its type, both sides uploaded, confirmed (PROSPECT_IDS_UPLOADED). */
export async function uploadDocuments(applicant: Applicant) {
  const { session, uid, prospectId } = applicant;
  const { documents } = applicant.person;
  await chooseIdCard(applicant);
  for (const [side, content] of [
    ['FRONTVIEW', documents.front],
    ['BACKVIEW', documents.back],
  ] as const) {
    await session.send('POST', `${API}/onboarding/documents`, {
      body: {
        uid,
        prospectId,
        documentName: `${side.toLowerCase()}.jpg`,
        mediaType: 'image/jpeg',
        content,
        bank: 'ISPS',
        documentType: 'ID',
        side,
      },
    });
  }
  await session.send('POST', `${API}/onboarding/setIDDocument`, { body: { uid, prospectId } });
}

/** A section saved as a draft, then the whole form (PROSPECT_INFO_UPLOADED). */
export async function enterPersonalData(applicant: Applicant): Promise<void> {
  const { session, uid, prospectId } = applicant;
  const path = `${API}/onboarding/prospects/${prospectId}/info`;
  const sections = {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS,
    personalData: {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData,
      ...holderPersonalData(applicant.person.holder),
    },
    contacts: {
      ...EXAMPLE_PERSONAL_DATA_SECTIONS.contacts,
      email: applicant.email,
      mobilePhoneNumber: `0${applicant.phone.slice('+386'.length)}`,
    },
  };
  await session.send('PATCH', `${path}/partialsave`, {
    body: { personalData: sections.personalData },
  });
  await session.send('PATCH', path, { body: prospectRequestBodyFromSections(sections, { uid }) });
}

/** The legal questions, the commercial consents and the consent documents. */
export async function acceptConsents(applicant: Applicant): Promise<void> {
  await answerConsents(applicant);
  await acceptConsentDocuments(applicant);
}

/** /consents: the legal questions and the commercial consents; /consents/pdf comes next. */
export async function answerConsents(applicant: Applicant): Promise<void> {
  const { session } = applicant;
  const path = `${API}/onboarding/prospects/${applicant.prospectId}`;
  await session.send('POST', `${path}/consents`, {
    body: {
      consentsInfo: { questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false' } },
      consents: COMMERCIAL_CONSENTS.map((name, id) => ({
        id,
        name,
        typeOfConsents: 'COMMERCIAL',
        response: 'NO',
      })),
    },
  });
}

/** /consents/pdf: every consent document confirmed (PROSPECT_CONSENT_DOCUMENTS_ACCEPTED). */
export async function acceptConsentDocuments(applicant: Applicant): Promise<void> {
  const { session } = applicant;
  const path = `${API}/onboarding/prospects/${applicant.prospectId}`;
  const { documents } = await session.json(
    ZConsentDocumentsResponse,
    'GET',
    `${path}/consentsdocuments`,
  );
  await session.send('POST', `${path}/consentsdocuments`, {
    body: { confirmAll: true, documents: documents.map(({ id, sha256 }) => ({ id, sha256 })) },
  });
}

/**
 * The long-wait screen: the dossier run followed every 50 ms until END, or until the phase the
 * applicant's next page waits in (a loan's run waits in WAITING_LOAN_SELECTION for the offer).
 */
export async function awaitDossier(
  applicant: Applicant,
  until: TLongProcess['state'] = 'END',
): Promise<void> {
  const { session } = applicant;
  let run: TLongProcess = await session.json(
    ZLongProcess,
    'POST',
    `${API}/processes/longprocesses`,
    {
      body: { prospectId: applicant.prospectId },
    },
  );
  const deadline = Date.now() + 60_000;
  while (run.state !== until) {
    if (run.state === 'ERROR') throw new Error(`the dossier run failed: ${run.errorCode ?? ''}`);
    if (Date.now() > deadline) throw new Error(`the dossier run stayed in ${run.state}`);
    await pause(POLL_INTERVAL_MS);
    run = await session.json(ZLongProcess, 'GET', `${API}/processes/longprocesses/${run.id}`, {
      poll: true,
    });
  }
}

/** /certificate: the data confirmed, the SMS code, the certificate issued. */
export async function issueCertificate(applicant: Applicant, codeAskedAt?: number): Promise<void> {
  const { session } = applicant;
  const path = `${API}/onboarding/prospects/${applicant.prospectId}/certificate`;
  await session.json(ZCertificateStep, 'GET', path);
  // A code the page asked for (the web bench presses "send the code") is the one sent.
  const sentAt = codeAskedAt ?? Date.now();
  if (codeAskedAt === undefined) {
    await session.json(ZSigningCodeSent, 'POST', `${path}/code`, {
      body: { confirmIdentity: true },
    });
  }
  const code = await awaitSmsCode(session, applicant.phone, sentAt);
  const issued = await session.json(ZCertificateStep, 'POST', path, { body: { code } });
  if (issued.certificate === null) throw new Error('no certificate was issued');
}

/** /signcontract before its code: the step started, each PDF opened; the set. */
export async function openContracts(applicant: Applicant) {
  const { session } = applicant;
  const path = `${API}/onboarding/prospects/${applicant.prospectId}/contracts`;
  await session.json(anything, 'PATCH', `${path}/start`);
  const set = await session.json(ZContractSet, 'GET', path);
  for (const document of set.documents) await session.drain('GET', `${path}/${document.id}`);
  return set;
}

/**
 * /signcontract: each PDF opened, the code for the set shown, the contracts signed; with
 * `codeAskedAt`, the code the page asked for then (the web bench presses "send the code").
 */
export async function signContracts(applicant: Applicant, codeAskedAt?: number): Promise<void> {
  const { session } = applicant;
  const path = `${API}/onboarding/prospects/${applicant.prospectId}/contracts`;
  const set = await openContracts(applicant);
  const bound = { documentSetId: set.documentSetId, manifestSha256: set.manifestSha256 };
  const sentAt = codeAskedAt ?? Date.now();
  if (codeAskedAt === undefined) {
    await session.json(ZSigningCodeSent, 'POST', `${path}/code`, { body: bound });
  }
  const code = await awaitSmsCode(session, applicant.phone, sentAt);
  const signed = await session.json(ZContractSet, 'POST', `${path}/sign`, {
    body: { ...bound, code },
  });
  if (signed.status !== 'SIGNED') throw new Error(`the contracts are ${signed.status}`);
  await session.json(anything, 'PATCH', `${path}/end`);
}

/** /choosebranch: the list, the first branch chosen. */
export async function chooseBranch(applicant: Applicant): Promise<void> {
  const { session } = applicant;
  const branches = await session.json(
    ZBranchListingList,
    'POST',
    `${API}/processes/branchinfolist`,
    {
      body: {},
    },
  );
  const branch = branches[0];
  if (branch === undefined) throw new Error('no branch to choose');
  await session.json(ZUserBranchResult, 'POST', `${API}/processes/userbranch`, {
    body: { localBankBranchId: branch.id, prospectId: applicant.prospectId },
  });
}

/** /welcome: the product must be ACTIVE. */
export async function welcome(applicant: Applicant): Promise<void> {
  const path = `${API}/onboarding/products/${applicant.productId}/welcome`;
  const data = await applicant.session.json(ZWelcomeData, 'GET', path);
  if (data.state !== 'ACTIVE') throw new Error(`the welcome shows ${data.state}, not ACTIVE`);
}

/** A one-page PDF: the statement's content is the applicant's word (decision 149). */
const STATEMENT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/**
 * /salarystatement of a personal loan by upload (decision 149): the last three months' statements
 * uploaded and finalized, the income declared with the loan wished for; /consents comes next.
 */
export async function declareIncome(applicant: Applicant): Promise<void> {
  await shareStatements(applicant);
  await confirmIncome(applicant);
}

const STATEMENT_BANK = '02';

/** The last three months' statements uploaded and finalized (finalizing again answers the same). */
export async function shareStatements(applicant: Applicant): Promise<void> {
  const { session, prospectId } = applicant;
  const bank = STATEMENT_BANK;
  const today = localTimeIn(new Date(), 'Europe/Ljubljana').date;
  await session.send('POST', '/services/cib/documents/uploadriskdocument', {
    body: {
      prospectId,
      content: STATEMENT_PDF.toString('base64'),
      type: 'application/pdf',
      fileType: 'pdf',
      documentName: 'izpiski.pdf',
      bank,
      months: [...lastThreeFullMonths(today)],
    },
  });
  await session.send('POST', '/services/cib/documents/finalizeriskdocumentsupload', {
    body: { prospectId },
  });
}

/** The income of the shared statements declared with the loan wished for. */
export async function confirmIncome(applicant: Applicant): Promise<void> {
  const { session } = applicant;
  const bank = STATEMENT_BANK;
  const income: TIncomeConfirmation = {
    source: 'UPLOAD',
    monthlyNetIncomeCents: 250_000,
    existingMonthlyObligationsCents: 0,
    dependants: 0,
    wish: { amount: 5_000, tenorMonths: 48, insurance: false },
  };
  await session.send(
    'PATCH',
    `${API}/onboarding/products/${applicant.productId}/risk?bank=${bank}`,
    { body: income },
  );
}

/** /deposit of a day deposit (decision 231): 10,000 EUR for 91 days, paid out at maturity. */
export async function chooseDeposit(applicant: Applicant): Promise<void> {
  const body: TDepositTermsInput = {
    amount: '10000',
    termDays: 91,
    atMaturity: 'PAYOUT',
    ownIban: 'SI56 2633 0001 2039 086',
  };
  await applicant.session.send(
    'PUT',
    `${API}/onboarding/prospects/${applicant.prospectId}/deposit`,
    {
      body,
    },
  );
}

/**
 * The desktop's hand-off link (the QR code's), as the app's address after `#/`: the page the
 * hand-off resumes at, with its token.
 */
export async function handoffLink(applicant: Applicant): Promise<string> {
  const { link } = await applicant.session.json(
    ZHandoffLink,
    'POST',
    `${API}/onboarding/documents/handoff`,
    { body: { uid: applicant.uid, prospectId: applicant.prospectId } },
  );
  return link.slice(link.indexOf('#/') + 2);
}
