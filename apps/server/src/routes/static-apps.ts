import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import {
  BANK_META,
  BANK_PAGE_FIELDS,
  bankPageOf,
  bankPlaceholder,
  getVariant,
  type Language,
  type TCreditor,
  type VariantId,
} from '@onboarding/domain';
import { SHOWN_STEP_COOKIE } from '@onboarding/domain/constants';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../infra/config';
import {
  contentSecurityPolicy,
  useDocumentSecurityHeaders,
  type ScriptAllowance,
} from '../plugins/external/security-headers';
import { readPrerenderedSteps, withPrerenderedStep } from './prerendered-steps';

export interface StaticAppsOptions {
  readonly config: Config;
}

interface StaticApp {
  readonly name: string;
  /** Without a trailing slash: /onboarding */
  readonly mountPath: string;
  readonly distDir: string;
  readonly decorateReply: boolean;
  /** What its pages and workers may run beyond our script files (the console's WebAssembly). */
  readonly allowance: ScriptAllowance;
}

// Vite puts content-hashed file names under assets/: a changed file gets a new name, so browsers
// may keep these forever. Everything else (index.html first) must be revalidated on each visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const WEB_MOUNT_PATH = '/onboarding';
const OPERATOR_MOUNT_PATH = '/operator';
/**
 * The face match models and runtime the console's build copies from their packages (decision 291,
 * apps/operator/vite.config.ts), versioned in the path, so cached for good under assets/.
 */
export const FACE_MODELS_PATH = `${OPERATOR_MOUNT_PATH}/assets/face-models/`;

/** The routes that send the built files, compressed at build time (scripts/compress-assets.mjs). */
export const PRECOMPRESSED_ROUTES: readonly string[] = [
  `${WEB_MOUNT_PATH}/*`,
  `${OPERATOR_MOUNT_PATH}/*`,
];

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

const PORTAL_BANK_META = new RegExp(`<meta\\b[^>]*\\bname=(["'])${BANK_META}\\1[^>]*>`, 'i');
const TITLE = /(<title>)[^<]*(<\/title>)/i;

/**
 * Names the configured bank in the page (decision 229): its identity as the pages print it
 * (`bankPageOf`) in `<meta name="portal-bank">`, its name as the title until the app writes its
 * own, and each of its lines in place of the placeholders the build's prerendered markup holds
 * (scripts/prerender-first-page.mjs). A page without the meta gets no meta; the rest still applies.
 */
export function injectBank(html: string, creditor: TCreditor): string {
  const page = bankPageOf(creditor);
  const withValues = BANK_PAGE_FIELDS.reduce(
    (markup, field) => markup.replaceAll(bankPlaceholder(field), escapeAttribute(page[field])),
    html,
  );
  return withValues
    .replace(PORTAL_BANK_META, (tag) =>
      // Always in double quotes (Vite's and ours, escaped): a name with an apostrophe stays whole.
      tag.replace(/\bcontent="[^"]*"/i, () => `content="${escapeAttribute(JSON.stringify(page))}"`),
    )
    .replace(
      TITLE,
      (_, start: string, end: string) => `${start}${escapeAttribute(page.name)}${end}`,
    );
}

/**
 * The chunk of `language`'s catalogue that a first visit needs before its first render: the core
 * of the catalogue in parts (`core-sl-<hash>.js`, the applicant app, decision 217), else the whole
 * catalogue (`sl-<hash>.js`, the operator console) when it is the only chunk of that name (in the
 * applicant app each catalogue section is an `sl-<hash>.js` of its own).
 */
function catalogueChunk(assetsDir: string, language: Language): string | undefined {
  const names = readdirSync(assetsDir);
  const core = names.find((name) => new RegExp(`^core-${language}-[\\w-]{8}\\.js$`).test(name));
  if (core !== undefined) return core;
  const whole = names.filter((name) => new RegExp(`^${language}-[\\w-]{8}\\.js$`).test(name));
  return whole.length === 1 ? whole[0] : undefined;
}

/**
 * Adds `<link rel="modulepreload">` for the catalogue of `language` (catalogueChunk), so a first
 * visitor's browser fetches it with the entry script instead of after running it (decision 191).
 * Without such a chunk the page is unchanged.
 */
