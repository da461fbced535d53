import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../../infra/config';

export interface SecurityHeadersOptions {
  readonly config: Config;
}

/**
 * The Content-Security-Policy of the whole app. No 'unsafe-inline' anywhere: the web build ships
 * scripts and styles as files. blob: for media and images because the video call and document
 * previews use object URLs; frame-ancestors 'none' because a bank's forms must never be framed.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS over plain-http development would pin localhost to https for a year.
      strictTransportSecurity: config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
      // Cross-origin isolation is not needed (no SharedArrayBuffer) and COOP would cut the link
      // to windows the open-banking and identification providers open.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
    });
  },
  { name: 'security-headers' },
);
