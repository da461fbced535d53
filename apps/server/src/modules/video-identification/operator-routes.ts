import {
  SNAPSHOT_MAX_BYTES,
  ZChecklist,
  ZDecisionRequest,
  ZErrorBody,
  ZFaceMatchMeasurement,
  ZLivenessChallengeMeasurement,
  ZIdentificationDetail,
  ZIdentificationList,
  ZIdentificationStatus,
  ZOperatorQueue,
  ZPushActionRequest,
  ZSecondDecisionRequest,
  ZSecondDecisionResult,
  ZSnapshotKind,
} from '@onboarding/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import {
  CALLER_ROUTE_ERRORS,
  STAFF_ONLY,
  SUPERVISOR_ONLY,
  staffOf,
} from '../../plugins/app/caller';

const ZIdentificationParams = z.object({ id: z.uuid() });
const ZDocumentParams = ZIdentificationParams.extend({ documentId: z.uuid() });
const errors = { ...CALLER_ROUTE_ERRORS, 422: ZErrorBody };
const ZSnapshot = z.object({
  id: z.string(),
  kind: ZSnapshotKind,
  sha256: z.string(),
  at: z.string(),
});

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The queue, taking a call, and what the operator sees beside the video. */
function registerQueueRoutes(app: ZodApp): void {
  const { videoOperators: operators } = app.services;

  app.get(
    '/queue',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'The waiting applicants and the calls in progress.',
        response: { 200: ZOperatorQueue, ...CALLER_ROUTE_ERRORS },
      },
    },
    () => operators.queue(),
  );

  app.post(
    '/identifications/:id/accept',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'Takes a waiting call; of two operators only one gets it (409 ALREADY_TAKEN).',
        params: ZIdentificationParams,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) => operators.accept(staffOf(request), request.params.id, requestContextOf(request)),
  );

  app.get(
    '/identifications/:id',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'The applicant’s data, document images, checklist, answers and snapshots.',
        params: ZIdentificationParams,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) => operators.detail(staffOf(request), request.params.id),
  );

  app.get(
    '/identifications/:id/documents/:documentId/image',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'One side of the applicant’s identity document.',
        params: ZDocumentParams,
      },
    },
    async (request, reply) => {
      const image = await operators.documentImage(
        staffOf(request),
        request.params.id,
        request.params.documentId,
      );
      return reply
        .header('content-type', image.mediaType)
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
}

/** Snapshots in their own scope: only this route reads a raw image/jpeg body. */
async function registerSnapshotRoute(app: ZodApp): Promise<void> {
  const { videoOperators: operators } = app.services;
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'image/jpeg',
      { parseAs: 'buffer', bodyLimit: SNAPSHOT_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/identifications/:id/snapshots',
      {
        config: STAFF_ONLY,
        bodyLimit: SNAPSHOT_MAX_BYTES,
        schema: {
          tags: ['video-operator'],
          summary: 'A JPEG frame of the call (face or a document side), sealed with its SHA-256.',
          params: ZIdentificationParams,
          querystring: z.object({ kind: ZSnapshotKind }),
          response: { 200: ZSnapshot, 413: ZErrorBody, 415: ZErrorBody, ...errors },
        },
      },
      (request) => {
        const body: unknown = request.body;
        return operators.takeSnapshot(
          staffOf(request),
          request.params.id,
          request.query.kind,
          Buffer.isBuffer(body) ? body : Buffer.alloc(0),
          requestContextOf(request),
        );
      },
    );
    done();
  });
}

/**
 * The face match hint and the liveness challenge of the call (decision 291): measured in the
 * operator's browser, read and kept by the server.
 */
function registerHintRoutes(app: ZodApp): void {
  const { videoOperators: operators } = app.services;
  app.put(
    '/identifications/:id/face-match',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary:
          'The face match hint measured in the operator’s browser, banded and kept for the protocol (decision 291).',
        params: ZIdentificationParams,
        body: ZFaceMatchMeasurement,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) =>
      operators.recordFaceMatch(
        staffOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );

  app.put(
    '/identifications/:id/liveness-challenge',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary:
          'The liveness challenge’s landmark readings from the operator’s browser, read and kept for the protocol (decision 291).',
        params: ZIdentificationParams,
        body: ZLivenessChallengeMeasurement,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) =>
      operators.recordLivenessChallenge(
        staffOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );
}

/** Acting on the call one accepted: the forms, the checklist, snapshots and the decision. */
async function registerCallRoutes(app: ZodApp): Promise<void> {
  const { videoOperators: operators } = app.services;

  app.post(
    '/identifications/:id/actions',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'Pushes one interactive form to the applicant (spec 3 §4).',
        params: ZIdentificationParams,
        body: ZPushActionRequest,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) =>
      operators.pushAction(
        staffOf(request),
        request.params.id,
        request.body.action,
        requestContextOf(request),
      ),
  );

  app.put(
    '/identifications/:id/checklist',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'The operator’s checklist.',
        params: ZIdentificationParams,
        body: ZChecklist,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) =>
      operators.saveChecklist(
        staffOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );

  registerHintRoutes(app);
  await registerSnapshotRoute(app);

  app.post(
    '/identifications/:id/decision',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary:
          'APPROVE (PROSPECT_VERIFIED), REJECT with a reason (PROSPECT_REJECTED) or REDO a part.',
        params: ZIdentificationParams,
        body: ZDecisionRequest,
        response: { 200: ZIdentificationDetail, ...errors },
      },
    },
    (request) =>
      operators.decide(
        staffOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );
}

/**
 * The second pair of eyes on an approval the four-eyes rule named (decision 267): any staff member
 * but the first approver (409 SECOND_APPROVER_SAME_AS_FIRST).
 */
function registerSecondDecisionRoute(app: ZodApp): void {
  const { videoOperators: operators } = app.services;
  app.post(
    '/identifications/:id/second-decision',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator', 'four-eyes'],
        summary:
          'A second staff member approves (PROSPECT_VERIFIED) or rejects a waiting approval.',
        params: ZIdentificationParams,
        body: ZSecondDecisionRequest,
        response: { 200: ZSecondDecisionResult, ...errors },
      },
    },
    (request) =>
      operators.decideSecond(
        staffOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );
}

/** A supervisor's: the finished identifications and their protocols. */
function registerSupervisorRoutes(app: ZodApp): void {
  const { videoProtocols: protocols, videoOperators: operators } = app.services;

  app.get(
    '/identifications',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'Finished identifications (optionally of one status), newest first.',
        querystring: z.object({ status: ZIdentificationStatus.optional() }),
        response: { 200: ZIdentificationList, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => operators.finished(request.query.status),
  );

  app.get(
    '/identifications/:id/protocol',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['video-operator'],
        summary: 'The PDF protocol of an ended identification (its SHA-256 is in the audit trail).',
        params: ZIdentificationParams,
      },
    },
    async (request, reply) => {
      const protocol = await protocols.download(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${protocol.fileName}"`)
        .send(protocol.bytes);
    },
  );
}

/**
 * The operators' side of the video identification under /services/operator (decision 132): staff
 * only; acting on a call is for the operator who accepted it; the evidence list and protocols are
 * a supervisor's.
 */
export const videoOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerQueueRoutes(app);
  await registerCallRoutes(app);
  registerSecondDecisionRoute(app);
  registerSupervisorRoutes(app);
};