export function injectCataloguePreload(
  html: string,
  assetsDir: string,
  assetsUrl: string,
  language: Language,
): string {
  if (!existsSync(assetsDir)) return html;
  const file = catalogueChunk(assetsDir, language);
  if (file === undefined) return html;
  const link = `<link rel="modulepreload" crossorigin href="${assetsUrl}${file}">`;
  return html.replace(/(\s*)<\/head>/i, (end, space: string) => `${space}  ${link}${end}`);
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`sha256-…`) of the page's inline scripts: the build's loader (decision 221) is
 * allowed by its hash, so the policy still refuses any script that is not ours.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`,
  );
}

function queryOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
}

function cacheHeadersFor(root: string) {
  return (response: SetHeadersResponse, path: string) => {
    // `path` is the file sent: `assets/x.js.br` when the brotli copy is chosen.
    const [firstSegment] = relative(root, path).split(sep);
    response.setHeader('cache-control', firstSegment === 'assets' ? IMMUTABLE : REVALIDATE);
    // The same URL answers br, gzip or identity (scripts/compress-assets.mjs made the copies);
    // @fastify/static does not say so itself, and a shared cache must keep them apart.
    response.setHeader('vary', 'accept-encoding');
  };
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with: brotli if the client accepts it, else gzip, else none. Follows
 * RFC 9110 §12.5.3 as far as browsers use it: `q=0` refuses a coding, `*` stands for any coding
 * not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (acceptEncoding === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((item) => item.trim());
    if (coding === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

interface CompressedDocument {
  readonly br: Promise<Buffer>;
  readonly gzip: Promise<Buffer>;
  readonly identity: Promise<Buffer>;
}

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page in each encoding, made once (it never changes while the process runs). Compressed in
 * libuv's thread pool, not on the event loop: brotli's best quality takes over a second for
 * index.html with its templates on a busy machine (decision 258), which held the server's start.
 */
function compressDocument(html: string): CompressedDocument {
  const identity = Buffer.from(html, 'utf8');
  const document = {
    identity: Promise.resolve(identity),
    br: brotliCompressAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipAsync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
  };
  // Awaited by the request that needs one; a failure there is that request's error.
  document.br.catch(() => undefined);
  document.gzip.catch(() => undefined);
  return document;
}

type StepDocument = ((request: FastifyRequest) => Promise<CompressedDocument | null>) & {
  readonly variesByCookie: boolean;
};

/**
 * The page of a signed-in applicant coming back to a step the build prerendered (decision 224):
 * the shown-step cookie the app keeps names it, and a live session says the step's page is theirs
 * to see (without one the app would send them to sign in, so the sign-up page stays). Each step's
 * page is made and compressed on its first request.
 */
function prerenderedStepDocuments(
  distDir: string,
  html: string,
  creditor: TCreditor,
): StepDocument {
  const steps = readPrerenderedSteps(distDir);
  const made = new Map<string, CompressedDocument>();
  const find = async (request: FastifyRequest) => {
    const name = request.cookies[SHOWN_STEP_COOKIE];
    const step = name === undefined ? undefined : steps.get(name);
    if (name === undefined || step === undefined) return null;
    // A store that does not answer (database or Redis away) leaves the plain page, never an error.
    const user = await request.server.sessions.find(request).catch(() => null);
    if (user === null) return null;
    let document = made.get(name);
    if (document === undefined) {
      document = compressDocument(injectBank(withPrerenderedStep(html, step), creditor));
      made.set(name, document);
    }
    return document;
  };
  return Object.assign(find, { variesByCookie: steps.size > 0 });
}

async function registerStaticApp(app: FastifyInstance, staticApp: StaticApp, config: Config) {
  const { variant, creditor } = config;
  const { name, mountPath, distDir, allowance } = staticApp;
  // Each app's files get its own policy: a worker's policy is its script's answer's (CSP 3 §4.2).
  useDocumentSecurityHeaders(app, config, allowance);
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
  // The catalogue preloaded is the variant's default language: a returning visitor who chose
  // another one fetches that one too, as before.
  const html = injectCataloguePreload(
    injectBank(
      injectBankSite(injectVariant(readFileSync(indexFile, 'utf8'), variant), creditor.web),
      creditor,
    ),
    join(distDir, 'assets'),
    `${mountPath}/assets/`,
    getVariant(variant).defaultLanguage,
  );
  const indexHtml = compressDocument(html);
  const policy = contentSecurityPolicy({ ...allowance, scriptHashes: inlineScriptHashes(html) });
  const stepDocument = prerenderedStepDocuments(distDir, html, creditor);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const document = (await stepDocument(request)) ?? indexHtml;
    const body = await document[encoding];
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', REVALIDATE)
      .header('vary', stepDocument.variesByCookie ? 'accept-encoding, cookie' : 'accept-encoding');
    // A Content-Encoding already set tells @fastify/compress to leave the body alone.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get(`${mountPath}/`, { schema: { hide: true } }, sendIndex);
  app.get(`${mountPath}/index.html`, { schema: { hide: true } }, sendIndex);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${mountPath}/`,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The build leaves `x.js.br` and `x.js.gz` beside each text file worth compressing
    // (scripts/compress-assets.mjs); they are sent when Accept-Encoding allows, with the
    // Content-Type of `x.js`. A file without copies goes out as it is.
    preCompressed: true,
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

  await app.register(async (scope) =>
    registerStaticApp(
      scope,
      {
        name: 'web',
        mountPath: WEB_MOUNT_PATH,
        distDir: config.webDistDir,
        decorateReply: true,
        allowance: {},
      },
      config,
    ),
  );
  await app.register(async (scope) => {
    if (!config.faceAnalysis) {
      // FACE_ANALYSIS=off: the models are not served at all, and no console page runs WebAssembly.
      scope.addHook('onRequest', (request, reply, next) => {
        if (request.url.startsWith(FACE_MODELS_PATH)) reply.callNotFound();
        else next();
      });
    }
    await registerStaticApp(
      scope,
      {
        name: 'operator',
        mountPath: OPERATOR_MOUNT_PATH,
        distDir: config.operatorDistDir,
        decorateReply: false,
        allowance: { wasm: config.faceAnalysis },
      },
      config,
    );
  });
};
