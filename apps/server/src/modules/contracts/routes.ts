import type { FastifyRequest } from 'fastify';
import {
  ZCertificateCodeRequest,
  ZCertificateStep,
  ZContractsBracket,
  ZContractsCodeRequest,
  ZContractSet,
  ZDocumentIdRequest,
  ZErrorBody,
  ZIssueCertificateRequest,
  ZSignContractsRequest,
  ZSigningCodeSent,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { fileAnswer } from '../../plugins/app/declared-errors';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
  429: ZErrorBody,
  502: ZErrorBody,
};
/** A contract's refusals: no session, not the caller's or no such document, not at the step. */
const fileErrors = { 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProspectParams = z.object({ id: z.string().max(64) });
const ZDocumentParams = ZProspectParams.extend({ documentId: z.string().max(64) });
const ZBracketParams = ZProspectParams.extend({ edge: z.enum(['start', 'end']) });

/** The web sends the page's language with every call (spec 3 §7 `language` header). */
function languageHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}

const pdfHeaders = (fileName: string, disposition: 'inline' | 'attachment') => ({
  'content-type': 'application/pdf',
  'cache-control': 'private, no-store',
  'content-disposition': `${disposition}; filename="${fileName}"`,
});

type ContractsApp = Parameters<FastifyPluginCallbackZod>[0];

const base = '/onboarding/prospects/:id';

/**
 * The certificate and the contracts (decision 142) for the applicant's session:
 * `prospects/{id}/certificate…` and `prospects/{id}/contracts…` (with the spec's
 * `contracts/start|end`).
 */
export const contractsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerCertificateRoutes(app);
  registerContractDocumentRoutes(app);
  registerSigningRoutes(app);
  done();
};

/** `prospects/{id}/certificate`: the data to confirm, its code, the certificate issued. */
function registerCertificateRoutes(app: ContractsApp): void {
  const { contracts } = app.services;

  app.get(
    `${base}/certificate`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The identity data that goes into the signing certificate, and the certificate once issued.',
        params: ZProspectParams,
        response: { 200: ZCertificateStep, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.certificateStep(user, request.params.id);
    },
  );

  app.post(
    `${base}/certificate/code`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The applicant confirms the data; a code for the certificate goes by SMS (again after 1 minute).',
        params: ZProspectParams,
        body: ZCertificateCodeRequest,
        response: { 200: ZSigningCodeSent, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.requestCertificateCode(
        user,
        request.params.id,
        request.body,
        requestContextOf(request),
        languageHeaderOf(request),
      );
    },
  );

  app.post(
    `${base}/certificate`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'The SMS code: the signing certificate is issued.',
        params: ZProspectParams,
        body: ZIssueCertificateRequest,
        response: { 200: ZCertificateStep, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.issueCertificate(
        user,
        request.params.id,
        request.body,
        requestContextOf(request),
      );
    },
  );
}

/** `prospects/{id}/contracts`: the set, each document as made and as signed. */
function registerContractDocumentRoutes(app: ContractsApp): void {
  const { contracts } = app.services;

  app.get(
    `${base}/contracts`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'The contracts to sign in the page’s language (made when missing), with the manifest’s SHA-256.',
        params: ZProspectParams,
        response: { 200: ZContractSet, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.contracts(
        user,
        request.params.id,
        requestContextOf(request),
        languageHeaderOf(request),
      );
    },
  );

  app.get(
    `${base}/contracts/:documentId`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'One contract as made (shown in the browser); its first opening is recorded.',
        params: ZDocumentParams,
        response: { 200: fileAnswer('application/pdf', 'The contract as made.'), ...fileErrors },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      const { document, bytes } = await contracts.openDocument(
        user,
        request.params.id,
        request.params.documentId,
        requestContextOf(request),
      );
      return reply.headers(pdfHeaders(document.fileName, 'inline')).send(bytes);
    },
  );

  app.get(
    `${base}/contracts/:documentId/signed`,
    {
      schema: {
        tags: ['contracts'],
        summary: 'One signed contract (PAdES), for its owner only.',
        params: ZDocumentParams,
        response: {
          200: fileAnswer('application/pdf', 'The signed contract (PAdES).'),
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      const { fileName, bytes } = await contracts.signedDocument(
        user,
        request.params.id,
        request.params.documentId,
      );
      return reply.headers(pdfHeaders(fileName, 'attachment')).send(bytes);
    },
  );
}

/** `prospects/{id}/contracts/start|end`, the signing code and the signature. */
function registerSigningRoutes(app: ContractsApp): void {
  const { contracts } = app.services;

  app.patch(
    `${base}/contracts/:edge`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'contracts/start and contracts/end: the signing step’s bracket in the audit trail.',
        params: ZBracketParams,
        response: { 200: ZContractsBracket, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.bracket(
        user,
        request.params.id,
        request.params.edge,
        requestContextOf(request),
      );
    },
  );

  app.post(
    `${base}/contracts/code`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'A signing code by SMS, bound to the set and figures shown (again after 1 minute: else 429).',
        params: ZProspectParams,
        body: ZContractsCodeRequest,
        response: { 200: ZSigningCodeSent, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.requestContractsCode(
        user,
        request.params.id,
        request.body,
        requestContextOf(request),
      );
    },
  );

  app.post(
    `${base}/contracts/sign`,
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Signs every contract (all opened, the code for exactly this manifest): PRODUCT_DOCUMENTS_SIGNED.',
        params: ZProspectParams,
        body: ZSignContractsRequest,
        response: { 200: ZContractSet, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.sign(user, request.params.id, request.body, requestContextOf(request));
    },
  );
}

/**
 * spec 3 §7 "Older document helpers" under their own base, /services/cib (mounted by
 * routes/api.ts): the contracts of prospect {id}, and one contract document, recorded as opened.
 */
export const contractDocumentHelperRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { contracts } = app.services;

  app.post(
    '/documents/getdocumentlist',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Older helper: the contracts of prospect {id} (as GET prospects/{id}/contracts).',
        body: ZDocumentIdRequest,
        response: { 200: ZContractSet, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return contracts.contracts(
        user,
        request.body.id,
        requestContextOf(request),
        languageHeaderOf(request),
      );
    },
  );

  app.post(
    '/documents/getsingledocument',
    {
      schema: {
        tags: ['contracts'],
        summary: 'Older helper: contract document {id} (recorded as opened).',
        body: ZDocumentIdRequest,
        response: { 200: fileAnswer('application/pdf', 'The contract as made.'), ...fileErrors },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      const { document, bytes } = await contracts.openDocumentById(
        user,
        request.body.id,
        requestContextOf(request),
      );
      return reply.headers(pdfHeaders(document.fileName, 'inline')).send(bytes);
    },
  );
  done();
};
