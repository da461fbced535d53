import type { FastifyPluginCallback } from 'fastify';
import { DEVELOPMENT_CA_PATHS } from '../infra/signing/create-signing-provider';

/** An OCSP or time-stamp request is a few hundred bytes; nothing larger is read. */
const REQUEST_LIMIT_BYTES = 16 * 1024;

/**
 * The development CA's trust services over HTTP (decision 280), where its certificates point:
 * `GET /dev-ca/crl` (RFC 5280 CRL, application/pkix-crl), `POST /dev-ca/ocsp` (RFC 6960,
 * application/ocsp-request) and `POST /dev-ca/tsa` (RFC 3161, application/timestamp-query), so a
 * verifier can check a development signature's revocation and `TSA_URL` can point at our own TSA.
 * Registered outside production, and only when the built-in provider signs; elsewhere 404. Not
 * cached (no-store, as every API answer): each answer is made at the request.
 */
export const developmentCaRoutes: FastifyPluginCallback = (app, _options, done) => {
  const services = app.infra.signing.development;
  if (services === undefined) {
    done();
    return;
  }
  for (const type of ['application/ocsp-request', 'application/timestamp-query']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: REQUEST_LIMIT_BYTES },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
  }
  const bodyOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  app.get(DEVELOPMENT_CA_PATHS.crl, { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/pkix-crl').header('cache-control', 'no-store').send(services.crl()),
  );
  // The answers of both are DER whatever the request held: a malformed one gets the protocol's
  // own refusal (malformedRequest, a rejection with badDataFormat), as their clients expect.
  app.post(
    DEVELOPMENT_CA_PATHS.ocsp,
    { schema: { hide: true }, bodyLimit: REQUEST_LIMIT_BYTES },
    (request, reply) =>
      reply
        .type('application/ocsp-response')
        .header('cache-control', 'no-store')
        .send(services.answerOcsp(bodyOf(request.body))),
  );
  app.post(
    DEVELOPMENT_CA_PATHS.tsa,
    { schema: { hide: true }, bodyLimit: REQUEST_LIMIT_BYTES },
    async (request, reply) =>
      reply
        .type('application/timestamp-reply')
        .header('cache-control', 'no-store')
        .send(await services.answerTimestamp(bodyOf(request.body))),
  );
  done();
};
