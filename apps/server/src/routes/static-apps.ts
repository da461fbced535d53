import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { VariantId } from '@onboarding/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../infra/config';
import { useDocumentSecurityHeaders } from '../plugins/external/security-headers';

export interface StaticAppsOptions {
  readonly config: Config;
}

interface StaticApp {
  readonly name: string;
  /** Without a trailing slash: /onboarding */
  readonly mountPath: string;
  readonly distDir: string;
  readonly decorateReply: boolean;
}

// Vite puts content-hashed file names under assets/: a changed file gets a new name, so browsers
// may keep these forever. Everything else (index.html first) must be revalidated on each visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const PORTAL_VARIANT_META = /<meta\b[^>]*\bname=(["'])portal-variant\1[^>]*>/i;

/** Writes the configured variant into `<meta name="portal-variant" content="...">`. */
export function injectVariant(html: string, variant: VariantId): string {
  return html.replace(PORTAL_VARIANT_META, (tag) =>
    tag.replace(/\bcontent=(["'])[^"']*\1/i, `content="${variant}"`),
  );
}

const PORTAL_BANK_SITE_META = /<meta\b[^>]*\bname=(["'])portal-bank-site\1[^>]*>/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Writes the bank's public site (BANK_SITE_URL) into `<meta name="portal-bank-site">`. */
export function injectBankSite(html: string, bankSiteUrl: string): string {
  return html.replace(PORTAL_BANK_SITE_META, (tag) =>
    tag.replace(/\bcontent=(["'])[^"']*\1/i, () => `content="${escapeAttribute(bankSiteUrl)}"`),
  );
}

function queryOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
}

function cacheHeadersFor(root: string) {
  return (response: SetHeadersResponse, path: string) => {
    const [firstSegment] = relative(root, path).split(sep);
    response.setHeader('cache-control', firstSegment === 'assets' ? IMMUTABLE : REVALIDATE);
  };
}

async function registerStaticApp(
  app: FastifyInstance,
  staticApp: StaticApp,
  variant: VariantId,
  bankSiteUrl: string,
) {
  const { name, mountPath, distDir } = staticApp;
  app.get(mountPath, { schema: { hide: true } }, (request, reply) =>
    reply.redirect(`${mountPath}/${queryOf(request)}`, 301),
  );

  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    // A fresh checkout and the test suite have no build: the API still works, these paths 404.
    app.log.warn(`${name}: ${indexFile} not found, ${mountPath}/ answers 404 until it is built`);
    return;
  }

  // Read once at start: the variant never changes while the process runs.
  const indexHtml = injectBankSite(
    injectVariant(readFileSync(indexFile, 'utf8'), variant),
    bankSiteUrl,
  );
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
  app.get(`${mountPath}/`, { schema: { hide: true } }, sendIndex);
  app.get(`${mountPath}/index.html`, { schema: { hide: true } }, sendIndex);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${mountPath}/`,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: cacheHeadersFor(distDir),
    // @fastify/static may decorate the reply only once per instance.
    decorateReply: staticApp.decorateReply,
  });
}

/** The built applicant web app at /onboarding/ and operator console at /operator/. */
export const staticAppsRoutes: FastifyPluginAsync<StaticAppsOptions> = async (app, { config }) => {
  useDocumentSecurityHeaders(app, config);
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/onboarding/', 302),
  );

  await registerStaticApp(
    app,
    { name: 'web', mountPath: '/onboarding', distDir: config.webDistDir, decorateReply: true },
    config.variant,
    config.bankSiteUrl,
  );
  await registerStaticApp(
    app,
    {
      name: 'operator',
      mountPath: '/operator',
      distDir: config.operatorDistDir,
      decorateReply: false,
    },
    config.variant,
    config.bankSiteUrl,
  );
};
