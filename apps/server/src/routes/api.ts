import { API_BASE_CIB, API_BASE_OPERATOR, API_BASE_SLO } from '@onboarding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { branchChoiceRoutes } from '../modules/branches/branch-choice-routes';
import { branchesRoutes } from '../modules/branches/routes';
import { caseEvidenceRoutes } from '../modules/case-evidence/routes';
import { caseSearchRoutes } from '../modules/case-search/routes';
import { caseViewRoutes } from '../modules/case-view/routes';
import { fourEyesRoutes } from '../modules/four-eyes/routes';
import { cmsRoutes } from '../modules/cms/routes';
import { cmsContentRoutes } from '../modules/cms-content/routes';
import { consentDocumentsRoutes } from '../modules/consent-documents/routes';
import { consentsRoutes } from '../modules/consents/routes';
import { dataRetentionRoutes } from '../modules/data-retention/routes';
import { contractDocumentHelperRoutes, contractsRoutes } from '../modules/contracts/routes';
import { documentArchiveRoutes } from '../modules/document-archive/routes';
import { documentReadingRoutes } from '../modules/document-reading/routes';
import { documentsRoutes } from '../modules/documents/routes';
import { dossiersRoutes } from '../modules/dossiers/routes';
import { handoffRoutes } from '../modules/handoff/routes';
import { leavingRoutes } from '../modules/leaving/routes';
import { loansRoutes } from '../modules/loans/routes';
import { lookupsRoutes } from '../modules/lookups/routes';
import { operationsRoutes } from '../modules/operations/routes';
import { openBankingRoutes } from '../modules/open-banking/routes';
import { paymentReviewRoutes } from '../modules/penny-transfer/operator-routes';
import { paymentFeedRoutes } from '../modules/penny-transfer/feed-routes';
import { pennyTransferRoutes } from '../modules/penny-transfer/routes';
import { depositsRoutes } from '../modules/deposits/routes';
import { personalDataRoutes } from '../modules/personal-data/routes';
import { riskDocumentsOperatorRoutes } from '../modules/risk-documents/operator-routes';
import { riskDocumentsCibRoutes, statementBanksRoutes } from '../modules/risk-documents/routes';
import { longProcessOperatorRoutes } from '../modules/process-switch/operator-routes';
import { processSwitchRoutes } from '../modules/process-switch/routes';
import { qualityReviewRoutes } from '../modules/quality-review/routes';
import { studentRoutes } from '../modules/student/routes';
import { openingHoursRoutes } from '../modules/opening-hours/routes';
import { productsRoutes } from '../modules/products/routes';
import { prospectsRoutes } from '../modules/prospects/routes';
import { securityRoutes } from '../modules/security/routes';
import { socialRoutes } from '../modules/security/social-routes';
import { videoOperatorRoutes } from '../modules/video-identification/operator-routes';
import { remoteIdRoutes } from '../modules/video-identification/remote-id-routes';
import { videoIdentificationRoutes } from '../modules/video-identification/routes';
import { auditVerificationRoutes } from '../modules/staff/audit-verification-routes';
import { staffRoutes } from '../modules/staff/routes';
import { welcomeRoutes } from '../modules/welcome/routes';

/**
 * The API modules of spec 3 section 7, each a plugin exported by src/modules/<name>/routes.ts and
 * mounted here under /services/slo (DESIGN "API"). Add a module by adding its plugin to this list;
 * each is encapsulated, so its hooks and decorators stay inside it.
 */
type ApiModule = FastifyPluginAsync | FastifyPluginAsyncZod | FastifyPluginCallbackZod;

const API_MODULES: readonly ApiModule[] = [
  cmsRoutes,
  productsRoutes,
  prospectsRoutes,
  securityRoutes,
  socialRoutes,
  leavingRoutes,
  branchesRoutes,
  branchChoiceRoutes,
  openingHoursRoutes,
  cmsContentRoutes,
  documentReadingRoutes,
  documentsRoutes,
  handoffRoutes,
  consentsRoutes,
  consentDocumentsRoutes,
  lookupsRoutes,
  personalDataRoutes,
  depositsRoutes,
  studentRoutes,
  videoIdentificationRoutes,
  remoteIdRoutes,
  contractsRoutes,
  dossiersRoutes,
  loansRoutes,
  processSwitchRoutes,
  pennyTransferRoutes,
  paymentFeedRoutes,
  welcomeRoutes,
  statementBanksRoutes,
  openBankingRoutes,
  auditVerificationRoutes,
  caseEvidenceRoutes,
  dataRetentionRoutes,
];

export const API_PREFIX = API_BASE_SLO;

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const apiModule of API_MODULES) await app.register(apiModule);
};

/**
 * The bank staff's API (decision 130), mounted under /services/operator: the operator console's
 * calls. Same shape as API_MODULES; these routes declare STAFF_ONLY or SUPERVISOR_ONLY.
 */
const OPERATOR_MODULES: readonly ApiModule[] = [
  staffRoutes,
  caseSearchRoutes,
  videoOperatorRoutes,
  paymentReviewRoutes,
  riskDocumentsOperatorRoutes,
  longProcessOperatorRoutes,
  caseViewRoutes,
  fourEyesRoutes,
  qualityReviewRoutes,
  operationsRoutes,
];

export const OPERATOR_API_PREFIX = API_BASE_OPERATOR;

export const operatorApiRoutes: FastifyPluginAsync = async (app) => {
  for (const operatorModule of OPERATOR_MODULES) await app.register(operatorModule);
};

/**
 * spec 3 §7 "Older document helpers" (base /services/cib, all POST): the contract documents'
 * list and single document (decision 142).
 */
const CIB_MODULES: readonly ApiModule[] = [
  contractDocumentHelperRoutes,
  riskDocumentsCibRoutes,
  documentArchiveRoutes,
];

export const CIB_API_PREFIX = API_BASE_CIB;

export const cibApiRoutes: FastifyPluginAsync = async (app) => {
  for (const cibModule of CIB_MODULES) await app.register(cibModule);
};
