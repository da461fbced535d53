import { isLoanProcess } from '@onboarding/domain';
import { createRemoteSignature } from '../../modules/contracts/remote-signature';
import { createVideoCore } from '../../modules/video-identification/core';
import { createOperatorService } from '../../modules/video-identification/operator-service';
import { createProtocolService } from '../../modules/video-identification/protocol-service';
import { createBuiltInRemoteIdProvider } from '../../modules/video-identification/remote-id-built-in';
import { createHttpRemoteIdProvider } from '../../modules/video-identification/remote-id-http';
import { createVideoIdentificationService } from '../../modules/video-identification/service';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';
import type { Contracts } from './contracts';
import type { Documents } from './documents';
import type { Foundation } from './foundation';

/** The video identification's applicant side and its evidence (decision 132). */
export function buildIdentification(
  { infra, variant }: CompositionContext,
  { prospects, openingHours }: Foundation,
  { enteredData, consents }: ApplicantData,
) {
  const { config, db, clock, jobs } = infra;
  const videoCore = createVideoCore({
    db,
    clock,
    hub: infra.realtime,
    iceServers: config.iceServers,
    consents,
  });
  return {
    videoCore,
    videoIdentification: createVideoIdentificationService({
      core: videoCore,
      jobs,
      prospects,
      enteredData,
      operatorsAtWork: () => !openingHours.current().closedStatus,
    }),
    videoProtocols: createProtocolService({
      db,
      clock,
      storage: infra.storage,
      timeZone: variant.timeZone,
      creditor: infra.config.creditor,
      variant: variant.id,
    }),
  };
}

export type Identification = ReturnType<typeof buildIdentification>;

/**
 * The operators' side of the call, whose approval starts what follows (a loan's risk run, the
 * account processes' dossier run, decision 147), and the remote-identification provider of spec 3
 * §7 (decision 133): ours, or an external one.
 */
export function buildCallDecisions(
  { infra, variant }: CompositionContext,
  { prospects, products, messaging }: Foundation,
  { enteredData }: ApplicantData,
  { documents }: Documents,
  { videoCore, videoIdentification }: Identification,
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
