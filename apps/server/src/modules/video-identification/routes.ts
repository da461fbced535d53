import { randomBytes } from 'node:crypto';
import {
  BANDWIDTH_PROBE_BYTES,
  BANDWIDTH_UPLOAD_MAX_BYTES,
  VIDEO_REQUIREMENTS,
  ZBandwidthInfo,
  ZBandwidthUploadResult,
  ZErrorBody,
  ZVideoChatEndRequest,
  ZVideoChatStartRequest,
  ZVideoChatState,
} from '@onboarding/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const ZProspectParams = z.object({ id: z.string().max(64) });
const errors = { ...CALLER_ROUTE_ERRORS, 422: ZErrorBody };
const NO_STORE = 'private, no-store';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Decision 253: spec 3 §7 lists the upload probe as a GET. A GET carries no body, so it measures an
 * empty transfer (the round trip the client times from start to end): 0 bytes received. The
 * client's real upload measure stays the POST.
 */
function registerEmptyUploadProbe(app: ZodApp): void {
  const { videoIdentification } = app.services;
  app.get(
    '/onboarding/prospects/:id/bandwidthcheck/upload',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary:
          'The upload probe as spec 3 §7 names it: a GET has no body, so it times a round trip and answers 0 bytes received.',
        params: ZProspectParams,
        response: { 200: ZBandwidthUploadResult, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await videoIdentification.requireOwnProspect(applicantOf(request), request.params.id);
      void reply.header('cache-control', NO_STORE);
      return { receivedBytes: 0 };
    },
  );
}

/** The device check's bandwidth probes: how they are made, the download and the upload. */
async function registerBandwidthRoutes(app: ZodApp): Promise<void> {
  const { videoIdentification } = app.services;

  app.get(
    '/onboarding/prospects/:id/bandwidthcheck/info',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary: 'How the bandwidth probes are made (sizes, the 350 kbps each way asked).',
        params: ZProspectParams,
        response: { 200: ZBandwidthInfo, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await videoIdentification.requireOwnProspect(applicantOf(request), request.params.id);
      void reply.header('cache-control', NO_STORE);
      return {
        downloadBytes: BANDWIDTH_PROBE_BYTES,
        uploadBytes: BANDWIDTH_PROBE_BYTES,
        minKbps: VIDEO_REQUIREMENTS.minKbps,
      };
    },
  );

  app.get(
    '/onboarding/prospects/:id/bandwidthcheck/download',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary: 'The download probe: random (incompressible) bytes, never cached.',
        params: ZProspectParams,
      },
    },
    async (request, reply) => {
      await videoIdentification.requireOwnProspect(applicantOf(request), request.params.id);
      return (
        reply
          .header('content-type', 'application/octet-stream')
          .header('cache-control', NO_STORE)
          // Random bytes do not compress; saying so keeps any proxy from trying.
          .header('content-encoding', 'identity')
          .send(randomBytes(BANDWIDTH_PROBE_BYTES))
      );
    },
  );

  registerEmptyUploadProbe(app);

  // The upload probe in its own scope: only it reads a raw octet-stream body.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: BANDWIDTH_UPLOAD_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/onboarding/prospects/:id/bandwidthcheck/upload',
      {
        config: APPLICANT_ONLY,
        bodyLimit: BANDWIDTH_UPLOAD_MAX_BYTES,
        schema: {
          tags: ['video-identification'],
          summary:
            'The upload probe: an application/octet-stream body; answers the bytes received.',
          params: ZProspectParams,
          response: { 200: ZBandwidthUploadResult, 413: ZErrorBody, ...CALLER_ROUTE_ERRORS },
        },
      },
      async (request, reply) => {
        await videoIdentification.requireOwnProspect(applicantOf(request), request.params.id);
        void reply.header('cache-control', NO_STORE);
        const body: unknown = request.body;
        return { receivedBytes: Buffer.isBuffer(body) ? body.length : 0 };
      },
    );
    done();
  });
}

/** The video chat's start, extension, state and end. */
function registerVideoChatRoutes(app: ZodApp): void {
  const { videoIdentification } = app.services;

  app.patch(
    '/onboarding/prospects/:id/videochat/start',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary:
          'Joins the video queue (from PROSPECT_CONSENT_DOCUMENTS_ACCEPTED, within the operators’ hours, with a device that passes the checks); a second start answers the open one.',
        params: ZProspectParams,
        body: ZVideoChatStartRequest,
        response: { 200: ZVideoChatState, ...errors },
      },
    },
    (request) =>
      videoIdentification.start(
        applicantOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );

  app.patch(
    '/onboarding/prospects/:id/videochat/extend',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary: 'Waits 3 more minutes for an operator, once, while waiting.',
        params: ZProspectParams,
        response: { 200: ZVideoChatState, ...errors },
      },
    },
    (request) =>
      videoIdentification.extend(
        applicantOf(request),
        request.params.id,
        requestContextOf(request),
      ),
  );

  app.get(
    '/onboarding/prospects/:id/videochat',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary: 'The latest video identification’s state (place, wait, operator, outcome).',
        params: ZProspectParams,
        response: { 200: ZVideoChatState, ...errors },
      },
    },
    (request) => videoIdentification.current(applicantOf(request), request.params.id),
  );

  app.patch(
    '/onboarding/prospects/:id/videochat/end',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['video-identification'],
        summary: 'Leaves the queue or the call.',
        params: ZProspectParams,
        body: ZVideoChatEndRequest,
        response: { 200: ZVideoChatState, ...errors },
      },
    },
    (request) =>
      videoIdentification.end(
        applicantOf(request),
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );
}

/**
 * The applicant's video identification under /services/slo (decision 132, spec 3 §7): the
 * bandwidth probes of the device check and the video chat's start, extension, state and end.
 * Every route is the signed-in applicant's own prospect's (a phone's hand-off session reaches
 * none).
 */
export const videoIdentificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerBandwidthRoutes(app);
  registerVideoChatRoutes(app);
};
