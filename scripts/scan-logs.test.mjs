// `node --test scripts/scan-logs.test.mjs`: the log scanner finds planted secrets and passes clean
// lines (scripts/test.mjs runs it before it scans the e2e log).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isEmso, isIban, scanLine, scanText } from './scan-logs.mjs';

const VALID_EMSO = '0101990500011';
const VALID_IBAN = 'SI56191000000123438';
const line = (fields) =>
  JSON.stringify({
    level: 30,
    time: 1764000000000,
    pid: 4242,
    hostname: 'ci',
    reqId: '3b241101-e2bb-4255-8caf-4136c566a962',
    ...fields,
  });

const planted = [
  ['an e2e password in a message', line({ msg: 'login failed for Zelena7Trava!' }), 'e2e password'],
  ['a password field', line({ body: { email: 'a@b.si', password: 'correct horse' } }), 'password'],
  ['a password field of a lowercase word', line({ newPassword: 'tekociracun' }), 'password'],
  ['a one-time code field', line({ code: '483920' }), 'one-time code'],
  ['an SMS code field', line({ smsCode: '4839' }), 'one-time code'],
  ['a code next to its word', 'sent SMS code 483920 to +38640111222', 'one-time code'],
  ['a code in Slovenian', line({ msg: 'Vaša koda je 771204' }), 'one-time code'],
  ['a token field', line({ resetToken: 'Q2hhbmdlTWUuLi4' }), 'secret field'],
  ['a session id field', line({ sessionId: 'a8f3k2' }), 'secret field'],
  ['a TOTP secret field', line({ totpSecret: 'JBSWY3DPEHPK3PXP' }), 'secret field'],
  [
    'a token in a query string',
    line({ req: { url: '/erasure/confirm?token=abc.def.ghi' } }),
    'query token',
  ],
  ['a session cookie', 'cookie: sid=Zm9vYmFyYmF6cXV4MTIz; Path=/', 'session cookie'],
  [
    'a JWT',
    line({ msg: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJl' }),
    'JWT',
  ],
  [
    'a long random secret in a path',
    line({ req: { url: '/handoff/kD8fJ2mQ9xLzP4vT7wR1nB6yH3cA5eGs/finalize' } }),
    'long secret',
  ],
  ['a full EMŠO', line({ msg: `personal data saved: ${VALID_EMSO}` }), 'EMŠO'],
  ['a full IBAN', line({ msg: `penny transfer from ${VALID_IBAN}` }), 'IBAN'],
  ['a full IBAN with spaces', 'payee SI56 1910 0000 0123 438 paid', 'IBAN'],
];

for (const [name, text, kind] of planted) {
  test(`finds ${name}`, () => {
    const hits = scanLine(text);
    assert.ok(
      hits.some((hit) => hit.kind === kind),
      `expected a ${kind} hit in ${text}, got ${JSON.stringify(hits)}`,
    );
  });
}

const clean = [
  line({
    msg: 'incoming request',
    req: {
      method: 'POST',
      url: '/services/slo/security/action/logout',
      remoteAddress: '127.0.0.1',
      remotePort: 53122,
    },
  }),
  line({ res: { statusCode: 403 }, responseTime: 2.41, msg: 'request completed' }),
  line({ code: 'CROSS_SITE_REQUEST', status: 403, msg: 'request rejected' }),
  line({ code: 'SEC_BUS_LOG_ROT_AMR', status: 423, msg: 'request rejected' }),
  line({ postalCode: '1000', msg: 'city found' }),
  line({ hasPassword: true, tokenKind: 'reset', msg: 'reset link issued' }),
  line({ authorization: '[redacted]', cookie: '[redacted]' }),
  line({ sha256: 'a'.repeat(64), msg: 'document stored' }),
  line({ iban: 'SI56 **** **** **** 438', msg: 'masked account' }),
  line({ msg: 'time 1764000000000 and pid 1234567890123 are no EMŠO' }),
  // A fraction's digits that pass the EMŠO check by chance (found in a real e2e log).
  line({ res: { statusCode: 200 }, responseTime: 8.2010479999999, msg: 'request completed' }),
  // A log time in 2027 whose 13 digits pass the EMŠO check.
  '{"level":30,"time":1812000000009,"msg":"request completed"}',
  line({ msg: 'job data-retention.erase finished in 1234 ms' }),
  // A UUID's digits after a word that names a code are no code (found in a real e2e log).
  line({ template: 'verification', jobId: 'ef829566-b0cd-4680-ae06-1f4d0845e9b0', sent: true }),
  'Server listening at http://127.0.0.1:41235',
  // A built asset's name: words and a content hash, 32 characters or more (found in a real e2e log).
  line({ req: { method: 'GET', url: '/onboarding/assets/short-time-service-page-DdkgZDf4.js' } }),
];

test('passes clean lines', () => {
  for (const text of clean) assert.deepEqual(scanLine(text), [], text);
});

test('checks EMŠO and IBAN by their check digits, not their shape', () => {
  assert.equal(isEmso(VALID_EMSO), true);
  assert.equal(isEmso('0101990500012'), false);
  assert.equal(isEmso('3102990500011'), false);
  assert.equal(isIban(VALID_IBAN), true);
  assert.equal(isIban('SI56191000000123439'), false);
});

test('numbers the lines of a whole log', () => {
  const hits = scanText([clean[0], planted[3][1], clean[1]].join('\n'));
  assert.deepEqual(
    hits.map((hit) => [hit.line, hit.kind]),
    [[2, 'one-time code']],
  );
});

test('as a command: 0 hits exits 0, hits exit 1 without printing the secret, no log exits 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scan-logs-'));
  const script = fileURLToPath(new URL('./scan-logs.mjs', import.meta.url));
  const run = (file) => spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  writeFileSync(join(dir, 'clean.log'), clean.join('\n'));
  writeFileSync(join(dir, 'leaky.log'), `${clean[0]}\n${line({ password: 'Zelena7Trava!' })}\n`);
  writeFileSync(join(dir, 'empty.log'), '');
  assert.equal(run(join(dir, 'clean.log')).status, 0);
  const leaky = run(join(dir, 'leaky.log'));
  assert.equal(leaky.status, 1);
  assert.match(leaky.stdout, /leaky\.log:2: /);
  assert.doesNotMatch(leaky.stdout, /Zelena7Trava!/);
  assert.equal(run(join(dir, 'empty.log')).status, 2);
  assert.equal(run(join(dir, 'missing.log')).status, 2);
});
