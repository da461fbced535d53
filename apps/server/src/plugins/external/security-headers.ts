import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../infra/config';

export interface SecurityHeadersOptions {
  readonly config: Config;
}

/**
 * The Content-Security-Policy of the whole app. No 'unsafe-inline' anywhere: the web build ships
 * scripts and styles as files. blob: for media and images because the video call and document
 * previews use object URLs; frame-ancestors 'none' because a bank's forms must never be framed;
 * base-uri 'none' because no page uses <base>, so an injected one cannot re-point relative URLs
 * (base-uri does not fall back to default-src; decision 170).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** What a page may run beyond CONTENT_SECURITY_POLICY's files. */
export interface ScriptAllowance {
  /**
   * The inline scripts of one page, by their hashes (`sha256-…`): the applicant page's loader
   * (decision 221), never inline code at large.
   */
  readonly scriptHashes?: readonly string[];
  /**
   * WebAssembly compiled from our own files (`'wasm-unsafe-eval'`, which allows no JavaScript
   * eval): the operator console's face match runtime (decision 291), nowhere else.
   */
  readonly wasm?: boolean;
}

/** CONTENT_SECURITY_POLICY as a header, with what `allowance` adds to script-src. */
export function contentSecurityPolicy({
  scriptHashes = [],
  wasm = false,
}: ScriptAllowance = {}): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => {
      const allowed =
        directive === 'script-src'
          ? [
              ...sources,
              ...(wasm ? ["'wasm-unsafe-eval'"] : []),
              ...scriptHashes.map((hash) => `'${hash}'`),
            ]
          : sources;
      return `${directive} ${allowed.join(' ')}`;
    })
    .join('; ');
}

function transportSecurity(config: Config): Record<string, string> {
  // HSTS over plain-http development would pin localhost to https for a year.
  return config.isProduction
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
}

/**
 * The headers of every answer that is not a page: JSON from the API, errors, metrics. They follow
 * OWASP's REST cheat sheet: nothing may be loaded or framed on the strength of an API answer, and
 * nothing of it (personal data, codes) may be cached.
 */
export function apiSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...transportSecurity(config),
  };
}

/**
 * The headers of the HTML apps and their files: the headers helmet sets by default, minus
 * cross-origin isolation (nothing needs it, and it would cut the link to windows the open-banking
 * and identification providers open). Computed once at start, not per request as helmet does
 * (decision 026).
 */
export function documentSecurityHeaders(
  config: Config,
  allowance: ScriptAllowance = {},
): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(allowance),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor does more harm than good; helmet and OWASP switch it off.
    'x-xss-protection': '0',
    ...transportSecurity(config),
  };
}

/**
 * Gives the routes of `scope` (an encapsulated plugin serving pages) the document headers instead
 * of the API ones. Cache-Control is left to the page routes, which know what may be cached.
 */
export function useDocumentSecurityHeaders(
  scope: FastifyInstance,
  config: Config,
  allowance: ScriptAllowance = {},
): void {
  const headers = documentSecurityHeaders(config, allowance);
  scope.addHook('onRequest', (_request, reply, next) => {
    reply.removeHeader('cache-control');
    reply.headers(headers);
    next();
  });
}

/** Every answer gets the API headers; page-serving plugins switch to the document ones. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  (app, { config }, done) => {
    const headers = apiSecurityHeaders(config);
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
