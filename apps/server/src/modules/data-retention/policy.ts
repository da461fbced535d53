import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RetentionRule } from './retention-rule';
import { customerRelationships, erasureRequests, relationshipEndRequests } from './tables';
// Retention reaches across the modules' tables on purpose (decision 152): it must name every
// table of the schema and delete a case as one unit; the schema is that list.
import { auditEvents } from '../../infra/audit/tables';
import { deviceLockouts } from '../../infra/device-cookie/tables';
import { idempotencyKeys } from '../../infra/idempotency/tables';
import { outboxMessages } from '../../infra/outbox/tables';
import { rateLimits } from '../../infra/rate-limit/tables';
import { signingCertificates } from '../../infra/signing/tables';
import { appointments } from '../appointments/tables';
import { bankAccounts } from '../bank-accounts/tables';
import { branches, prospectBranches } from '../branches/tables';
import { visitors } from '../cms/tables';
import { caseSearchIndexed, caseSearchTerms } from '../case-search/tables';
import { consentDocuments } from '../consent-documents/tables';
import { prospectConsents } from '../consents/tables';
import {
  contractDocuments,
  contractSets,
  prospectCertificates,
  signingCodes,
} from '../contracts/tables';
import { deposits } from '../deposits/tables';
import { archivedDocuments, documentArchiveRequests } from '../document-archive/tables';
import { documentReadings } from '../document-reading/tables';
import { documents, prospectIdDocuments } from '../documents/tables';
import { secondApprovals } from '../four-eyes/tables';
import { dossiers, longProcesses } from '../dossiers/tables';
import {
  eligibilityDecisions,
  registryAccounts,
  registryCustomers,
  registryInsolvencies,
} from '../eligibility/tables';
import { handoffSessions, handoffTransactions } from '../handoff/tables';
import { contactRequests } from '../leaving/tables';
import {
  loanApplications,
  loanAssessments,
  loanChoices,
  loanPayoutAccounts,
  loanSeccis,
} from '../loans/tables';
import { messageDeliveries, pendingMessages } from '../messaging/tables';
import { bankConnections, bankStatements, sandboxBankGrants } from '../open-banking/tables';
import { incomingPayments, pennyTransfers } from '../penny-transfer/tables';
import { prospectInfoDrafts, prospectInfos } from '../personal-data/tables';
import { products } from '../products/tables';
import { prospectCorrections, prospects } from '../prospects/tables';
import { qualityFinishedIdentifications } from '../quality-review/tables';
import { riskDocuments } from '../risk-documents/tables';
import {
  emailOptOuts,
  loginGuards,
  otpCodes,
  registrations,
  socialIdentities,
  usedTokens,
  users,
  sessions,
} from '../security/tables';
import { staffAccounts, staffSessions } from '../staff/tables';
import {
  identificationAnswers,
  identifications,
  identificationSnapshots,
} from '../video-identification/tables';
import { activationCodes, productWelcomes } from '../welcome/tables';

export type { RetentionClass, RetentionRule } from './retention-rule';

const AML_ART_40 =
  'Directive (EU) 2015/849 Art. 40(1)(a),(b): customer due diligence documents and information, ' +
  'and the supporting evidence and records, kept 5 years after the end of the business ' +
  'relationship; EBA/GL/2022/15 (record keeping of remote onboarding); GDPR Art. 6(1)(c), ' +
  'Art. 17(3)(b) (legal obligation) and (e) (legal claims)';

const STORAGE_LIMITATION =
  'GDPR Art. 5(1)(e) storage limitation: kept only while the case needs it; nothing requires it ' +
  'after the case ends';

const AUDIT_BASIS =
  'EBA/GL/2022/15 (time-stamped, reviewable record of every step) and Directive (EU) 2015/849 ' +
  "Art. 40: the trail is the bank's proof and is never deleted; GDPR Art. 5(1)(c),(e): the " +
  'personal data of deleted cases (ip, user agent, details) is erased from it';

