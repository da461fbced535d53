// Sums a Chromium trace (the DevTools timeline, as BENCH_KEYSTROKE_TRACE writes it) by what the
// renderer's main thread did: each complete event's own time (its duration less its children's),
// by name, so script, style recalculation, layout, pre-paint and paint are told apart.
// `tsx bench/src/trace-summary.ts FILE [KEYS]` prints the top names, per key when KEYS is given.
import { readFileSync } from 'node:fs';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/** The renderer main threads: those named CrRendererMain in the trace's metadata. */
function mainThreads(events: readonly TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      threads.add(`${event.pid}:${event.tid}`);
    }
  }
  return threads;
}

/** Own time by event name: complete events nested on one thread, each less its children. */
export function ownTimeByName(events: readonly TraceEvent[]): Map<string, number> {
  const threads = mainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !threads.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push(event);
    byThread.set(thread, list);
  }
  const own = new Map<string, number>();
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const open: { event: TraceEvent; end: number; children: number }[] = [];
    const close = (until: number) => {
      while (open.length > 0 && (open.at(-1)?.end ?? 0) <= until) {
        const done = open.pop();
        if (done === undefined) break;
        const duration = done.event.dur ?? 0;
        own.set(done.event.name, (own.get(done.event.name) ?? 0) + duration - done.children);
        const parent = open.at(-1);
        if (parent !== undefined) parent.children += duration;
      }
    };
    for (const event of list) {
      close(event.ts);
      open.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return own;
}

const [file, keys] = process.argv.slice(2);
if (file !== undefined) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const own = [...ownTimeByName(events)].sort((a, b) => b[1] - a[1]);
  const perKey = keys === undefined ? null : Number(keys);
  const total = own.reduce((sum, [, us]) => sum + us, 0);
  console.log(`Main thread busy ${(total / 1000).toFixed(0)} ms in ${file}`);
  console.log(`      ms  ${perKey === null ? '' : ' ms/key  '}what`);
  for (const [name, us] of own.slice(0, 25)) {
    const ms = us / 1000;
    const each = perKey === null ? '' : `${(ms / perKey).toFixed(2).padStart(7)}  `;
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${each}${name}`);
  }
}
