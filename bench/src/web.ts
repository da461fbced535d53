// `npm run bench:web -w @onboarding/bench` (and part of `npm run bench`): the applicant app as a
// phone gets it (decisions 190, 255): the JavaScript each route needs, read from the build;
// Lighthouse on every page an applicant sees, each in a state that shows it; a keystroke's delay
// in every form; each beside a bare page served by a bare server. One built server on the embedded
// database serves all of it; three applicants (a current account, a personal loan, a day deposit)
// are moved from step to step through the API, the operator approving their video calls by API,
// as the journey bench does. BENCH_WEB_ONLY=javascript|lighthouse|keystroke runs one part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProcessName, TLongProcess } from '@onboarding/domain';
import { createBenchDatabase, isPostgresReachable, type BenchDatabase } from './bench-database';
import { createFirstSupervisor, faceSnapshot, serverEnv, signInOperator } from './journey-api';
import { videoIdentification, type Operator } from './journey-api-call';
import { RoundTrips, Session } from './journey-api-client';
import {
  acceptConsentDocuments,
  acceptConsents,
  answerConsents,
  awaitDossier,
  chooseBranch,
  chooseDeposit,
  confirmIncome,
  declareIncome,
  enterPersonalData,
  chooseIdCard,
  handoffLink,
  issueCertificate,
  openContracts,
  PASSWORD,
  newPerson,
  register,
  shareStatements,
  signContracts,
  startAnotherProduct,
  uploadDocuments,
  type Applicant,
} from './journey-api-steps';
import {
  acceptTermsAndContinue,
  confirmIdentityAndSendCode,
  finishStatements,
  launchForKeystrokes,
  printKeystrokes,
  sendContractsCode,
  signInWith,
  type KeystrokeBrowser,
  type KeystrokeFigures,
  type Reveal,
} from './keystroke';
import {
  launchForLighthouse,
  printLighthouse,
  printLighthouseRow,
  runLighthouse,
  setBrowserCookies,
  type LighthouseBrowser,
  type PageRun,
} from './lighthouse';
import { repoRoot, startNodeProcess, untilMachineQuiet, type StartedProcess } from './processes';
import { printWebJavascript } from './web-javascript';

const only = process.env.BENCH_WEB_ONLY;
const runs = (part: string) => only === undefined || only === '' || only === part;
/** BENCH_LIGHTHOUSE_PAGES=personaldata,consents measures those pages only (the others still pass). */
const pages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter((page) => page !== '');
const measured = (route: string) =>
  runs('lighthouse') && (pages.length === 0 || pages.includes(route.replace(/\?.*$/, '')));

/**
 * The public pages: the first page, the login form and the message pages (spec 1 §2) but the
 * process choice, which shows only to an applicant with two applications (personalLoan).
 */
const PUBLIC_PAGES = [
  'lightsignup',
  'lightsignup/loginback',
  'usermessages/verifymail',
  'usermessages/forgotpassword',
  'usermessages/contact',
  'usermessages/callcenterclosed',
  'usermessages/errorpage',
];

/**
 * Builds what changed (scripts/build.mjs --if-needed), unless BENCH_WEB_BUILT=1 says the caller
 * built it (on a shared machine, under its build lock): WEB_DIST_DIR and BENCH_SERVER_DIST may
 * then name copies of the applicant app's and the server's builds that other builds do not touch
 * while the bench runs.
 */
function ensureBuilt(): void {
  if (process.env.BENCH_WEB_BUILT === '1') return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The build failed');
}

type Cookie = { name: string; value: string };

/** The applicant's cookies as their browser keeps them: the session's, and the uid (spec 1 §3). */
function cookiesOf(applicant: Applicant): Cookie[] {
  const session = applicant.session
    .cookieHeader()
    .split('; ')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
  return [...session, { name: 'uid', value: applicant.uid }];
}

interface Bench {
  readonly server: StartedProcess;
  /** The server's PostgreSQL database; undefined when it runs on the embedded one. */
  readonly database: BenchDatabase | undefined;
  readonly operator: Operator;
  readonly face: Uint8Array;
  readonly lighthouse: LighthouseBrowser | undefined;
  readonly keystrokes: KeystrokeBrowser | undefined;
  readonly reportDir: string;
  readonly results: PageRun[];
  readonly forms: KeystrokeFigures[];
  /** Pages and forms that could not be reached, with why. */
  readonly missed: string[];
  applicants: number;
}

