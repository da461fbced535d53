// Decision 190: how long a keystroke in a form takes to show, with the CPU slowed down 4× (CDP
// Emulation.setCPUThrottlingRate), in Debian's chromium through playwright-core; every form of the
// applicant app beside a bare page with one input (decision 255).
// Two readings of each keystroke, both from the page's own clock:
// - next paint: from the keydown's timestamp to the first task after the next animation frame,
//   which runs once that frame (the one showing the character) is painted;
// - Event Timing: the longest `PerformanceEventTiming` duration of the keystroke's interaction
//   (keydown, keypress, keyup: what INP counts); the browser reports only those of 16 ms or more,
//   so a keystroke without an entry counts as 16.
// A form whose fields show only after something is pressed (the intro's Continue, "send the code")
// is opened by its `reveal`, pressed as an applicant would, before the CPU is slowed down
// (decision 260). A form of choices only (the consents) gets arrow keys, which move the answer.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from '@onboarding/messages';
import sl from '@onboarding/messages/sl';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export const KEYSTROKE_TARGET_MS = 50;
export const CPU_SLOWDOWN = 4;
/** Each form is typed into this many times (BENCH_KEYSTROKE_ROUNDS), its fields emptied between. */
export const KEYSTROKE_ROUNDS = Math.max(1, Number(process.env.BENCH_KEYSTROKE_ROUNDS ?? 3) || 3);
/**
 * BENCH_KEYSTROKE_PROFILE=DIR: a CPU profile of each form's typing (CDP Profiler), written as
 * DIR/<form>.cpuprofile for `tsx bench/src/cpuprofile-summary.ts` (a build without minification
 * names the functions: `vite build --minify false`).
 */
const PROFILE_DIR = process.env.BENCH_KEYSTROKE_PROFILE;
/**
 * BENCH_KEYSTROKE_TRACE=DIR: a Chromium trace of each form's typing (the DevTools timeline), written
 * as DIR/<form>.json; `tsx bench/src/trace-summary.ts FILE` sums the main thread's work by kind
 * (script, style, layout, paint), which a CPU profile shows only as "(program)".
 */
const TRACE_DIR = process.env.BENCH_KEYSTROKE_TRACE;
/** BENCH_KEYSTROKE_FORMS=label,label: only these forms (and the bare input) are measured. */
const ONLY_FORMS = process.env.BENCH_KEYSTROKE_FORMS?.split(',').map((label) => label.trim());

/** Fields of the personal-data form typed into first, when shown and writable. */
const PREFERRED_FIELDS = [
  'personalData.birthPlace',
  'employment.nameOfEmployer',
  'personalData.secondName',
  'address.street',
  'contacts.email',
];
/** Any other field one types text into. */
const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=email], input[type=tel], ' +
  'input[type=password], input[type=number], input[type=search], textarea';
/** Ten keys a field, two fields a form: twenty keystrokes. */
const TEXT = 'Novo mesto';
/** A numeric field (an amount, a code) gets digits. */
const DIGITS = '4815162342';
/** A choice (a radio group) gets the arrow keys, each moving the answer to the next option. */
const ARROWS = [
  'ArrowDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowUp',
];

/** What the pages say, in the bench applicant's language: the buttons a reveal presses. */
const t = createTranslator(sl, 'sl');

/** What to press on a page, before it is measured, so the form's fields show. */
export type Reveal = (page: Page) => Promise<void>;

const press = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor({ timeout: 30_000 });
  await button.tap();
};

/**
 * Whether the page shows the code's field rather than `sendFirst` (what sends it): a code asked
 * for before, still pending, is shown again on arrival (a second one is refused for a minute).
 */
async function codeSentBefore(page: Page, sendFirst: string | Locator): Promise<boolean> {
  const code = page.locator('input[name="code"]');
  const send = typeof sendFirst === 'string' ? page.locator(sendFirst) : sendFirst;
  await code.or(send).first().waitFor({ timeout: 30_000 });
  return code.isVisible();
}

/** The sign-up page: the terms ticked and Continue, which shows the registration form. */
export const acceptTermsAndContinue: Reveal = async (page) => {
  await page.locator('input[name="terms"]').tap({ timeout: 30_000 });
  await press(page, t('lightsignup.intro.continue'));
  await page.locator('input[name="name"]').waitFor({ timeout: 30_000 });
};