const BANK_DATA = "No applicant personal data: the bank's own records, outside this policy";

const HOUSEKEEPING =
  'GDPR Art. 5(1)(e): deleted a day after expiry by the housekeeping sweep (decision 121)';

const CASE_DELETED =
  'With the case: abandoned, erased on request, or (customer) when the case ends';

const AML_DELETED =
  'Non-customer: with the case. Customer: RETENTION_AML_YEARS after the reported end of the relationship';

function aml(table: PgTable, holds: string): RetentionRule {
  return { table, holds, retention: 'aml-evidence', deleted: AML_DELETED, legalBasis: AML_ART_40 };
}

function caseData(table: PgTable, holds: string, prospectColumn?: AnyPgColumn): RetentionRule {
  return {
    table,
    holds,
    retention: 'case',
    deleted: CASE_DELETED,
    legalBasis: STORAGE_LIMITATION,
    ...(prospectColumn === undefined ? {} : { prospectColumn }),
  };
}

function bank(table: PgTable, holds: string): RetentionRule {
  return { table, holds, retention: 'bank', deleted: 'Not by this policy', legalBasis: BANK_DATA };
}

export const RETENTION_POLICY: readonly RetentionRule[] = [
  // The case and its AML evidence.
  aml(prospects, 'The onboarding case: its owner, process and state'),
  aml(
    prospectCorrections,
    'The corrections the video operator asked for: part, reason, operator (decision 244)',
  ),
  aml(products, 'The product opened: its type and state (PRODUCT_ACTIVE marks a customer)'),
  aml(bankAccounts, 'The account opened for the customer: number and IBAN'),
  aml(
    prospectInfos,
    'The personal data entered and confirmed (identity, address, tax, employment)',
  ),
  aml(documents, 'The identity document images (in storage) and their hashes'),
  aml(prospectIdDocuments, 'Which identity document was chosen and when it was confirmed'),
  aml(documentReadings, 'The data read from the identity document (MRZ)'),
  aml(eligibilityDecisions, 'The checks against the registers and their reasons'),
  aml(prospectConsents, 'The PEP, FATCA, CRS declarations and the consents'),
  aml(consentDocuments, 'The consent PDFs (in storage) with their hashes, accepted at'),
  aml(
    identifications,
    'The video identification: operator, checks, decision, protocol (in storage)',
  ),
  aml(identificationAnswers, 'The answers given in the video call (consent, code, card name)'),
  aml(identificationSnapshots, 'The snapshots of face and document taken in the call (in storage)'),
  aml(
    secondApprovals,
    'The four-eyes approval of the identification: reasons, first and second staff member (decision 267)',
  ),
  aml(
    qualityFinishedIdentifications,
    'The quality review of the video identification: drawn, reviewer, finding (decision 269)',
  ),
  {
    table: caseSearchTerms,
    holds:
      "Keyed hashes of the case's names and identifiers for the staff search (decision 263); the account's own go on its erasure",
    retention: 'aml-evidence',
    deleted: AML_DELETED,
    legalBasis: `${AML_ART_40}: the evidence must be found to be produced; no value, only keyed hashes`,
  },
  aml(
    caseSearchIndexed,
    'Which cases the search index has indexed, under which key (decision 263)',
  ),
  aml(prospectCertificates, 'The signing certificate issued to the customer'),
  aml(contractSets, 'The contract sets with their manifest hashes'),
  aml(contractDocuments, 'The contract PDFs and the signed PDFs (in storage) with their hashes'),
  aml(documentArchiveRequests, 'Where and when the signed contracts were archived'),
  aml(archivedDocuments, "The signed contracts in the bank's document archive"),
  aml(longProcesses, 'The background runs of the case (dossier, risk assessment) and their phases'),
  aml(dossiers, 'The dossier manifest of the case'),
  aml(pennyTransfers, 'The verification transfer asked of the customer'),
  aml(incomingPayments, 'The payment that verified the customer: payer name and IBAN'),
  aml(loanApplications, 'The loan application: income, obligations, wish'),
  aml(deposits, 'The day deposit chosen: amount, term, rate, quote and own IBAN (sealed)'),
  aml(loanAssessments, 'The creditworthiness assessment and its reasons'),
  aml(loanSeccis, 'The pre-contractual information (SECCI, in storage) given'),
  aml(loanChoices, 'The loan offer chosen'),
  aml(loanPayoutAccounts, 'The account the loan is paid into (IBAN sealed), declared as own'),
  aml(riskDocuments, 'The salary statements uploaded (in storage)'),
  aml(bankStatements, 'The account statements read by open banking (income evidence)'),
  {
    table: customerRelationships,
    holds: 'The end of the business relationship reported by the bank',
    retention: 'aml-evidence',
    deleted: AML_DELETED,
    legalBasis: `${AML_ART_40}; it is the start of the 5 years itself`,
  },
  {
    table: relationshipEndRequests,
    holds: 'A reported end of the relationship waiting for a second supervisor (decision 268)',
    retention: 'aml-evidence',
    deleted: AML_DELETED,
    legalBasis: `${AML_ART_40}; the request that would start the 5 years, with who asked and confirmed`,
  },

  // Working data of the case, not evidence.
  caseData(
    prospectInfoDrafts,
    'Personal data being typed, not yet confirmed',
    prospectInfoDrafts.prospectId,
  ),
  caseData(
    handoffTransactions,
    'The desktop-to-phone hand-off of the document upload',
    handoffTransactions.prospectId,
  ),
  caseData(handoffSessions, "The phone's hand-off sessions (hashes); with their hand-off"),
  caseData(
    signingCodes,
    'The one-time codes that sign the contracts (hashes)',
    signingCodes.prospectId,
  ),
  caseData(
    productWelcomes,
    'When the welcome page was shown and the product activated',
    productWelcomes.prospectId,
  ),
  caseData(activationCodes, 'The mobile app activation codes', activationCodes.prospectId),
  caseData(prospectBranches, 'The branch chosen for the card', prospectBranches.prospectId),
  {
    table: bankConnections,
    holds: "Open-banking connections: the provider's connection id and sealed tokens",
    retention: 'case',
    deleted:
      'Non-customer: with the case. Customer: the id and tokens are cleared when the case ends; ' +
      'the row stays as the source of its statements (AML evidence)',
    legalBasis: `${STORAGE_LIMITATION}; the row itself under ${AML_ART_40}`,
  },
  caseData(contactRequests, 'A request to be called or e-mailed when leaving the application'),
  caseData(appointments, 'A branch appointment booked when leaving the application'),
  {
    table: erasureRequests,
    holds: "A request to erase one's data and its state",
    retention: 'case',
    deleted: "With the account; a customer's stays, marked DONE, as proof the request was honoured",
    legalBasis: 'GDPR Art. 5(2) accountability, Art. 17',
  },
  {
    table: pendingMessages,
    holds: 'Unsent messages: address, name, code, ip, user agent, sealed (decision 275)',
    retention: 'case',
    deleted: 'When sent; with the case or the account; by the retention run 2 days after',
    legalBasis: STORAGE_LIMITATION,
    prospectColumn: pendingMessages.prospectId,
  },
  {
    table: outboxMessages,
    holds: 'E-mails and SMS kept by the development outbox (recipient address and text)',
    retention: 'case',
    deleted: 'With the account (by its e-mail address and phone number)',
    legalBasis: STORAGE_LIMITATION,
  },

  // The sign-in identity.
  {
    table: users,
    holds: 'The account: e-mail, name, phone, password hash',
    retention: 'account',
    deleted:
      "With the last case of a non-customer; on a customer's erasure its e-mail, name, phone and " +
      'password are replaced so nobody can sign in with it; deleted with the last AML evidence',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: registrations,
    holds: 'A sign-up waiting for its e-mail verification (e-mail, name, phone, password hash)',
    retention: 'account',
    deleted: 'Unverified: after RETENTION_ABANDONED_DAYS; verified: with the account',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: socialIdentities,
    holds: 'Accounts of a sign-in provider linked to the account',
    retention: 'account',
    deleted: 'With the account or on erasure',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: visitors,
    holds: 'The visitor uid an account was registered with',
    retention: 'account',
    deleted: 'With the account',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: sessions,
    holds: 'Sessions (id hashes, ip, user agent), here or in Redis',
    retention: 'account',
    deleted:
      'Ended through the session store on erasure or deletion of the account; swept a day after ' +
      'their end (decision 121)',
    legalBasis: HOUSEKEEPING,
  },
  {
    table: otpCodes,
    holds: 'Sign-in codes (HMACs)',
    retention: 'housekeeping',
    deleted: 'Swept after expiry; with the account',
    legalBasis: HOUSEKEEPING,
  },
  {
    table: loginGuards,
    holds: 'Failed sign-ins per typed e-mail address',
    retention: 'housekeeping',
    deleted:
      'With the account (by its e-mail address), or by housekeeping after a day without a failure (decision 160)',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: deviceLockouts,
    holds: "Failed sign-ins per known device (a hash of its cookie's nonce, the account's id)",
    retention: 'housekeeping',
    deleted:
      'With the account (by its id), or by housekeeping after a day without a failure (decision 277)',
    legalBasis: STORAGE_LIMITATION,
  },
  {
    table: usedTokens,
    holds: 'Hashes of used signed-token ids: no personal data',
    retention: 'housekeeping',
    deleted: "Swept after the tokens' expiry",
    legalBasis: HOUSEKEEPING,
  },
  {
    table: idempotencyKeys,
    holds: 'Stored responses of Idempotency-Key requests (sealed), 24 hours (decision 153)',
    retention: 'housekeeping',
    deleted: 'Swept after their 24 hours',
    legalBasis: HOUSEKEEPING,
  },
  {
    table: rateLimits,
    holds: 'Request counters per hashed key',
    retention: 'housekeeping',
    deleted: 'Swept after their window',
    legalBasis: HOUSEKEEPING,
  },
  {
    table: sandboxBankGrants,
    holds:
      "The sandbox bank's pending logins: a hashed one-minute code, no personal data (decision 250)",
    retention: 'housekeeping',
    deleted: 'Expired rows are deleted whenever the sandbox bank writes a new login',
    legalBasis: HOUSEKEEPING,
  },
  {
    table: emailOptOuts,
    holds: 'Addresses that asked for no more marketing e-mails',
    retention: 'account',
    deleted: 'Kept, also after an erasure: it is how the objection keeps being honoured',
    legalBasis:
      'GDPR Art. 21(3) and Art. 17(3)(b): a suppression entry is the only way to keep honouring ' +
      'the objection; it holds the address and nothing else',
  },

  // The bank's proof.
  {
    table: auditEvents,
    holds: 'Who did what to which record, when, from where',
    retention: 'audit',
    deleted:
      'Never; ip, user agent and details of deleted cases are erased (eraseAuditPersonalData)',
    legalBasis: AUDIT_BASIS,
  },

  // The bank's own data.
  // They only stop a job from sending twice.
  bank(messageDeliveries, 'Effect keys of delivered messages: no addresses, no personal data'),
  bank(signingCertificates, "The server's signing keys and certificates"),
  bank(staffAccounts, "The bank's staff accounts"),
  bank(staffSessions, "The bank's staff sessions"),
  bank(branches, "The bank's branches"),
  bank(registryCustomers, 'Stand-in register of existing customers (HMACs of national ids)'),
  bank(registryAccounts, 'Stand-in register of accounts (HMACs of IBANs)'),
  bank(registryInsolvencies, 'Stand-in insolvency register (HMACs of national ids)'),
];
