// The staff case search (decision 263) on PostgreSQL with 100,000 generated cases: p50 and p95 per
// search kind through the search use case (blind index, filters, count, page, audit), beside a bare
// indexed query that finds the same cases on the same data. Nothing here asserts.
import { randomUUID } from 'node:crypto';
import {
  emailSearchKey,
  ibanSearchKey,
  identifierSearchKey,
  nameIndexTokens,
  phoneSearchKey,
  PROCESS_NAMES,
  ZCaseSearchQuery,
  type TCaseSearchQueryInput,
} from '@onboarding/domain';
import type pg from 'pg';
import { SYSTEM_CONTEXT } from '../../apps/server/src/infra/audit/audit-log';
import { createBlindIndex } from '../../apps/server/src/infra/crypto/blind-index';
import { openPostgres } from '../../apps/server/src/infra/db/postgres';
import type { StaffCaller } from '../../apps/server/src/infra/session/staff-caller';
import { createSearchCases } from '../../apps/server/src/modules/case-search/use-cases/search-cases';
import { createBenchDatabase, type BenchDatabase } from './bench-database';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 150);
const TIME_ZONE = 'Europe/Ljubljana';
const PREFIX = '+386';
const KEY = 'bench-search-index-key-'.padEnd(48, 'k');

const FIRST = ['Ana', 'Maja', 'Špela', 'Nina', 'Eva', 'Jure', 'Luka', 'Žiga', 'Matej', 'Đorđe'];
const SURNAMES = [
  'Novak',
  'Horvat',
  'Kovačič',
  'Krajnc',
  'Zupančič',
  'Potočnik',
  'Kovač',
  'Mlakar',
  'Kos',
  'Vidmar',
  'Golob',
  'Turk',
  'Božič',
  'Kralj',
  'Korošec',
  'Zupan',
  'Bizjak',
  'Hribar',
  'Kotnik',
  'Rozman',
  'Petek',
  'Kastelic',
  'Žagar',
  'Kolar',
  'Košir',
  'Koren',
  'Oblak',
  'Čebašek',
  'Česnik',
  'Šinkovec',
  'Jerič',
  'Furlan',
  'Pirc',
  'Hočevar',
  'Babič',
  'Ribič',
  'Čuk',
  'Štrukelj',
];
const SUFFIXES = ['', 'ar', 'er', 'ič', 'ec', 'nik', 'šek', 'ovec', 'ak', 'elj'];
const PROCESSES = PROCESS_NAMES;
const STATES = [
  'PROSPECT_EMAIL_CHECKED',
  'PROSPECT_IDS_UPLOADED',
  'PROSPECT_INFO_UPLOADED',
  'PROSPECT_CONSENTS_UPLOADED',
  'PROSPECT_VERIFIED',
  'PROSPECT_REJECTED',
] as const;

interface GeneratedCase {
  readonly prospectId: string;
  readonly userId: string;
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly documentNumber: string;
  readonly nationalId: string;
  readonly iban: string;
  readonly process: (typeof PROCESSES)[number];
  readonly state: (typeof STATES)[number];
  readonly createdAt: Date;
}

/** A deterministic spread: every search kind finds what a real book of cases would give it. */
function generate(index: number): GeneratedCase {
  const first = FIRST[index % FIRST.length] ?? 'Ana';
  const surname = `${SURNAMES[Math.floor(index / 10) % SURNAMES.length] ?? 'Novak'}${
    SUFFIXES[Math.floor(index / 380) % SUFFIXES.length] ?? ''
  }`;
  const digits = String(index).padStart(7, '0');
  return {
    prospectId: randomUUID(),
    userId: randomUUID(),
    uid: `bench${digits}`,
    name: `${first} ${surname}`,
    email: `applicant.${digits}@example.si`,
    phone: `+38641${String(index).padStart(6, '0')}`,
    documentNumber: `PA${digits}`,
    nationalId: `0101990${String(index).padStart(6, '0')}`,
    iban: `SI56${String(19100000000000 + index).padStart(15, '0')}`,
    process: PROCESSES[index % PROCESSES.length] ?? 'CURRENTACCOUNT',
    state: STATES[Math.floor(index / 7) % STATES.length] ?? 'PROSPECT_VERIFIED',
    // One case every ~5 minutes over the last year.
    createdAt: new Date(Date.now() - (CASES - index) * 315_000),
  };
}

