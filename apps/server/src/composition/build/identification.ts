import { isLoanProcess } from '@onboarding/domain';
import { createRemoteSignature } from '../../modules/contracts/remote-signature';
import { allAssuranceSignals } from '../../modules/four-eyes/identity-assurance';
import { createFourEyesService } from '../../modules/four-eyes/service';
import { createIdentityChecksService } from '../../modules/identity-checks/service';
import { callAssuranceSignals } from '../../modules/video-identification/call-assurance-signals';
import { createVideoCore } from '../../modules/video-identification/core';
import { createOperatorService } from '../../modules/video-identification/operator-service';
import { createProtocolService } from '../../modules/video-identification/protocol-service';
import { createBuiltInRemoteIdProvider } from '../../modules/video-identification/remote-id-built-in';
import { createHttpRemoteIdProvider } from '../../modules/video-identification/remote-id-http';
import { createVideoIdentificationService } from '../../modules/video-identification/service';
import type { Accounts } from './accounts';
import type { ApplicantData } from './applicant-data';
import type { CaseSearch } from './case-search';
import type { CompositionContext } from './context';
import type { Contracts } from './contracts';
import type { Documents } from './documents';
import type { Foundation } from './foundation';
import { buildQualitySampling } from './quality-review';

/** The video identification's applicant side and its evidence (decision 132). */
export function buildIdentification(
  { infra, variant }: CompositionContext,
  { prospects, openingHours }: Foundation,
  { accounts }: Accounts,
  { enteredData, consents }: ApplicantData,
  { documentReading }: Documents,
  { caseSearch }: CaseSearch,
) {
  const { config, db, clock, jobs } = infra;
  // Decisions 287 and 288: what the applicant gave in different places, compared, and the other
  // applications sharing an identifier; shown to the operator, and signals of the four-eyes rule.
  const identityChecks = createIdentityChecksService({
    clock,
    timeZone: variant.timeZone,
    variant: config.variant,
    enteredData,
    latestPrefill: documentReading.latestPrefill,
    signUpNameOf: async (tx, prospectId) => {
      const prospect = await prospects.caseOf(prospectId, tx);
      return prospect === null
        ? null
        : ((await accounts.identityOf(prospect.userId, tx))?.fullName ?? null);
    },
    possibleDuplicates: caseSearch.possibleDuplicates,
  });
  const videoCore = createVideoCore({
    db,
    clock,
    hub: infra.realtime,
    iceServers: config.iceServers,
    consents,
  });
  // Decision 267: the identity assurance checks hand their signals in here: the call's face match
  // (decision 291), the cross-checks (decision 287) and the duplicates (decision 288).
  const fourEyes = createFourEyesService({
    db,
    clock,
    enteredData,
    consents,
    identityAssurance: allAssuranceSignals(callAssuranceSignals, identityChecks.assuranceSignals),
    homeCountry: variant.country,
  });
  return {
    videoCore,
    identityChecks,
    // Decision 269: told of every finished identification by the operators' service built after
    // it: at a call's decision, or at the second decision of a four-eyes approval (decision 273).
    qualitySampling: buildQualitySampling({ infra, variant }),
    fourEyes,
    videoIdentification: createVideoIdentificationService({
      core: videoCore,
      jobs,
      prospects,
      enteredData,
      operatorsAtWork: () => !openingHours.current().closedStatus,
      identityChecks,
    }),
    videoProtocols: createProtocolService({
      db,
      clock,
      storage: infra.storage,
      timeZone: variant.timeZone,
      creditor: infra.config.creditor,
      variant: variant.id,
      fourEyes,
    }),
  };
}

export type Identification = ReturnType<typeof buildIdentification>;
export type CallDecisions = ReturnType<typeof buildCallDecisions>;

/**
 * The operators' side of the call, whose approval starts what follows (a loan's risk run, the
 * account processes' dossier run, decision 147), and the remote-identification provider of spec 3
 * §7 (decision 133): ours, or an external one.
 */
export function buildCallDecisions(
  { infra, variant }: CompositionContext,
  { prospects, products, messaging }: Foundation,
  { enteredData, registries }: ApplicantData,
  { documents }: Documents,
  { videoCore, videoIdentification, fourEyes, qualitySampling, identityChecks }: Identification,
  { contracts, dossiers, loans }: Contracts,
) {
  const { config, jobs } = infra;
  return {
    videoOperators: createOperatorService({
      core: videoCore,
      jobs,
      storage: infra.storage,
      appSecret: config.appSecret,
      prospects,
      products,
      enteredData,
      documents,
      messaging,
      homeCountry: variant.country,
      fourEyes,
      identityChecks,
      customers: registries.customers,
      faceAnalysis: config.faceAnalysis,
      onDecided: qualitySampling.recordFinished,
      onIdentified: async (tx, identified, context) => {
        if (isLoanProcess(identified.process)) {
          await loans.startAssessment(tx, identified.prospectId, context);
        } else {
          await dossiers.startAfterIdentification(tx, identified, context);
        }
      },
    }),
    remoteId:
      config.remoteIdProviderUrl === null
        ? createBuiltInRemoteIdProvider({
            appSecret: config.appSecret,
            video: videoIdentification,
            signature: createRemoteSignature(contracts),
          })
        : createHttpRemoteIdProvider(config.remoteIdProviderUrl),
  };
}
