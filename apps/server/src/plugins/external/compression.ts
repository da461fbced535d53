import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is compressed on the fly: text, JSON, XML and JavaScript. Not `text/event-stream` (each
 * event must reach the client when it is sent), not `application/octet-stream` (the bandwidth
 * probe's random bytes, stored uploads), not PDF or images (already compressed).
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript(?:;|$)/u;

export const compressionOptions: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  // Brotli first (smaller), gzip for the rest; no zstd or deflate, so what a client gets is
  // predictable whatever Node version runs the server.
  encodings: ['br', 'gzip'],
  customTypes: COMPRESSIBLE_TYPES,
};

/**
 * Response compression for the API and every other answer made at run time (decision 189). The
 * built web files are compressed at build time instead and sent by @fastify/static with their
 * Content-Encoding, which this plugin leaves alone, as it does any answer that already names an
 * encoding.
 *
 * It hooks each route as the route is added, so it is registered after the plugins whose route
 * hooks must see the uncompressed answer (idempotency stores the body it may replay) and before
 * the routes. Requests are not decompressed: no client sends a compressed body, and a
 * decompressed body could outgrow the body limit checked on the bytes received.
 */
export interface CompressionPluginOptions {
  /**
   * Routes that send files compressed at build time (the built apps' `/onboarding/*`): left out
   * here, so a file without a copy (below 1 KB, an image) is not compressed on every request.
   */
  readonly precompressedRoutes: readonly string[];
}

export const compressionPlugin = fp<CompressionPluginOptions>(
  async (app, { precompressedRoutes }) => {
    const leftOut = new Set(precompressedRoutes);
    // Added before @fastify/compress's own route hook, which reads `compress: false`.
    app.addHook('onRoute', (route) => {
      if (leftOut.has(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, compressionOptions);
  },
  { name: 'compression', dependencies: ['idempotency'] },
);
