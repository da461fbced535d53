import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SpoolFile, UploadSpool } from '../../infra/storage/upload-spool';
import type { UploadContent } from './content';
import { decodeSpooledBase64, readUploadBody, type UploadBodyLimits } from './upload-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of an upload route's body, spooled to disk while the body arrived. */
    uploadContent: UploadContent | undefined;
  }
}

export interface UploadBodyPluginOptions extends UploadBodyLimits {
  readonly spool: UploadSpool;
}

/**
 * The streaming JSON body of upload routes (decision 074): register it in the scope that holds
 * those routes only. Their `content` goes to a spool file as it arrives, so parallel uploads do not
 * hold their bodies in memory; the file is removed when the answer is sent or the client leaves.
 */
export const uploadBodyPlugin = fp<UploadBodyPluginOptions>(
  (scope, { spool, ...limits }, done) => {
    const files = new WeakMap<FastifyRequest, SpoolFile>();
    scope.decorateRequest('uploadContent', undefined);
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      async (request: FastifyRequest, payload: Readable) => {
        const file = await spool.create();
        files.set(request, file);
        const { body, state, decodedSize } = await readUploadBody(payload, file, limits);
        await file.finish();
        request.uploadContent = {
          state,
          size: decodedSize,
          read: async () => decodeSpooledBase64(await file.read()),
        };
        return body;
      },
    );
    const discard = async (request: FastifyRequest) => {
      await files.get(request)?.discard();
      files.delete(request);
    };
    scope.addHook('onResponse', discard);
    scope.addHook('onRequestAbort', discard);
    done();
  },
  { name: 'upload-body' },
);
