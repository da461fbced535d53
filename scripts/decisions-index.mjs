// The index of the decision records (docs/decisions/README.md), made from the records themselves
// so it cannot drift: `node scripts/decisions-index.mjs` writes it, `--check` (run by `npm run
// lint`) fails when a record was added or its status changed without the index. A record's
// status line is the source: "superseded by N" there (wholly or in part) fills the last column,
// and a record that another one says it supersedes must say so itself.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const indexPath = join(dir, 'README.md');

/** Number, title, status and the file of each record, in number order. */
export function readRecords(folder = dir) {
  return readdirSync(folder)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      const lines = text.split('\n');
      const heading = lines.find((line) => line.startsWith('# ')) ?? '';
      const title = heading.replace(/^# \d{3}\s*[—-]\s*/, '').trim();
      const at = lines.findIndex((line) => line.startsWith('- Status:'));
      if (at < 0) throw new Error(`${file} has no "- Status:" line`);
      // A status may run on over indented lines.
      let status = lines[at].replace('- Status:', '').trim();
      for (let next = at + 1; next < lines.length && /^ {2}\S/.test(lines[next]); next += 1) {
        status += ` ${lines[next].trim()}`;
      }
      return { number: file.slice(0, 3), file, title, status };
    });
}

const NUMBER = /\b(\d{3})\b/g;

/** The records a status says supersede this one (in whole or in part). */
function supersededBy(status) {
  const found = new Set();
  for (const clause of status.split(/;/)) {
    const at = clause.search(/superseded by/i);
    if (at < 0) continue;
    for (const match of clause.slice(at).matchAll(NUMBER)) found.add(match[1]);
  }
  return [...found];
}

/** The records a status says this one supersedes (or replaces). */
function supersedes(status) {
  const found = new Set();
  for (const clause of status.split(/[;(]/)) {
    const at = clause.search(/\b(supersedes|replaces)\b/i);
    if (at < 0) continue;
    for (const match of clause.slice(at).matchAll(NUMBER)) found.add(match[1]);
  }
  return [...found];
}

/** Problems that make the index wrong: a supersession only one side of which is written. */
export function checkRecords(records) {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const problems = [];
  for (const record of records) {
    for (const older of supersedes(record.status)) {
      const target = byNumber.get(older);
      if (target === undefined) {
        problems.push(`${record.file} supersedes ${older}, which does not exist`);
      } else if (!supersededBy(target.status).includes(record.number)) {
        problems.push(`${target.file}: its status must say it is superseded by ${record.number}`);
      }
    }
  }
  return problems;
}

function shortStatus(record) {
  const by = supersededBy(record.status);
  if (/^superseded/i.test(record.status)) return 'superseded';
  return by.length > 0 ? 'accepted, in part superseded' : record.status.split(/[;( ]/)[0];
}

export function indexText(records) {
  const rows = records.map((record) => {
    const by = supersededBy(record.status)
      .map((number) => {
        const target = records.find((other) => other.number === number);
        return target === undefined ? number : `[${number}](${target.file})`;
      })
      .join(', ');
    const title = record.title.replace(/\|/g, '\\|');
    return `| ${record.number} | [${title}](${record.file}) | ${shortStatus(record)} | ${by} |`;
  });
  return [
    '# Decisions',
    '',
    'Short records of the decisions taken while building the portal: date, status, context, decision,',
    'consequences. A record is never rewritten: a later one supersedes it (in whole or in part), and',
    'the older record says so in its status line. Code and comments cite them as `decision 180`.',
    '',
    'This index is generated from the records by `node scripts/decisions-index.mjs` (`npm run lint`',
    'checks it); add a record as `NNN-title.md` with the next number and run the script.',
    '',
    '| No. | Decision | Status | Superseded by |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function main() {
  const records = readRecords();
  const problems = checkRecords(records);
  const text = indexText(records);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(indexPath, 'utf8');
    } catch {
      problems.push('docs/decisions/README.md is missing');
    }
    if (current !== '' && current !== text) {
      problems.push(
        'docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs',
      );
    }
  } else if (problems.length === 0) {
    writeFileSync(indexPath, text);
    console.log(`docs/decisions/README.md: ${records.length} records`);
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