type Term = [userId: string, prospectId: string | null, source: string, kind: string, term: string];

function termsOf(blind: ReturnType<typeof createBlindIndex>, item: GeneratedCase): Term[] {
  const hashed = (kind: string, value: string) => blind.term(kind, value);
  const account: Term[] = [
    ...nameIndexTokens(item.name).map((token): Term => [
      item.userId,
      null,
      'ACCOUNT',
      'NAME',
      hashed('NAME', token),
    ]),
    [item.userId, null, 'ACCOUNT', 'EMAIL', hashed('EMAIL', emailSearchKey(item.email))],
    [
      item.userId,
      null,
      'ACCOUNT',
      'PHONE',
      hashed('PHONE', phoneSearchKey(item.phone, PREFIX) ?? ''),
    ],
  ];
  const own = (kind: string, value: string): Term => [
    item.userId,
    item.prospectId,
    'PERSONAL_DATA',
    kind,
    hashed(kind, value),
  ];
  return [
    ...account,
    ...nameIndexTokens(item.name).map((token) => own('NAME', token)),
    own('EMAIL', emailSearchKey(item.email)),
    own('PHONE', phoneSearchKey(item.phone, PREFIX) ?? ''),
    own('DOCUMENT_NUMBER', identifierSearchKey(item.documentNumber)),
    own('NATIONAL_ID', identifierSearchKey(item.nationalId)),
    own('IBAN', ibanSearchKey(item.iban)),
  ];
}

async function insertBatch(pool: pg.Pool, items: readonly GeneratedCase[], terms: Term[]) {
  const column = <T>(pick: (item: GeneratedCase) => T) => items.map(pick);
  await pool.query(`insert into visitors (uid) select * from unnest($1::text[])`, [
    column((item) => item.uid),
  ]);
  await pool.query(
    `insert into users (id, uid, email, full_name, phone_prefix, phone_number, phone_e164, language,
       email_verified_at, password_changed_at, created_at, updated_at)
     select id, uid, email, name, '+386', substr(phone, 5), phone, 'sl', at, at, at, at
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       as t(id, uid, email, name, phone, at)`,
    [
      column((item) => item.userId),
      column((item) => item.uid),
      column((item) => item.email),
      column((item) => item.name),
      column((item) => item.phone),
      column((item) => item.createdAt.toISOString()),
    ],
  );
  await pool.query(
    `insert into prospects (id, user_id, process_name, state, created_at, updated_at)
     select id, user_id, process, state, at, at
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[])
       as t(id, user_id, process, state, at)`,
    [
      column((item) => item.prospectId),
      column((item) => item.userId),
      column((item) => item.process),
      column((item) => item.state),
      column((item) => item.createdAt.toISOString()),
    ],
  );
  await pool.query(
    `insert into products (id, uid, prospect_id, product_type, state, created_at, updated_at)
     select gen_random_uuid(), uid, prospect_id, process, 'PRODUCT_EMPLOYMENT_UPLOADED', at, at
     from unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[]) as t(uid, prospect_id, process, at)`,
    [
      column((item) => item.uid),
      column((item) => item.prospectId),
      column((item) => item.process),
      column((item) => item.createdAt.toISOString()),
    ],
  );
  await pool.query(
    `insert into case_search_terms (user_id, prospect_id, source, kind, term)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])`,
    [0, 1, 2, 3, 4].map((at) => terms.map((term) => term[at])),
  );
}

async function fill(pool: pg.Pool): Promise<GeneratedCase[]> {
  const blind = createBlindIndex(KEY);
  const all: GeneratedCase[] = [];
  const batch = 5000;
  for (let start = 0; start < CASES; start += batch) {
    const items = Array.from({ length: Math.min(batch, CASES - start) }, (_, i) =>
      generate(start + i),
    );
    await insertBatch(
      pool,
      items,
      items.flatMap((item) => termsOf(blind, item)),
    );
    all.push(...items);
  }
  await pool.query('analyze');
  return all;
}

