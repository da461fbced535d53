import {
  ZErrorBody,
  ZQualityQueueQuery,
  ZQualityReport,
  ZQualityReportQuery,
  ZQualityReviewItem,
  ZQualityReviewQueue,
  ZQualityReviewRequest,
  ZQualityReviewView,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { CALLER_ROUTE_ERRORS, SUPERVISOR_ONLY, staffOf } from '../../plugins/app/caller';

const ZReviewParams = z.object({ identificationId: z.uuid() });
const ZSnapshotParams = ZReviewParams.extend({ snapshotId: z.uuid() });
const errors = { ...CALLER_ROUTE_ERRORS, 404: ZErrorBody, 409: ZErrorBody };

/**
 * The quality review of finished identifications under /services/operator (decision 269):
 * supervisors only, and never on a call of their own.
 */
export const qualityReviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { qualityReview } = app.services;

  app.get(
    '/quality-reviews',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['quality-review'],
        summary: 'The sampled identifications to review (OPEN) or reviewed (REVIEWED).',
        querystring: ZQualityQueueQuery,
        response: { 200: ZQualityReviewQueue, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => qualityReview.queue(staffOf(request), request.query),
  );

  app.get(
    '/quality-reviews/report',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['quality-review'],
        summary: 'Per operator and month: finished, sampled, reviewed, findings per category.',
        querystring: ZQualityReportQuery,
        response: { 200: ZQualityReport, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => qualityReview.report(request.query.month),
  );

  app.get(
    '/quality-reviews/:identificationId',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['quality-review'],
        summary: 'A sampled call for its review: data, documents, checklist, answers, snapshots.',
        params: ZReviewParams,
        response: { 200: ZQualityReviewView, ...errors },
      },
    },
    (request) => qualityReview.read(staffOf(request), request.params.identificationId),
  );

  app.post(
    '/quality-reviews/:identificationId',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['quality-review'],
        summary: 'Records the review: IN_ORDER, or a FINDING with its category and note; once.',
        params: ZReviewParams,
        body: ZQualityReviewRequest,
        response: { 200: ZQualityReviewItem, ...errors },
      },
    },
    (request) =>
      qualityReview.record(
        staffOf(request),
        request.params.identificationId,
        request.body,
        requestContextOf(request),
      ),
  );

  app.get(
    '/quality-reviews/:identificationId/snapshots/:snapshotId',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['quality-review'],
        summary: 'A JPEG frame of the sampled call.',
        params: ZSnapshotParams,
      },
    },
    async (request, reply) => {
      const bytes = await qualityReview.snapshot(
        staffOf(request),
        request.params.identificationId,
        request.params.snapshotId,
      );
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
  done();
};
