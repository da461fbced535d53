import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { REMOTE_ID_BASE, REMOTE_ID_STEPS, type RemoteIdCall } from './remote-id-port';

const ZSegment = z.string().min(1).max(100);
/**
 * Every answer is the provider's status and body as they are (decision 133): the built-in one's
 * refusals are the one error body, an external provider's are its own. Declared as `default`, so
 * no answer is serialized into a shape the provider did not send (decision 279).
 */
const providerAnswers = {
  default: z
    .unknown()
    .describe(
      "The provider's status and answer, passed on as they are; the built-in provider's refusals " +
        '(401 without a valid session key, 404, 409, 501 for `start`) are the one error body.',
    ),
};
const COP = /^COP (\S{1,512})$/;

/**
 * The remote identification provider's calls of spec 3 §7 under
 * /services/slo/infocert/noauth/rest10 (decision 133): thin routes onto the configured provider,
 * whose status and answer are passed back as they are.
 */
export const remoteIdRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { remoteId } = app.services;

  const callOf = async (request: FastifyRequest): Promise<RemoteIdCall> => {
    // The built-in provider serves the signed-in applicant; an external one needs no session.
    const caller = await app.identifyCaller(request, false).catch(() => null);
    return {
      applicant: caller?.kind === 'applicant' ? caller : null,
      context: requestContextOf(request),
    };
  };

  app.post(
    `${REMOTE_ID_BASE}/process/:token/start`,
    {
      schema: {
        tags: ['remote-identification'],
        summary: 'Starts a remote identification process; the answer carries its session key.',
        params: z.object({ token: ZSegment }),
        body: z.unknown().optional(),
        response: providerAnswers,
      },
    },
    async (request, reply) => {
      const answer = await remoteId.startProcess(
        request.params.token,
        request.body,
        await callOf(request),
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    `${REMOTE_ID_BASE}/:taskName/:taskId/:step`,
    {
      schema: {
        tags: ['remote-identification'],
        summary: 'One step of a remote identification task, with Authorization: COP {sessionKey}.',
        params: z.object({ taskName: ZSegment, taskId: ZSegment, step: z.enum(REMOTE_ID_STEPS) }),
        headers: z.object({ authorization: z.string().max(600).optional() }),
        body: z.unknown().optional(),
        response: providerAnswers,
      },
    },
    async (request, reply) => {
      const sessionKey = COP.exec(request.headers.authorization ?? '')?.[1];
      if (sessionKey === undefined) {
        throw new AppError(401, 'UNAUTHORIZED', {
          message: 'The call needs Authorization: COP {sessionKey}.',
        });
      }
      const { taskName, taskId, step } = request.params;
      const answer = await remoteId.task(
        { name: taskName, id: taskId, step },
        sessionKey,
        request.body,
        await callOf(request),
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
  done();
};