/** The login form filled and sent: the page of the login code (an SMS is sent). */
export const signInWith =
  (email: string, password: string): Reveal =>
  async (page) => {
    await page.locator('input[name="username"]').fill(email, { timeout: 30_000 });
    await page.locator('input[name="password"]').fill(password);
    await press(page, t('lightsignup.login.submit'));
    await page.locator('input[name="otp"]').waitFor({ timeout: 30_000 });
  };

/** The certificate: the identity confirmed and the code sent, which shows the code's field. */
export const confirmIdentityAndSendCode: Reveal = async (page) => {
  if (await codeSentBefore(page, 'input[name="confirmIdentity"]')) return;
  await page.locator('input[name="confirmIdentity"]').tap({ timeout: 30_000 });
  await press(page, t('signing.certificate.sendCode'));
  await page.locator('input[name="code"]').waitFor({ timeout: 30_000 });
};

/** The contracts (each opened before, by the API): the code sent, which shows its field. */
export const sendContractsCode: Reveal = async (page) => {
  const send = page.getByRole('button', { name: t('signing.contracts.sendCode'), exact: true });
  if (await codeSentBefore(page, send)) return;
  await press(page, t('signing.contracts.sendCode'));
  await page.locator('input[name="code"]').waitFor({ timeout: 30_000 });
};

/** The salary statement (the statements uploaded before, by the API): upload, Finish. */
export const finishStatements: Reveal = async (page) => {
  await press(page, t('salaryStatement.choose.upload.action'));
  await press(page, t('salaryStatement.upload.actions.finish'));
  await page.locator('input[name="obligations"]').waitFor({ timeout: 30_000 });
};

/** A form to type into: its page, opened with the applicant's cookies. */
export interface KeystrokeForm {
  readonly label: string;
  readonly url: string;
  readonly cookies: readonly { readonly name: string; readonly value: string }[];
  /** What shows the form's fields, when the page does not show them on arrival. */
  readonly reveal?: Reveal;
}

export interface KeystrokeFigures {
  readonly label: string;
  readonly fields: readonly string[];
  readonly nextPaintMs: readonly number[];
  readonly eventTimingMs: readonly number[];
  /** The p95 of each round's next paints. */
  readonly roundP95Ms: readonly number[];
  /** Why nothing was measured (no field shown), or undefined. */
  readonly note?: string;
}

interface Probe {
  /** Keys count only while the bench presses them, not while it empties a field. */
  measuring: boolean;
  nextPaint: number[];
  /** The keydown timestamps of the keys counted. */
  starts: number[];
  /** Each keyboard interaction's longest duration and its keydown's time, by interaction id. */
  interactions: Map<number, { duration: number; start: number }>;
}

interface EventTimingEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly interactionId: number;
}

/**
 * What the functions run in the page use of the browser's globals: the bench is compiled for
 * Node, without the DOM's types (they would clash with Node's fetch).
 */
interface PageGlobals {
  __keystrokes?: Probe;
  addEventListener(
    type: 'keydown',
    listener: (event: { timeStamp: number }) => void,
    options: { capture: boolean },
  ): void;
  requestAnimationFrame(callback: () => void): number;
  requestIdleCallback(callback: () => void, options: { timeout: number }): number;
  PerformanceObserver: new (callback: (list: { getEntries(): EventTimingEntry[] }) => void) => {
    observe(options: { type: 'event'; durationThreshold: number; buffered: boolean }): void;
  };
}

