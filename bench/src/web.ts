// `npm run bench:web -w @onboarding/bench` (and part of `npm run bench`): the applicant app as a
// phone gets it (decision 190): the JavaScript each route needs, read from the
// build; Lighthouse on the first page and three signed-in steps; a keystroke's delay in the
// personal-data form. One built server on the embedded database serves all of it; the applicant
// is signed up and moved from step to step through the API, as the journey bench does.
// BENCH_WEB_ONLY=javascript|lighthouse|keystroke runs one part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoundTrips, Session } from './journey-api-client';
import {
  enterPersonalData,
  readIdentityDocuments,
  register,
  uploadDocuments,
  type Applicant,
} from './journey-api-steps';
import { measureKeystrokes, printKeystrokes, type KeystrokeFigures } from './keystroke';
import {
  launchForLighthouse,
  printLighthouse,
  runLighthouse,
  setBrowserCookies,
  type PageRun,
} from './lighthouse';
import { repoRoot, startNodeProcess, type StartedProcess } from './processes';
import { printWebJavascript } from './web-javascript';

const only = process.env.BENCH_WEB_ONLY;
const runs = (part: string) => only === undefined || only === '' || only === part;
/** BENCH_LIGHTHOUSE_PAGES=personaldata,consents measures those steps only (the others still pass). */
const pages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter((page) => page !== '');
const measured = (route: string) => pages.length === 0 || pages.includes(route);

function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The build failed');
}

async function startServer(dataDir: string): Promise<StartedProcess> {
  return startNodeProcess(
    'apps/server/dist/main.js',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The development outbox gives the e-mail link; the built files are the production ones.
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
      // The wizard's pages are measured, not the "call centre closed" page an evening run would
      // meet: the video operators' hours gate the journey (spec 1 §4).
      OPERATOR_HOURS: 'always',
    },
    '/ready',
  );
}

function signUp(baseUrl: string): Promise<Applicant> {
  const session = new Session(baseUrl, new RoundTrips(), {
    accept: 'application/json',
    language: 'sl',
    'x-forwarded-for': '198.51.100.200',
  });
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  return register(session, stamp);
}

/** The applicant's cookies (the session's `sid` outside production), as a browser keeps them. */
function cookiesOf(applicant: Applicant): { name: string; value: string }[] {
  return applicant.session
    .cookieHeader()
    .split('; ')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
}

async function measureInBrowser(server: StartedProcess): Promise<void> {
  const page = (route: string) => `${server.baseUrl}/onboarding/#/${route}`;
  const applicant = await signUp(server.baseUrl);
  if (runs('lighthouse')) {
    const reportDir = mkdtempSync(join(tmpdir(), 'onboarding-lighthouse-'));
    const browser = await launchForLighthouse();
    const results: PageRun[] = [];
    let keystrokes: KeystrokeFigures | undefined;
    try {
      // Not reported: a fresh server answers its first page slowly (cold caches, code not yet
      // optimised), and Lighthouse's simulation carries that into whichever page comes first.
      await runLighthouse(browser, 'warm-up', page('lightsignup'), reportDir, 1);
      if (measured('lightsignup')) {
        results.push(await runLighthouse(browser, '/lightsignup', page('lightsignup'), reportDir));
      }
      // Signed in as the applicant's own browser is: the session cookie, and the uid cookie
      // (spec 1 §3) kept since sign-up, which the wizard reads instead of asking whoami first.
      await setBrowserCookies(browser, server.baseUrl, [
        ...cookiesOf(applicant),
        { name: 'uid', value: applicant.uid },
      ]);
      // A private step is loaded whole only when the applicant comes back to it (a reload, a
      // return later): they reach it in the app. One unreported visit first, so the app's own
      // shown-step cookie is set as it would be, and the server paints the step (decision 224).
      const returnTo = async (route: string) => {
        if (!measured(route)) return;
        await runLighthouse(browser, 'first visit', page(route), reportDir, 1);
        results.push(await runLighthouse(browser, `/${route}`, page(route), reportDir));
      };
      await returnTo('documentsupload');
      await uploadDocuments(applicant, await readIdentityDocuments());
      await returnTo('personaldata');
      // While the applicant is on /personaldata.
      if (runs('keystroke')) {
        keystrokes = await measureKeystrokes(server.baseUrl, cookiesOf(applicant));
      }
      await enterPersonalData(applicant);
      await returnTo('consents');
    } finally {
      await browser.close();
    }
    printLighthouse(results);
    if (keystrokes !== undefined) printKeystrokes(keystrokes);
  } else if (runs('keystroke')) {
    await uploadDocuments(applicant, await readIdentityDocuments());
    printKeystrokes(await measureKeystrokes(server.baseUrl, cookiesOf(applicant)));
  }
}

ensureBuilt();
if (runs('javascript')) printWebJavascript(join(repoRoot, 'apps/web/dist'));
if (runs('lighthouse') || runs('keystroke')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-web-'));
  const server = await startServer(dataDir);
  try {
    await measureInBrowser(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
