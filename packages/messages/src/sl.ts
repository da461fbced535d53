import userMessages from './sections/userMessages/sl';
import staticContent from './sections/staticContent/sl';
import email from './sections/email/sl';
import personalData from './sections/personal-data/sl';
import personalDataRules from './sections/personal-data/rules/sl';
import personalDataLookups from './sections/personal-data-lookups/sl';
import documents from './sections/documents/sl';
import documentsServer from './sections/documents-server/sl';
import sandboxBank from './sections/sandbox-bank/sl';
import videoIdentificationServer from './sections/video-identification-server/sl';
import consents from './sections/consents/sl';
import chooseBranch from './sections/chooseBranch/sl';
import longTimeService from './sections/long-time-service/sl';
import creditApproval from './sections/credit-approval/sl';
import salaryStatement from './sections/salary-statement/sl';
import shortTimeService from './sections/short-time-service/sl';
import videoChat from './sections/videoChat/sl';
import welcome from './sections/welcome/sl';
import pennyTransfer from './sections/pennyTransfer/sl';
import depositTerms from './sections/deposit-terms/sl';
import operator from './sections/operator/sl';
import processConsole from './sections/process-console/sl';
import caseEvidence from './sections/case-evidence/sl';
import decisions from './sections/decisions/sl';
import operations from './sections/operations/sl';
import qualityReview from './sections/quality-review/sl';
import casePage from './sections/case-page/sl';
import caseSearch from './sections/case-search/sl';
import signing from './sections/signing/sl';
import secci from './sections/secci/sl';
import erasure from './sections/erasure/sl';
import wizard from './sections/wizard/sl';
import core from './core-sl';
import type { Messages } from './en';
import type { CatalogOf } from './translator';

/** Slovenian catalogue (the default language of the Slovenian variant). */
const sl: CatalogOf<Messages> = {
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

export default sl;
