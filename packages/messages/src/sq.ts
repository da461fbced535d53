import userMessages from './sections/userMessages/sq';
import staticContent from './sections/staticContent/sq';
import email from './sections/email/sq';
import personalData from './sections/personal-data/sq';
import personalDataRules from './sections/personal-data/rules/sq';
import personalDataLookups from './sections/personal-data-lookups/sq';
import documents from './sections/documents/sq';
import documentsServer from './sections/documents-server/sq';
import sandboxBank from './sections/sandbox-bank/sq';
import videoIdentificationServer from './sections/video-identification-server/sq';
import consents from './sections/consents/sq';
import chooseBranch from './sections/chooseBranch/sq';
import longTimeService from './sections/long-time-service/sq';
import creditApproval from './sections/credit-approval/sq';
import salaryStatement from './sections/salary-statement/sq';
import shortTimeService from './sections/short-time-service/sq';
import videoChat from './sections/videoChat/sq';
import welcome from './sections/welcome/sq';
import pennyTransfer from './sections/pennyTransfer/sq';
import depositTerms from './sections/deposit-terms/sq';
import operator from './sections/operator/sq';
import processConsole from './sections/process-console/sq';
import caseEvidence from './sections/case-evidence/sq';
import decisions from './sections/decisions/sq';
import operations from './sections/operations/sq';
import qualityReview from './sections/quality-review/sq';
import casePage from './sections/case-page/sq';
import caseSearch from './sections/case-search/sq';
import signing from './sections/signing/sq';
import secci from './sections/secci/sq';
import erasure from './sections/erasure/sq';
import wizard from './sections/wizard/sq';
import core from './core-sq';
import type { Messages } from './en';
import type { CatalogOf } from './translator';

/** Albanian catalogue (the default language of the Albanian variant). */
const sq: CatalogOf<Messages> = {
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

export default sq;
