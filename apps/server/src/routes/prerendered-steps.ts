import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A private step as the build prerendered it (scripts/prerender-first-page.mjs, decision 224):
 * the page every applicant on that step sees before their own data, and the stylesheets its page
 * loads beyond index.html's.
 */
export interface PrerenderedStep {
  readonly hash: string;
  /** Other addresses whose reload shows this step (decision 289): the loader paints it there too. */
  readonly alsoAt: readonly string[];
  readonly stylesheets: readonly string[];
  readonly markup: string;
}

const ZHash = z.string().regex(/^#(?:\/[a-z]+)+$/);

/**
 * dist/prerendered/steps.json: per step (`CURRENTACCOUNT/consents`, `CURRENTACCOUNT/consents/pdf`:
 * decision 257; `DAYPOSIT/welcome/waiting`: 289), its addresses and stylesheets. Letters between
 * the slashes only: a name is a path under dist/prerendered.
 */
const ZStepsManifest = z.record(
  z.string().regex(/^[A-Z]+(?:\/[a-z]+)+$/),
  z.object({
    hash: ZHash,
    alsoAt: z.array(ZHash).default([]),
    stylesheets: z.array(z.string().regex(/^\/[\w./-]+\.css$/)),
  }),
);

const STEPS_DIRECTORY = 'prerendered';

/** The steps a build holds, by name; none when it was built without them (or without chromium). */
export function readPrerenderedSteps(distDir: string): ReadonlyMap<string, PrerenderedStep> {
  const manifestFile = join(distDir, STEPS_DIRECTORY, 'steps.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = ZStepsManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  return new Map(
    Object.entries(manifest).map(([name, step]) => [
      name,
      { ...step, markup: readFileSync(join(distDir, STEPS_DIRECTORY, `${name}.html`), 'utf8') },
    ]),
  );
}

/**
 * #root's content: up to the `</div>` that the public pages' templates, the picker's script or the
 * end of the body follow (decision 258); a picture holds neither templates nor scripts.
 */
const ROOT_CONTENT = /(<div id="root">)[\s\S]*?(<\/div>)(?=\s*(?:<template\b|<script\b|<\/body>))/i;
const PRERENDERED_META = /(<meta\b[^>]*\bname="portal-prerendered"[^>]*\bcontent=")[^"]*(")/i;

/**
 * index.html with `step` in #root in place of the sign-up page, the meta that names the addresses it
 * shows (the loader paints it only there), and its stylesheets after the page's own. The public
 * pages' templates after #root stay: on their addresses the loader picks one as before (258). A
 * page without the sign-up page's meta (a build without chromium) is left as it is.
 */
export function withPrerenderedStep(html: string, step: PrerenderedStep): string {
  if (!PRERENDERED_META.test(html) || !ROOT_CONTENT.test(html)) return html;
  const links = step.stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ');
  return html
    .replace(
      PRERENDERED_META,
      (_, start: string, end: string) => `${start}${[step.hash, ...step.alsoAt].join(' ')}${end}`,
    )
    .replace(/(\s*)<\/head>/i, (end, space: string) => `${space}  ${links}${end}`)
    .replace(ROOT_CONTENT, (_, start: string, end: string) => `${start}${step.markup}${end}`);
}