interface Kind {
  readonly label: string;
  readonly query: (item: GeneratedCase, number: number) => TCaseSearchQueryInput;
  /** The same cases found by a bare indexed query, first page: the floor the search is held to. */
  readonly bare: (
    item: GeneratedCase,
    number: number,
    blind: ReturnType<typeof createBlindIndex>,
  ) => [string, unknown[]];
}

const surnameToken = (item: GeneratedCase) =>
  nameIndexTokens(item.name.split(' ')[1] ?? '')[0] ?? '';

const bareByTerm = (term: string): [string, unknown[]] => [
  `select p.id, p.application_number, u.full_name from case_search_terms t
     join prospects p on p.user_id = t.user_id and (t.prospect_id is null or t.prospect_id = p.id)
     join users u on u.id = p.user_id
   where t.term = $1 order by p.created_at desc limit 20`,
  [term],
];

const KINDS: readonly Kind[] = [
  {
    label: 'name, one word typed without accents',
    query: (item) => ({
      name: (item.name.split(' ')[1] ?? '').normalize('NFKD').replace(/\p{M}/gu, ''),
    }),
    bare: (item, _n, blind) => bareByTerm(blind.term('NAME', surnameToken(item))),
  },
  {
    label: 'name, first name and surname',
    query: (item) => ({ name: item.name }),
    bare: (item, _n, blind) => bareByTerm(blind.term('NAME', surnameToken(item))),
  },
  {
    label: 'e-mail',
    query: (item) => ({ email: item.email }),
    bare: (item, _n, blind) => bareByTerm(blind.term('EMAIL', item.email)),
  },
  {
    label: 'phone',
    query: (item) => ({ phone: item.phone.replace('+386', '0') }),
    bare: (item, _n, blind) => bareByTerm(blind.term('PHONE', item.phone)),
  },
  {
    label: 'application number',
    query: (item, number) => ({
      applicationNumber: `${item.createdAt.toISOString().slice(0, 4)}-${String(number).padStart(6, '0')}`,
    }),
    bare: (_item, number) => [
      `select p.id, p.application_number, u.full_name from prospects p join users u on u.id = p.user_id
       where p.application_number = $1`,
      [number],
    ],
  },
  {
    label: 'document number',
    query: (item) => ({ documentNumber: item.documentNumber }),
    bare: (item, _n, blind) => bareByTerm(blind.term('DOCUMENT_NUMBER', item.documentNumber)),
  },
  {
    label: 'personal number (EMŠO)',
    query: (item) => ({ nationalId: item.nationalId }),
    bare: (item, _n, blind) => bareByTerm(blind.term('NATIONAL_ID', item.nationalId)),
  },
  {
    label: 'IBAN',
    query: (item) => ({ iban: item.iban }),
    bare: (item, _n, blind) => bareByTerm(blind.term('IBAN', item.iban)),
  },
  {
    label: 'product and state (browse)',
    query: (item) => ({ product: item.process, state: item.state }),
    bare: (item) => [
      `select p.id, p.application_number, u.full_name from prospects p join users u on u.id = p.user_id
       where p.process_name = $1 and p.state = $2 order by p.created_at desc limit 20`,
      [item.process, item.state],
    ],
  },
  {
    label: 'product and a week (browse)',
    query: (item) => {
      const day = item.createdAt.toISOString().slice(0, 10);
      const week = new Date(item.createdAt.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
      return { product: item.process, from: day, to: week };
    },
    bare: (item) => [
      `select p.id, p.application_number, u.full_name from prospects p join users u on u.id = p.user_id
       where p.process_name = $1 and p.created_at >= $2 and p.created_at < $3
       order by p.created_at desc limit 20`,
      [item.process, item.createdAt, new Date(item.createdAt.getTime() + 7 * 86_400_000)],
    ],
  },
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface CaseSearchFigure {
  readonly label: string;
  readonly searchP50: number;
  readonly searchP95: number;
  readonly bareP50: number;
  readonly bareP95: number;
  readonly meanFound: number;
}

export interface CaseSearchFigures {
  readonly cases: number;
  readonly terms: number;
  readonly fillSeconds: number;
  readonly figures: readonly CaseSearchFigure[];
}

const SUPERVISOR: StaffCaller = {
  kind: 'staff',
  staffId: randomUUID(),
  email: 'bench@bank.example',
  fullName: 'Bench Supervisor',
  role: 'SUPERVISOR',
  language: 'en',
};

async function measure(database: BenchDatabase): Promise<CaseSearchFigures> {
  const handle = openPostgres({ url: database.url, poolMax: 4 });
  try {
    await handle.migrate();
    const { Pool } = (await import('pg')).default;
    const pool = new Pool({ connectionString: database.url, max: 2 });
    const started = performance.now();
    let cases: GeneratedCase[];
    try {
      cases = await fill(pool);
    } finally {
      await pool.end();
    }
    const fillSeconds = (performance.now() - started) / 1000;
    const numbers = new Map(
      (await handle.executeSql(`select id, application_number from prospects`)).rows.map((row) => [
        String(row.id),
        Number(row.application_number),
      ]),
    );
    const [terms] = (await handle.executeSql(`select count(*)::int as n from case_search_terms`))
      .rows as { n: number }[];
    const blind = createBlindIndex(KEY);
    const search = createSearchCases({
      db: handle.db,
      blindIndex: blind,
      timeZone: TIME_ZONE,
      phonePrefix: PREFIX,
    });
    const figures: CaseSearchFigure[] = [];
    for (const kind of KINDS) {
      const ours: number[] = [];
      const bare: number[] = [];
      let found = 0;
      for (let sample = 0; sample < SAMPLES + 10; sample += 1) {
        const item = cases[(sample * 7919) % cases.length];
        if (item === undefined) continue;
        const number = numbers.get(item.prospectId) ?? 0;
        const query = ZCaseSearchQuery.parse(kind.query(item, number));
        const [text, values] = kind.bare(item, number, blind);
        // Alternating, so a busy moment of the machine falls on both.
        let at = performance.now();
        const result = await search(SUPERVISOR, query, SYSTEM_CONTEXT);
        const searchMs = performance.now() - at;
        at = performance.now();
        await handle.executeSql(text, values);
        const bareMs = performance.now() - at;
        if (sample < 10) continue; // warm-up
        ours.push(searchMs);
        bare.push(bareMs);
        found += result.total;
      }
      process.stderr.write(`  measured: ${kind.label}\n`);
      figures.push({
        label: kind.label,
        searchP50: percentile(ours, 50),
        searchP95: percentile(ours, 95),
        bareP50: percentile(bare, 50),
        bareP95: percentile(bare, 95),
        meanFound: found / ours.length,
      });
    }
    return { cases: cases.length, terms: terms?.n ?? 0, fillSeconds, figures };
  } finally {
    await handle.close();
  }
}

export async function measureCaseSearch(): Promise<CaseSearchFigures> {
  const database = await createBenchDatabase('case_search');
  try {
    return await measure(database);
  } finally {
    await database.drop();
  }
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

export function printCaseSearch(result: CaseSearchFigures): void {
  console.log(
    `\nCase search (decision 263), PostgreSQL, ${result.cases} generated cases, ` +
      `${result.terms} index terms (filled in ${result.fillSeconds.toFixed(0)} s), ` +
      `${SAMPLES} searches per kind`,
  );
  console.log(
    '  kind                                   search p50 / p95        bare indexed p50 / p95   found (mean)',
  );
  for (const figure of result.figures) {
    console.log(
      `  ${figure.label.padEnd(38)} ${ms(figure.searchP50)} / ${ms(figure.searchP95)}   ` +
        `${ms(figure.bareP50)} / ${ms(figure.bareP95)}   ${figure.meanFound.toFixed(1)}`,
    );
  }
  const worst = Math.max(...result.figures.map((figure) => figure.searchP95));
  console.log(`  worst search p95: ${worst.toFixed(1)} ms   (target <= 100 ms)`);
}
