import {
  ZCaseDocumentParams,
  ZCaseParams,
  ZCaseSnapshotParams,
  ZCaseView,
  ZErrorBody,
} from '@onboarding/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY, staffOf } from '../../plugins/app/caller';
import type { CaseImage } from './use-cases/read-case-image';

const errors = { ...CALLER_ROUTE_ERRORS, 404: ZErrorBody };

/** An image of the case: never cached, it is an applicant's document or face. */
const sendImage = (reply: FastifyReply, image: CaseImage) =>
  reply
    .header('content-type', image.mediaType)
    .header('cache-control', 'private, no-store')
    .send(image.bytes);

/**
 * The staff's case page under /services/operator (decision 265): one application read whole, and
 * the images it shows. Staff only; every id that names no case (or no image of it) is a 404.
 */
export const caseViewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { caseView } = app.services;

  app.get(
    '/cases/:prospectId',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['case-view'],
        summary:
          'A case whole: applicant, product, state, timeline from the audit trail, the data ' +
          'entered, documents, calls, contracts, payments and the evidence export’s address.',
        params: ZCaseParams,
        response: { 200: ZCaseView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return caseView.read(staffOf(request), request.params.prospectId, requestContextOf(request));
    },
  );

  app.get(
    '/cases/:prospectId/documents/:documentId/image',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['case-view'],
        summary: 'One side of the case’s identity document.',
        params: ZCaseDocumentParams,
      },
    },
    async (request, reply) => {
      const { prospectId, documentId } = request.params;
      return sendImage(reply, await caseView.documentImage(prospectId, documentId));
    },
  );

  app.get(
    '/cases/:prospectId/snapshots/:snapshotId/image',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['case-view'],
        summary: 'A frame an operator took during one of the case’s calls (JPEG).',
        params: ZCaseSnapshotParams,
      },
    },
    async (request, reply) => {
      const { prospectId, snapshotId } = request.params;
      return sendImage(reply, await caseView.snapshotImage(prospectId, snapshotId));
    },
  );
  done();
};
