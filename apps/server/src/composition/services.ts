import type { Registry } from 'prom-client';
import { buildAccounts } from './build/accounts';
import { buildActivation } from './build/activation';
import { buildApplicantData } from './build/applicant-data';
import { buildCaseSearch } from './build/case-search';
import { buildCaseView } from './build/case-view';
import { compositionContext } from './build/context';
import { buildContracts, identityReads } from './build/contracts';
import { buildDocuments } from './build/documents';
import { buildEvidence } from './build/evidence';
import { buildFoundation } from './build/foundation';
import { buildOperations } from './build/operations';
import { buildQualityReview } from './build/quality-review';
import { buildCallDecisions, buildIdentification } from './build/identification';
import type { Infra } from './infra';
import { tracedServices } from '../infra/telemetry/traced-object';

/**
 * The composition root (DESIGN "Composition", after Infisical's service factories; decision
 * 228): every service is built here, once per app, from the configuration and the infra ports,
 * and handed to the routes through `app.services`. Nothing else builds a service. The stages
 * run in dependency order, each from what the earlier ones built; where two modules follow each
 * other, the part both need is a service of its own built first, so nothing is bound late.
 */
export function createServices(infra: Infra, metricsRegistry: Registry) {
  const context = compositionContext(infra, metricsRegistry);
  const foundation = buildFoundation(context);
  const accounts = buildAccounts(context, foundation);
  const applicantData = buildApplicantData(context, foundation);
  const documents = buildDocuments(context, foundation);
  // Before the identification: the queue and the call's detail name possible duplicates from it.
  const caseSearch = buildCaseSearch(context, applicantData);
  const identification = buildIdentification(
    context,
    foundation,
    accounts,
    applicantData,
    documents,
    caseSearch,
  );
  const identity = identityReads(context, foundation, accounts, applicantData);
  const contracts = buildContracts(context, foundation, applicantData, documents, identity);
  const callDecisions = buildCallDecisions(
    context,
    foundation,
    applicantData,
    documents,
    identification,
    contracts,
  );
  const qualityReview = buildQualityReview(context, identification, callDecisions);
  const activation = buildActivation(context, foundation, accounts, applicantData, contracts);
  const evidence = buildEvidence(context, accounts, {
    foundation,
    applicantData,
    documents,
    identification,
    contracts,
    activation,
  });
  const caseView = buildCaseView(context, {
    foundation,
    accounts,
    applicantData,
    documents,
    identification,
    contracts,
    activation,
  });
  const operations = buildOperations(context, accounts, callDecisions);
  const { links: _links, ...foundationServices } = foundation;
  const { identifierHmac: _hmac, enteredData: _entered, ...applicantServices } = applicantData;
  // Each service method a route calls in a span of its own when tracing is on (decision 282).
  return tracedServices({
    ...foundationServices,
    ...accounts,
    ...applicantServices,
    ...documents,
    ...identification,
    ...contracts,
    ...callDecisions,
    ...qualityReview,
    ...activation,
    ...evidence,
    ...operations,
    ...caseSearch,
    ...caseView,
  });
}

export type Services = ReturnType<typeof createServices>;