/** Runs in the page: records each keydown's next paint and the Event Timing entries. */
function installProbe(): void {
  const page = globalThis as unknown as PageGlobals;
  const probe: Probe = { measuring: false, nextPaint: [], starts: [], interactions: new Map() };
  page.__keystrokes = probe;
  page.addEventListener(
    'keydown',
    (event) => {
      if (!probe.measuring) return;
      const start = event.timeStamp;
      probe.starts.push(start);
      page.requestAnimationFrame(() => {
        // The first task after the frame: it runs once the frame is painted.
        const channel = new MessageChannel();
        channel.port1.addEventListener('message', () =>
          probe.nextPaint.push(performance.now() - start),
        );
        channel.port1.start();
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // One keystroke is one interaction: its keydown, keypress and keyup share an id.
      if (entry.interactionId === 0 || !entry.name.startsWith('key')) continue;
      const id = entry.interactionId;
      const known = probe.interactions.get(id);
      probe.interactions.set(id, {
        duration: Math.max(known?.duration ?? 0, entry.duration),
        start: entry.name === 'keydown' ? entry.startTime : (known?.start ?? Number.NaN),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Runs in the page: how many keystrokes have painted so far. */
function paintedKeystrokes(): number {
  return (globalThis as unknown as PageGlobals).__keystrokes?.nextPaint.length ?? 0;
}

interface Field {
  readonly name: string;
  readonly locator: Locator;
  readonly keys: readonly string[];
  /** Typed text: emptied before each round, and when full (its maxlength). */
  readonly text: boolean;
  readonly maxLength: number | null;
}

/** A text field, or the first option of a choice (a radio group). */
const FIELDS = `${TEXT_FIELDS}, input[type=radio]`;

/** The two fields typed into: the preferred ones when shown, else the first text fields shown. */
async function writableFields(page: Page): Promise<Field[]> {
  const candidates: Locator[] = [
    ...PREFERRED_FIELDS.map((name) => page.locator(`input[name="${name}"]`).first()),
    ...(await page.locator(TEXT_FIELDS).all()),
  ];
  const found: Field[] = [];
  const seen = new Set<string>();
  for (const field of candidates) {
    if ((await field.count()) === 0) continue;
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const name =
      (await field.getAttribute('name')) ??
      (await field.getAttribute('id')) ??
      `field ${found.length + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const type = await field.getAttribute('type');
    const mode = await field.getAttribute('inputmode');
    const numeric = type === 'number' || mode === 'numeric' || mode === 'decimal';
    const maxLength = Number(await field.getAttribute('maxlength'));
    found.push({
      name,
      locator: field,
      keys: [...(numeric ? DIGITS : TEXT)],
      text: true,
      maxLength: maxLength > 0 ? maxLength : null,
    });
    if (found.length === 2) return found;
  }
  if (found.length > 0) return found;
  // No text field: the first option of two choices, moved with the arrow keys.
  for (const option of await page.locator('input[type=radio]').all()) {
    if (!(await option.isVisible()) || !(await option.isEnabled())) continue;
    const name = (await option.getAttribute('name')) ?? `choice ${found.length + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    found.push({ name, locator: option, keys: ARROWS, text: false, maxLength: null });
    if (found.length === 2) break;
  }
  return found;
}

/** Ready for a round: a text field emptied, a choice focused on its first option. */
async function startField(page: Page, field: Field): Promise<void> {
  if (field.text) {
    await field.locator.tap();
    await field.locator.fill('');
  } else {
    await field.locator.focus();
  }
  await idle(page);
}

/** Waits until the page has nothing left to do after a keystroke (idle, or 1 s at most). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const globals = globalThis as unknown as PageGlobals;
        globals.requestIdleCallback(() => resolve(), { timeout: 1000 });
      }),
  );

export interface KeystrokeBrowser {
  measure(form: KeystrokeForm): Promise<KeystrokeFigures>;
  close(): Promise<void>;
}

export async function launchForKeystrokes(): Promise<KeystrokeBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  return {
    measure: (form) => measureForm(browser, form),
    close: () => browser.close(),
  };
}

/** Presses one key and waits until its frame is painted and the page has settled. */
async function pressMeasured(page: Page, key: string): Promise<void> {
  const before = await page.evaluate(paintedKeystrokes);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  await page.waitForFunction(
    (count) => ((globalThis as unknown as PageGlobals).__keystrokes?.nextPaint.length ?? 0) > count,
    before,
  );
  await idle(page);
}

/** Whether the keys pressed from now on count (not while the bench empties a field). */
const countKeys = (page: Page, measuring: boolean) =>
  page.evaluate((on) => {
    const probe = (globalThis as unknown as PageGlobals).__keystrokes;
    if (probe !== undefined) probe.measuring = on;
  }, measuring);

/**
 * The figures read from the page: the next paint of every key counted so far, and the Event
 * Timing duration of each (16 ms for a key without an entry: the browser reports from 16 ms).
 */
const readProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = (globalThis as unknown as PageGlobals).__keystrokes;
    const interactions = [...(probe?.interactions.values() ?? [])];
    return {
      nextPaint: probe?.nextPaint ?? [],
      eventTiming: (probe?.starts ?? []).map(
        (start) =>
          interactions.find((interaction) => Math.abs(interaction.start - start) < 0.5)?.duration ??
          16,
      ),
    };
  });

/**
 * Opens the form's page in a fresh context with its cookies, presses what shows its fields, slows
 * the CPU down and types into two fields, one key at a time, each after the page settled from the
 * last; KEYSTROKE_ROUNDS times.
 */
async function measureForm(browser: Browser, form: KeystrokeForm): Promise<KeystrokeFigures> {
  const empty = {
    label: form.label,
    fields: [],
    nextPaintMs: [],
    eventTimingMs: [],
    roundP95Ms: [],
  };
  if (ONLY_FORMS !== undefined && form.label !== 'bare input' && !ONLY_FORMS.includes(form.label)) {
    return { ...empty, note: 'left out (BENCH_KEYSTROKE_FORMS)' };
  }
  // A phone: a touch screen, as Lighthouse's mobile run emulates. A field is tapped, not clicked,
  // so no mouse pointer rests over the page, which would make the browser hit-test it for hover
  // after every frame (decision 309).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const origin = new URL(form.url).origin;
    await context.addCookies(form.cookies.map((cookie) => ({ ...cookie, url: origin })));
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    await page.goto(form.url);
    if (form.reveal !== undefined) {
      const failed = await form.reveal(page).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
      );
      if (failed !== null) return { ...empty, note: `not revealed on ${page.url()}: ${failed}` };
    }
    const shown = await page
      .locator(FIELDS)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return { ...empty, note: `no field shown on ${page.url()}` };
    await idle(page);
    const fields = await writableFields(page);
    if (fields.length === 0) return { ...empty, note: `no writable field on ${page.url()}` };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (PROFILE_DIR !== undefined) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const fileName = form.label.replace(/[^a-z0-9]+/gi, '-');
    if (TRACE_DIR !== undefined) {
      mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, {
        path: join(TRACE_DIR, `${fileName}.json`),
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'],
      });
    }
    const roundP95Ms: number[] = [];
    for (let round = 0; round < KEYSTROKE_ROUNDS; round += 1) {
      const roundStart = (await readProbe(page)).nextPaint.length;
      for (const field of fields) {
        await startField(page, field);
        await countKeys(page, true);
        let typed = 0;
        for (const key of field.keys) {
          // A full field (a six-digit code) is emptied first: each key then changes the value.
          if (field.maxLength !== null && typed === field.maxLength) {
            await countKeys(page, false);
            await field.locator.fill('');
            await idle(page);
            await countKeys(page, true);
            typed = 0;
          }
          await pressMeasured(page, key);
          typed += 1;
        }
        await countKeys(page, false);
      }
      roundP95Ms.push(percentile((await readProbe(page)).nextPaint.slice(roundStart), 95));
    }
    if (PROFILE_DIR !== undefined) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `${fileName}.cpuprofile`), JSON.stringify(profile));
    }
    if (TRACE_DIR !== undefined) await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { nextPaint, eventTiming } = await readProbe(page);
    return {
      label: form.label,
      fields: fields.map((field) => field.name),
      nextPaintMs: nextPaint,
      eventTimingMs: eventTiming,
      roundP95Ms,
    };
  } finally {
    await context.close();
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-').padStart(5);

/**
 * A line a form: p50 and p95 of both readings over every round, and each round's p95; the bare
 * input's line first, as the baseline.
 */
export function printKeystrokes(forms: readonly KeystrokeFigures[]): void {
  console.log(
    `\nA keystroke in each form, CPU slowed ${CPU_SLOWDOWN}x, 412 px wide, ten keys in each of ` +
      `two fields, ${KEYSTROKE_ROUNDS} rounds; target p95 <= ${KEYSTROKE_TARGET_MS} ms (next paint)`,
  );
  console.log(
    `  ${'form'.padEnd(26)} keys  next paint p50   p95        Event Timing p50   p95   ` +
      'p95 by round   fields',
  );
  for (const form of forms) {
    if (form.note !== undefined) {
      console.log(`  ${form.label.padEnd(26)} not measured: ${form.note}`);
      continue;
    }
    const p95 = percentile(form.nextPaintMs, 95);
    const verdict = p95 <= KEYSTROKE_TARGET_MS ? 'OK  ' : 'OVER';
    const rounds = form.roundP95Ms.map((value) => value.toFixed(0)).join('/');
    console.log(
      `  ${form.label.padEnd(26)} ${String(form.nextPaintMs.length).padStart(4)}  ` +
        `${ms(percentile(form.nextPaintMs, 50))} ${ms(p95)} ${verdict}     ` +
        `${ms(percentile(form.eventTimingMs, 50))} ${ms(percentile(form.eventTimingMs, 95))}   ` +
        `${rounds.padEnd(14)} ${form.fields.join(', ')}`,
    );
  }
}
