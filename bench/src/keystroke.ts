// Decision 190: how long a keystroke in a form takes to show, with the CPU slowed down 4× (CDP
// Emulation.setCPUThrottlingRate), in Debian's chromium through playwright-core; every form of the
// applicant app beside a bare page with one input (decision 255).
// Two readings of each keystroke, both from the page's own clock:
// - next paint: from the keydown's timestamp to the first task after the next animation frame,
//   which runs once that frame (the one showing the character) is painted;
// - Event Timing: the longest `PerformanceEventTiming` duration of the keystroke's interaction
//   (keydown, keypress, keyup: what INP counts); the browser reports only those of 16 ms or more,
//   so a keystroke without an entry counts as 16.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export const KEYSTROKE_TARGET_MS = 50;
export const CPU_SLOWDOWN = 4;

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

/** A form to type into: its page, opened with the applicant's cookies. */
export interface KeystrokeForm {
  readonly label: string;
  readonly url: string;
  readonly cookies: readonly { readonly name: string; readonly value: string }[];
}

export interface KeystrokeFigures {
  readonly label: string;
  readonly fields: readonly string[];
  readonly nextPaintMs: readonly number[];
  readonly eventTimingMs: readonly number[];
  /** Why nothing was measured (no field shown), or undefined. */
  readonly note?: string;
}

interface Probe {
  nextPaint: number[];
  /** The longest duration of each keyboard interaction, by interaction id. */
  eventTiming: Map<number, number>;
}

interface EventTimingEntry {
  readonly name: string;
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
  const probe: Probe = { nextPaint: [], eventTiming: new Map() };
  page.__keystrokes = probe;
  page.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
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
      probe.eventTiming.set(id, Math.max(probe.eventTiming.get(id) ?? 0, entry.duration));
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
  readonly keys: string;
}

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
    found.push({ name, locator: field, keys: numeric ? DIGITS : TEXT });
    if (found.length === 2) break;
  }
  return found;
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

/**
 * Opens the form's page in a fresh context with its cookies, slows the CPU down and types into
 * two fields, one key at a time, each after the page settled from the last.
 */
async function measureForm(browser: Browser, form: KeystrokeForm): Promise<KeystrokeFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const origin = new URL(form.url).origin;
    await context.addCookies(form.cookies.map((cookie) => ({ ...cookie, url: origin })));
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    await page.goto(form.url);
    const shown = await page
      .locator(TEXT_FIELDS)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    const empty = { label: form.label, fields: [], nextPaintMs: [], eventTimingMs: [] };
    if (!shown) return { ...empty, note: `no text field shown on ${page.url()}` };
    await idle(page);
    const fields = await writableFields(page);
    if (fields.length === 0) return { ...empty, note: `no writable text field on ${page.url()}` };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const field of fields) {
      await field.locator.click();
      await field.locator.fill('');
      await idle(page);
      for (const key of field.keys) {
        const before = await page.evaluate(paintedKeystrokes);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        await page.waitForFunction(
          (count) =>
            ((globalThis as unknown as PageGlobals).__keystrokes?.nextPaint.length ?? 0) > count,
          before,
        );
        await idle(page);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { nextPaint, eventTiming } = await page.evaluate(() => {
      const probe = (globalThis as unknown as PageGlobals).__keystrokes;
      return {
        nextPaint: probe?.nextPaint ?? [],
        eventTiming: [...(probe?.eventTiming.values() ?? [])],
      };
    });
    const keystrokes = fields.reduce((total, field) => total + field.keys.length, 0);
    // A keystroke without an entry stayed under 16 ms.
    const timed = [
      ...eventTiming,
      ...Array<number>(Math.max(0, keystrokes - eventTiming.length)).fill(16),
    ];
    return {
      label: form.label,
      fields: fields.map((field) => field.name),
      nextPaintMs: nextPaint.slice(-keystrokes),
      eventTimingMs: timed.slice(-keystrokes),
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

/** A line a form: p50 and p95 of both readings; the bare input's line first, as the baseline. */
export function printKeystrokes(forms: readonly KeystrokeFigures[]): void {
  console.log(
    `\nA keystroke in each form, CPU slowed ${CPU_SLOWDOWN}x, 412 px wide, ten keys in each of ` +
      `two fields; target p95 <= ${KEYSTROKE_TARGET_MS} ms (next paint)`,
  );
  console.log(
    `  ${'form'.padEnd(26)} keys  next paint p50   p95        Event Timing p50   p95   fields`,
  );
  for (const form of forms) {
    if (form.note !== undefined) {
      console.log(`  ${form.label.padEnd(26)} not measured: ${form.note}`);
      continue;
    }
    const p95 = percentile(form.nextPaintMs, 95);
    const verdict = p95 <= KEYSTROKE_TARGET_MS ? 'OK  ' : 'OVER';
    console.log(
      `  ${form.label.padEnd(26)} ${String(form.nextPaintMs.length).padStart(4)}  ` +
        `${ms(percentile(form.nextPaintMs, 50))} ${ms(p95)} ${verdict}     ` +
        `${ms(percentile(form.eventTimingMs, 50))} ${ms(percentile(form.eventTimingMs, 95))}   ` +
        form.fields.join(', '),
    );
  }
}