const pageUrl = (bench: Bench, route: string) => `${bench.server.baseUrl}/onboarding/#/${route}`;

/**
 * Lighthouse on a page: one unreported visit first (a returning applicant's browser has been
 * there, the app's shown-step cookie is set and the server paints the step, decision 224), then
 * the measured runs.
 */
async function lighthouseOn(
  bench: Bench,
  route: string,
  label = `/${route}`,
  shownAt?: string,
): Promise<void> {
  if (bench.lighthouse === undefined || !measured(label.slice(1))) return;
  try {
    await untilMachineQuiet();
    await runLighthouse(bench.lighthouse, 'first visit', pageUrl(bench, route), bench.reportDir, 1);
    await untilMachineQuiet();
    const measuredRun = await runLighthouse(
      bench.lighthouse,
      label,
      pageUrl(bench, route),
      bench.reportDir,
    );
    const run = shownAt === undefined ? measuredRun : { ...measuredRun, shownAt };
    bench.results.push(run);
    // As it comes: a bench stopped later (or a machine too busy to finish) keeps what it measured.
    printLighthouseRow(run);
  } catch (error) {
    // A run Lighthouse could not finish (a protocol timeout on a busy machine) costs that page
    // only: the walk goes on and the page is reported as not measured.
    bench.missed.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A form's keystrokes; `reveal` presses what shows its fields. Returns when the page was opened if
 * the form was measured (a code its reveal asked for was sent after it), else undefined.
 */
async function keystrokesIn(
  bench: Bench,
  label: string,
  route: string,
  applicant?: Applicant,
  reveal?: Reveal,
): Promise<number | undefined> {
  if (bench.keystrokes === undefined) return undefined;
  const cookies = applicant === undefined ? [] : cookiesOf(applicant);
  await untilMachineQuiet();
  const openedAt = Date.now();
  const url = pageUrl(bench, route);
  const figures = await bench.keystrokes.measure({
    label,
    url,
    cookies,
    ...(reveal && { reveal }),
  });
  bench.forms.push(figures);
  return figures.note === undefined ? openedAt : undefined;
}

async function signUp(bench: Bench, productType: ProcessName): Promise<Applicant> {
  bench.applicants += 1;
  const session = new Session(bench.server.baseUrl, new RoundTrips(), {
    accept: 'application/json',
    language: 'sl',
    'x-forwarded-for': `198.51.100.${200 + bench.applicants}`,
  });
  const stamp = `${(Date.now() + bench.applicants) % 1_000_000}`.padStart(6, '0');
  const applicant = await register(session, stamp, await newPerson(), productType);
  // Signed in as the applicant's own browser is: Lighthouse's storage reset keeps cookies.
  if (bench.lighthouse !== undefined) {
    await setBrowserCookies(bench.lighthouse, bench.server.baseUrl, cookiesOf(applicant));
  }
  return applicant;
}

/** The documents, the personal data: the applicant stands before their product's own step. */
async function throughPersonalData(bench: Bench, applicant: Applicant): Promise<void> {
  await uploadDocuments(applicant);
  await enterPersonalData(applicant);
}

/** The table a run writes next: the account's run opens the account, the risk run stores its outcome. */
type RunsNextWrite = 'bank_accounts' | 'loan_assessments';

/**
 * Keeps a background run in its waiting state while `measure` runs: a transaction of the bench's
 * own holds `table` in SHARE mode, so the run's job waits at its first write there, as it waits
 * for a slow core system, while every read of the page goes on. Then the run goes on to its end.
 * Only PostgreSQL lets another connection hold a lock; on the embedded database the run is not
 * held and the page is reported as measured after its run ended.
 */
async function whileRunWaits(
  bench: Bench,
  page: string,
  table: RunsNextWrite,
  measure: () => Promise<void>,
): Promise<void> {
  if (bench.database === undefined) {
    await measure();
    if (measured(page)) {
      bench.missed.push(`/${page} measured after its run ended: holding it needs PostgreSQL`);
    }
    return;
  }
  await bench.database.holdingTable(table, measure);
}

/**
 * The call, the operator approving it by API, then the dossier's run to its end (a loan's: to the
 * offer it waits for, decision 147); `waiting` names the page that shows the run meanwhile and
 * the table whose write the run is held at while the page is measured.
 */
async function throughTheCall(
  bench: Bench,
  applicant: Applicant,
  waiting?: { readonly page: string; readonly table: RunsNextWrite },
  until?: TLongProcess['state'],
): Promise<void> {
  const call = () => videoIdentification(applicant, bench.operator, new RoundTrips(), bench.face);
  if (waiting === undefined) {
    await call();
  } else {
    // Held from before the approval, which starts the run (decision 147).
    await whileRunWaits(bench, waiting.page, waiting.table, async () => {
      await call();
      await lighthouseOn(bench, waiting.page);
    });
  }
  await awaitDossier(applicant, until);
}

/**
 * The current account's every step, the phone's hand-off pages and my application: the wizard's
 * path of spec 1 §2, the state moved on through the API between the pages.
 */
async function currentAccount(bench: Bench): Promise<void> {
  const applicant = await signUp(bench, 'CURRENTACCOUNT');
  await lighthouseOn(bench, 'documentsupload');
  // The phone opening the hand-off link, as it does from the QR code or the SMS (the session it
  // trades the token for lives in the tab, which each Lighthouse run opens anew): a link made
  // before the type is chosen lands on the type; one made after it, as the desktop makes it once
  // the applicant has chosen the type, on the front side (decision 297).
  if (bench.lighthouse !== undefined) {
    await lighthouseOn(bench, await handoffLink(applicant), '/documentsupload/mobile/idtype');
    await chooseIdCard(applicant);
    await lighthouseOn(bench, await handoffLink(applicant), '/documentsupload/mobile/frontview');
  }
  await uploadDocuments(applicant);
  await lighthouseOn(bench, 'personaldata');
  await keystrokesIn(bench, 'personal data', 'personaldata', applicant);
  await enterPersonalData(applicant);
  await lighthouseOn(bench, 'consents');
  await keystrokesIn(bench, 'consents', 'consents', applicant);
  await answerConsents(applicant);
  await lighthouseOn(bench, 'consents/pdf');
  await acceptConsentDocuments(applicant);
  await lighthouseOn(bench, 'videochat');
  // The dossier's run waits where it opens the account.
  await throughTheCall(bench, applicant, { page: 'longtimeservice', table: 'bank_accounts' });
  await lighthouseOn(bench, 'certificate');
  const certificateCode = await keystrokesIn(
    bench,
    'certificate code',
    'certificate',
    applicant,
    confirmIdentityAndSendCode,
  );
  await issueCertificate(applicant, certificateCode);
  await lighthouseOn(bench, 'signcontract');
  if (bench.keystrokes !== undefined) await openContracts(applicant);
  const contractsCode = await keystrokesIn(
    bench,
    'signing code',
    'signcontract',
    applicant,
    sendContractsCode,
  );
  await signContracts(applicant, contractsCode);
  await lighthouseOn(bench, 'choosebranch');
  await chooseBranch(applicant);
  await lighthouseOn(bench, 'welcome');
  await lighthouseOn(bench, 'myapplication');
  // A returning applicant's sign-in: the login code's page after the e-mail and password.
  await keystrokesIn(
    bench,
    'login code',
    'lightsignup/loginback',
    undefined,
    signInWith(applicant.email, PASSWORD),
  );
}

/** A personal loan (decision 147): the salary statement, then after the call the offer. */
async function personalLoan(bench: Bench): Promise<void> {
  const applicant = await signUp(bench, 'PERSONALLOAN');
  await throughPersonalData(bench, applicant);
  await lighthouseOn(bench, 'salarystatement');
  if (bench.keystrokes === undefined) {
    await declareIncome(applicant);
  } else {
    // The statements shared by the API; the page's upload part finishes them into the form.
    await shareStatements(applicant);
    await keystrokesIn(bench, 'salary statement', 'salarystatement', applicant, finishStatements);
    await confirmIncome(applicant);
  }
  await acceptConsents(applicant);
  // The risk run waits where it stores the assessment.
  await throughTheCall(
    bench,
    applicant,
    { page: 'shorttimeservice', table: 'loan_assessments' },
    'WAITING_LOAN_SELECTION',
  );
  await lighthouseOn(bench, 'creditapproval');
  await keystrokesIn(bench, 'loan offer', 'creditapproval', applicant);
  // A current account besides the loan: the app asks which application to continue.
  await startAnotherProduct(applicant, 'CURRENTACCOUNT');
  await lighthouseOn(bench, 'usermessages/processchoice');
}

/** A day deposit (decision 231): its terms, then after the contracts the penny transfer. */
async function dayDeposit(bench: Bench): Promise<void> {
  const applicant = await signUp(bench, 'DAYPOSIT');
  await throughPersonalData(bench, applicant);
  await lighthouseOn(bench, 'deposit');
  await keystrokesIn(bench, 'deposit terms', 'deposit', applicant);
  await chooseDeposit(applicant);
  await acceptConsents(applicant);
  await throughTheCall(bench, applicant);
  await issueCertificate(applicant);
  await signContracts(applicant);
  await chooseBranch(applicant);
  // The wizard goes to /pennytransfer after the branch; a load of it (a reload, a link) shows the
  // welcome that says the payment is awaited, and the app moves there (decision 289).
  await lighthouseOn(bench, 'pennytransfer', '/pennytransfer', '/welcome');
}

/** One applicant's path; a step that fails is reported and the next applicant goes on. */
async function walk(bench: Bench, name: string, path: (bench: Bench) => Promise<void>) {
  try {
    await path(bench);
  } catch (error) {
    bench.missed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function measureInBrowser(
  server: StartedProcess,
  database: BenchDatabase | undefined,
  bare: StartedProcess,
): Promise<void> {
  const reportDir = mkdtempSync(join(tmpdir(), 'onboarding-lighthouse-'));
  const lighthouse = runs('lighthouse') ? await launchForLighthouse() : undefined;
  const keystrokes = runs('keystroke') ? await launchForKeystrokes() : undefined;
  const bench: Bench = {
    server,
    database,
    operator: await signInOperator(server.baseUrl),
    face: await faceSnapshot(),
    lighthouse,
    keystrokes,
    reportDir,
    results: [],
    forms: [],
    missed: [],
    applicants: 0,
  };
  try {
    if (lighthouse !== undefined) {
      // Not reported: a fresh server answers its first page slowly (cold caches, code not yet
      // optimised), and Lighthouse's simulation carries that into whichever page comes first.
      await runLighthouse(lighthouse, 'warm-up', pageUrl(bench, 'lightsignup'), reportDir, 1);
      await runLighthouse(lighthouse, 'first visit', `${bare.baseUrl}/bare`, reportDir, 1);
      const barePage = await runLighthouse(
        lighthouse,
        'bare page',
        `${bare.baseUrl}/bare`,
        reportDir,
      );
      bench.results.push(barePage);
      console.log(`Lighthouse, page by page (reports in ${reportDir}):`);
      printLighthouseRow(barePage);
      for (const route of PUBLIC_PAGES) await lighthouseOn(bench, route);
    }
    if (keystrokes !== undefined) {
      bench.forms.push(
        await keystrokes.measure({
          label: 'bare input',
          url: `${bare.baseUrl}/bare-input`,
          cookies: [],
        }),
      );
      await keystrokesIn(bench, 'sign-up', 'lightsignup', undefined, acceptTermsAndContinue);
      await keystrokesIn(bench, 'login', 'lightsignup/loginback');
    }
    await walk(bench, 'current account', currentAccount);
    await walk(bench, 'personal loan', personalLoan);
    await walk(bench, 'day deposit', dayDeposit);
  } finally {
    await lighthouse?.close();
    await keystrokes?.close();
  }
  if (lighthouse !== undefined) printLighthouse(bench.results);
  if (keystrokes !== undefined) printKeystrokes(bench.forms);
  for (const missed of bench.missed) console.log(`  not reached: ${missed}`);
}

ensureBuilt();
if (runs('javascript')) printWebJavascript(join(repoRoot, 'apps/web/dist'));
if (runs('lighthouse') || runs('keystroke')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-web-'));
  // PostgreSQL as production runs it, where the machine has it: the waiting pages need a lock
  // held from outside the server (whileRunWaits); else the embedded database.
  const database = (await isPostgresReachable())
    ? await createBenchDatabase('bench_web')
    : undefined;
  const databaseUrl = database?.url ?? '';
  createFirstSupervisor(dataDir, process.execPath, databaseUrl);
  // BENCH_SERVER_DIST: a copy of the server's build, beside apps/server/dist (see ensureBuilt).
  const serverDist = process.env.BENCH_SERVER_DIST ?? 'apps/server/dist';
  const server = await startNodeProcess(
    `${serverDist}/main.js`,
    serverEnv(dataDir, databaseUrl),
    '/ready',
  );
  const bare = await startNodeProcess('bench/src/bare-page-server.mjs', {}, '/health');
  console.log(
    `The server runs on ${database === undefined ? 'the embedded database' : 'PostgreSQL'}.`,
  );
  try {
    await measureInBrowser(server, database, bare);
  } finally {
    await server.stop();
    await bare.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
