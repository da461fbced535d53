// Sums a V8 .cpuprofile (node --cpu-prof) by function and by file or package: self time, and
// inclusive time for the bundled server's own code, mapped back to its TypeScript sources through
// apps/server/dist/main.js.map. `tsx bench/src/cpuprofile-summary.ts FILE [REQUESTS]` prints it.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './processes';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Row {
  readonly key: string;
  /** Microseconds. */
  readonly time: number;
}

export interface ProfileSummary {
  /** Microseconds sampled in the window, idle included. */
  readonly totalTime: number;
  readonly idleTime: number;
  /** totalTime minus idle: the time the main thread was busy (JavaScript, GC, native). */
  readonly busyTime: number;
  readonly selfByFunction: Row[];
  readonly selfByFile: Row[];
  readonly inclusiveByOwnFunction: Row[];
  readonly inclusiveByFile: Row[];
}

export interface SummaryOptions {
  /** Only samples taken in this window of the monotonic clock (process.hrtime), microseconds. */
  readonly fromMicros?: number;
  readonly toMicros?: number;
}

const BUNDLE = 'apps/server/dist/main.js';

/** Where a frame's code lives: our TypeScript source (through the map), a package or Node. */
function createLocator() {
  const bundlePath = resolve(repoRoot, BUNDLE);
  const mapPath = `${bundlePath}.map`;
  const map = existsSync(mapPath)
    ? new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')) as never)
    : undefined;
  const cache = new Map<string, { file: string; line: number; isOwn: boolean }>();

  return (frame: CallFrame) => {
    const cacheKey = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    let located: { file: string; line: number; isOwn: boolean };
    const path = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
    if (path === bundlePath && map !== undefined) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
        originalSource?: string;
        originalLine?: number;
      };
      const source = entry.originalSource
        ? relative(
            repoRoot,
            resolve(dirname(bundlePath), entry.originalSource.replace(/^file:\/\//, '')),
          )
        : BUNDLE;
      located = { file: source, line: (entry.originalLine ?? frame.lineNumber) + 1, isOwn: true };
    } else if (path.includes('node_modules/')) {
      const inside = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      located = { file: inside, line: frame.lineNumber + 1, isOwn: false };
    } else {
      located = { file: path, line: frame.lineNumber + 1, isOwn: false };
    }
    cache.set(cacheKey, located);
    return located;
  };
}

/** The package (node_modules/NAME or @scope/NAME), our source file, or Node's module. */
function fileGroup(file: string, functionName: string): string {
  if (file === '') {
    return functionName.startsWith('(') ? functionName : '(V8 builtins and native code)';
  }
  if (file.startsWith('node:')) return file.split('/').slice(0, 3).join('/');
  if (file.startsWith('apps/') || file.startsWith('packages/')) return file;
  const parts = file.split('/');
  const packageName = parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return `${packageName} (package)`;
}

function add(totals: Map<string, number>, key: string, time: number) {
  totals.set(key, (totals.get(key) ?? 0) + time);
}

function sortedRows(totals: Map<string, number>): Row[] {
  return [...totals].map(([key, time]) => ({ key, time })).sort((a, b) => b.time - a.time);
}

export function summarizeCpuProfile(file: string, options: SummaryOptions = {}): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const locate = createLocator();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const described = new Map<number, { fn: string; group: string; isOwn: boolean }>();
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    const where = locate(node.callFrame);
    const name = functionName === '' ? '(anonymous)' : functionName;
    const fn = url === '' ? name : `${name}  ${where.file}:${where.line}`;
    described.set(node.id, { fn, group: fileGroup(where.file, name), isOwn: where.isOwn });
  }

  const selfByFunction = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  const inclusiveByOwnFunction = new Map<string, number>();
  const inclusiveByFile = new Map<string, number>();
  let totalTime = 0;
  let idleTime = 0;
  let at = profile.startTime;
  const { samples, timeDeltas } = profile;
  for (let index = 0; index < samples.length; index += 1) {
    at += timeDeltas[index] ?? 0;
    // A sample stands for the time until the next one.
    const time = timeDeltas[index + 1] ?? 0;
    if (options.fromMicros !== undefined && at < options.fromMicros) continue;
    if (options.toMicros !== undefined && at > options.toMicros) continue;
    const leaf = samples[index] ?? 0;
    const leafInfo = described.get(leaf);
    if (leafInfo === undefined) continue;
    totalTime += time;
    if (leafInfo.fn === '(idle)') {
      idleTime += time;
      continue;
    }
    add(selfByFunction, leafInfo.fn, time);
    add(selfByFile, leafInfo.group, time);
    // Inclusive: every function and group on the stack once, however often it recurs.
    const seenFunctions = new Set<string>();
    const seenGroups = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
      const info = described.get(id);
      if (info === undefined || byId.get(id) === undefined) break;
      if (info.isOwn && !seenFunctions.has(info.fn)) {
        seenFunctions.add(info.fn);
        add(inclusiveByOwnFunction, info.fn, time);
      }
      if (!seenGroups.has(info.group)) {
        seenGroups.add(info.group);
        add(inclusiveByFile, info.group, time);
      }
    }
  }
  return {
    totalTime,
    idleTime,
    busyTime: totalTime - idleTime,
    selfByFunction: sortedRows(selfByFunction),
    selfByFile: sortedRows(selfByFile),
    inclusiveByOwnFunction: sortedRows(inclusiveByOwnFunction),
    inclusiveByFile: sortedRows(inclusiveByFile).filter((row) => row.key !== '(root)'),
  };
}

function table(title: string, rows: Row[], busyTime: number, requests: number, limit: number) {
  console.log(`\n${title}`);
  console.log('      ms   % busy   µs/req  where');
  for (const row of rows.slice(0, limit)) {
    const perRequest = requests > 0 ? (row.time / requests).toFixed(1) : '-';
    console.log(
      `${(row.time / 1000).toFixed(0).padStart(8)} ${((100 * row.time) / busyTime).toFixed(1).padStart(8)} ` +
        `${perRequest.padStart(8)}  ${row.key}`,
    );
  }
}

/** Prints the four tables; `requests` (answered in the window) turns times into µs per request. */
export function printCpuProfileSummary(summary: ProfileSummary, requests: number) {
  const { totalTime, idleTime, busyTime } = summary;
  console.log(
    `Sampled ${(totalTime / 1000).toFixed(0)} ms: busy ${(busyTime / 1000).toFixed(0)} ms, ` +
      `idle ${(idleTime / 1000).toFixed(0)} ms` +
      (requests > 0
        ? `; ${requests} requests, ${(busyTime / requests).toFixed(0)} µs of main-thread time each`
        : ''),
  );
  table('Top 30 functions by self time', summary.selfByFunction, busyTime, requests, 30);
  table('Self time by file or package', summary.selfByFile, busyTime, requests, 30);
  table(
    'Our code (apps/server/dist/main.js, mapped to its sources): top 30 by inclusive time',
    summary.inclusiveByOwnFunction,
    busyTime,
    requests,
    30,
  );
  table('Inclusive time by file or package', summary.inclusiveByFile, busyTime, requests, 40);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, requests] = process.argv.slice(2);
  if (file === undefined) {
    console.error('usage: tsx bench/src/cpuprofile-summary.ts FILE.cpuprofile [REQUESTS]');
    process.exit(2);
  }
  printCpuProfileSummary(summarizeCpuProfile(file), Number(requests ?? 0));
}
