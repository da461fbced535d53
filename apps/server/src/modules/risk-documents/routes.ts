import {
  STATEMENT_MAX_BYTES,
  STATEMENT_UPLOAD_BODY_LIMIT_BYTES,
  ZDeleteStatementRequest,
  ZErrorBody,
  ZStatement,
  ZStatementBank,
  ZStatementBankQuery,
  ZStatementBanks,
  ZStatementDeleted,
  ZStatementList,
  ZStatementsFinalized,
  ZStatementsRequest,
  ZStatementUploadRequest,
} from '@onboarding/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  FastifyPluginAsyncZod,
  FastifyPluginCallbackZod,
  ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';
import { uploadBodyPlugin } from '../uploads/upload-body-plugin';
import type { StatementsCaller } from './statement-prospect';

const errors = { ...CALLER_ROUTE_ERRORS, 413: ZErrorBody };

function statementsCallerOf(request: FastifyRequest): StatementsCaller {
  const { userId, uid, session } = applicantOf(request);
  return { userId, uid, session };
}

/**
 * spec 3 §7 sends `banklistriskdocuments` and `finalizeriskdocumentsupload` with an "empty" body:
 * in this scope a JSON body may be empty (read as `{}`); anything else must still be JSON.
 */
function acceptEmptyJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError(400, 'MALFORMED_JSON', { message: 'The request body is not valid JSON.' }));
    }
  });
}

/**
 * The salary statement upload of a personal loan (decision 149): spec 3 §7's older document
 * helpers under /services/cib, all POST and JSON, for the signed-in applicant.
 */
export const riskDocumentsCibRoutes: FastifyPluginAsyncZod = async (app) => {
  const { riskDocuments } = app.services;

  // The upload in its own scope: its `content` is spooled to disk as it arrives (decision 074).
  await app.register(async (scope) => {
    await scope.register(uploadBodyPlugin, {
      spool: app.uploadSpool,
      bodyBytes: STATEMENT_UPLOAD_BODY_LIMIT_BYTES,
      contentBytes: STATEMENT_MAX_BYTES,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/documents/uploadriskdocument',
      {
        config: APPLICANT_ONLY,
        bodyLimit: STATEMENT_UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: ['risk-documents'],
          summary:
            'Upload one salary statement (PDF, TIFF or JPG by content, at most 1 MB) with the months it covers.',
          body: ZStatementUploadRequest,
          response: { 200: ZStatement, ...errors },
        },
      },
      (request) =>
        riskDocuments.upload(
          statementsCallerOf(request),
          request.body,
          requestContextOf(request),
          request.uploadContent,
        ),
    );
  });

  await app.register((plain, _options, done) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJson(scope);

    scope.post(
      '/documents/deleteriskdocument',
      {
        config: APPLICANT_ONLY,
        schema: {
          tags: ['risk-documents'],
          summary: 'Delete a statement that is not finalized.',
          body: ZDeleteStatementRequest,
          response: { 200: ZStatementDeleted, ...errors },
        },
      },
      (request) =>
        riskDocuments.remove(statementsCallerOf(request), request.body, requestContextOf(request)),
    );

    scope.post(
      '/documents/banklistriskdocuments',
      {
        config: APPLICANT_ONLY,
        schema: {
          tags: ['risk-documents'],
          summary: 'The uploaded statements, the months required and those still missing.',
          body: ZStatementsRequest.nullish(),
          response: { 200: ZStatementList, ...errors },
        },
      },
      (request) => riskDocuments.list(statementsCallerOf(request), request.body?.prospectId),
    );

    scope.post(
      '/documents/finalizeriskdocumentsupload',
      {
        config: APPLICANT_ONLY,
        schema: {
          tags: ['risk-documents'],
          summary:
            'Finish the upload: the statements must cover the last three full months (409 MONTHS_MISSING).',
          body: ZStatementsRequest.nullish(),
          response: { 200: ZStatementsFinalized, ...errors },
        },
      },
      (request) =>
        riskDocuments.finalize(
          statementsCallerOf(request),
          request.body?.prospectId,
          requestContextOf(request),
        ),
    );
    done();
  });
};

/** `GET external/info/ocrbankcodes` and `ocrbanks/code?codeBank` (spec 3 §7): no session needed. */
export const statementBanksRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { riskDocuments } = app.services;

  app.get(
    '/external/info/ocrbankcodes',
    {
      schema: {
        tags: ['risk-documents'],
        summary: 'The Slovenian banks a salary statement may come from: code, name, BIC.',
        response: { 200: ZStatementBanks },
      },
    },
    () => riskDocuments.bankCodes(),
  );

  app.get(
    '/external/info/ocrbanks/code',
    {
      schema: {
        tags: ['risk-documents'],
        summary: 'One bank by its identification mark (the account number’s first two digits).',
        querystring: ZStatementBankQuery,
        response: { 200: ZStatementBank, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => riskDocuments.bankByCode(request.query.codeBank),
  );
  done();
};
