import userMessages from './sections/userMessages/en';
import staticContent from './sections/staticContent/en';
import email from './sections/email/en';
import personalData from './sections/personal-data/en';
import personalDataRules from './sections/personal-data/rules/en';
import personalDataLookups from './sections/personal-data-lookups/en';
import documents from './sections/documents/en';
import documentsServer from './sections/documents-server/en';
import sandboxBank from './sections/sandbox-bank/en';
import videoIdentificationServer from './sections/video-identification-server/en';
import consents from './sections/consents/en';
import chooseBranch from './sections/chooseBranch/en';
import longTimeService from './sections/long-time-service/en';
import creditApproval from './sections/credit-approval/en';
import salaryStatement from './sections/salary-statement/en';
import shortTimeService from './sections/short-time-service/en';
import videoChat from './sections/videoChat/en';
import welcome from './sections/welcome/en';
import pennyTransfer from './sections/pennyTransfer/en';
import depositTerms from './sections/deposit-terms/en';
import operator from './sections/operator/en';
import processConsole from './sections/process-console/en';
import caseEvidence from './sections/case-evidence/en';
import decisions from './sections/decisions/en';
import operations from './sections/operations/en';
import qualityReview from './sections/quality-review/en';
import casePage from './sections/case-page/en';
import caseSearch from './sections/case-search/en';
import signing from './sections/signing/en';
import secci from './sections/secci/en';
import erasure from './sections/erasure/en';
import wizard from './sections/wizard/en';
import core from './core-en';
/**
 * English catalogue. It defines the key shape: `sl.ts` and `sq.ts` are typed
 * `CatalogOf<Messages>`, so a missing or extra key in another language is a compile error. Plural
 * groups are sibling leaves `<key>_one`, `<key>_other` (sl adds `_two`, `_few`): see translator.ts.
 * Placeholders are written `{{name}}`.
 *
 * Top-level sections: those of `core-en.ts` (what a browser app shows before its first page
 * brings its own texts), then one per screen or app (`operator` is the operator console's).
 */
const en = {
  ...core,
  wizard,
  operator,
  processConsole,
  caseEvidence,
  decisions,
  operations,
  qualityReview,
  casePage,
  caseSearch,
  email,
  personalData,
  personalDataRules,
  personalDataLookups,
  documents,
  documentsServer,
  sandboxBank,
  videoIdentificationServer,
  consents,
  chooseBranch,
  longTimeService,
  creditApproval,
  salaryStatement,
  shortTimeService,
  videoChat,
  signing,
  secci,
  erasure,
  welcome,
  pennyTransfer,
  depositTerms,
  userMessages,
  staticContent,
};

export type Messages = typeof en;

export default en;
