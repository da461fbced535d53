// `node scripts/scan-logs.mjs <file>…`: reports every secret or personal identifier found in a log
// (decision 154): passwords (the e2e ones and any `password` field), one-time and
// SMS codes, session ids, tokens, JWTs and long random secrets, full Slovenian national ids (EMŠO
// with a valid date and check digit) and full IBANs (valid mod-97). Exit 0 with 0 hits; 1 with
// hits (each printed as file:line kind excerpt, the secret itself masked); 2 when a file is
// missing or empty (a scan of nothing proves nothing).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The passwords the e2e journeys type (e2e/support, e2e/*.e2e.ts, the sandbox bank's). */
export const KNOWN_PASSWORDS = ['Zelena7Trava!', 'video-desk-2026-long', 'demo1234'];

const REDACTED = /^\[?redacted\]?$|^\*+$/i;

/** JSON keys whose every value is a secret, matched on the lowercased key's ending. */
const SECRET_KEY =
  /(password|passwd|pwd|passphrase|secret|token|otp|pin|sid|sessionid|sessionkey|cookie|authorization|apikey|privatekey)$/;
/** JSON keys named for a one-time code; `code` alone is also the error code field. */
const CODE_KEY = /^(code|smscode|otpcode|verificationcode|activationcode|totpcode|resetcode)$/;
/** Error codes are UPPER_SNAKE (UNAUTHORIZED, SEC_BUS_LOG_ROT_AMR): not a one-time code. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;
/** A field that only says whether or which kind of secret (hasPassword, tokenKind) is no secret. */
const NON_SECRET_VALUE = /^(true|false|null|undefined|none|[a-z]+(_[a-z]+)*)$/;

const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g;
/** 32+ base64url characters mixing upper case, lower case and digits: a random secret. */
const LONG_SECRET = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
const BUILT_FILE_EXTENSION = /^\.(?:js|mjs|css|map|svg|png|jpe?g|webp|ico|woff2?|ttf|wasm)\b/;
const QUERY_SECRET =
  /[?&](token|code|otp|sid|session|password|secret|key|signature|sig)=([^&\s"'#]{4,})/gi;
const COOKIE_SESSION = /\b(sid|session|staff_sid|social_login)=([A-Za-z0-9._%-]{8,})/gi;
/** A 6-digit code within a few characters after a word that names one. */
const CODE_NEAR_WORD =
  /\b(code|koda|kodo|otp|sms|pin|totp|passcode|verification|geslo|password)\b[^0-9\n]{0,24}(?<![A-Za-z0-9])(\d{6})(?![A-Za-z0-9])/gi;
// Not the digits of a decimal fraction (a response time of 8.2010479999999 ms passed the check).
const THIRTEEN_DIGITS = /(?<![\d.])\d{13}(?!\d)/g;
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g;

const EMSO_WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** packages/domain's EMSO rule: DDMMYYY RR BBB K, weights 7..2 twice, mod 11. */
export function isEmso(digits) {
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = EMSO_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  if (check !== Number(digits[12])) return false;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const yyy = Number(digits.slice(4, 7));
  const year = yyy >= 800 ? 1000 + yyy : 2000 + yyy;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO 13616 mod 97 on the compact form. */
export function isIban(candidate) {
  const compact = candidate.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function looksRandom(value) {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}

function mask(secret) {
  const text = String(secret);
  return text.length <= 4 ? '****' : `${text.slice(0, 2)}…(${text.length})`;
}

/** The hits of the JSON fields of one parsed log object, walked recursively. */
function fieldHits(value, path, hits) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => fieldHits(item, `${path}[${index}]`, hits));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const name = path === '' ? key : `${path}.${key}`;
    const lower = key.toLowerCase();
    if (typeof child === 'string' || typeof child === 'number') {
      const text = String(child);
      if (text === '' || REDACTED.test(text)) continue;
      if (CODE_KEY.test(lower)) {
        if (!ERROR_CODE.test(text) && /\d/.test(text))
          hits.push({ kind: 'one-time code', field: name, secret: text });
      } else if (SECRET_KEY.test(lower)) {
        const isPassword = /pass|pwd/.test(lower);
        // A password is a secret whatever it looks like; other fields may only name a kind.
        const harmless = isPassword
          ? /^(true|false|null)$/.test(text)
          : NON_SECRET_VALUE.test(text);
        if (!harmless) {
          hits.push({ kind: isPassword ? 'password' : 'secret field', field: name, secret: text });
        }
      }
    } else {
      fieldHits(child, name, hits);
    }
  }
}

function textHits(line, hits) {
  for (const password of KNOWN_PASSWORDS) {
    if (line.includes(password)) hits.push({ kind: 'e2e password', secret: password });
  }
  for (const match of line.matchAll(JWT)) hits.push({ kind: 'JWT', secret: match[0] });
  for (const match of line.matchAll(QUERY_SECRET)) {
    if (!REDACTED.test(match[2]) && !ERROR_CODE.test(match[2])) {
      hits.push({ kind: `query ${match[1]}`, secret: match[2] });
    }
  }
  for (const match of line.matchAll(COOKIE_SESSION)) {
    hits.push({ kind: 'session cookie', secret: match[2] });
  }
  for (const match of line.matchAll(CODE_NEAR_WORD)) {
    hits.push({ kind: 'one-time code', secret: match[2] });
  }
  for (const match of line.matchAll(LONG_SECRET)) {
    const after = line.slice((match.index ?? 0) + match[0].length);
    // A built file's name ends in a content hash (`short-time-service-page-DdkgZDf4.js`).
    if (BUILT_FILE_EXTENSION.test(after)) continue;
    if (looksRandom(match[0]) && !/^eyJ/.test(match[0])) {
      hits.push({ kind: 'long secret', secret: match[0] });
    }
  }
  for (const match of line.matchAll(THIRTEEN_DIGITS)) {
    // pino's "time" is milliseconds since 1970: from mid-2027 on, some of them pass the EMŠO check.
    if (line.slice(0, match.index).endsWith('"time":')) continue;
    if (isEmso(match[0])) hits.push({ kind: 'EMŠO', secret: match[0] });
  }
  for (const match of line.matchAll(IBAN_CANDIDATE)) {
    if (isIban(match[0])) hits.push({ kind: 'IBAN', secret: match[0] });
  }
}

/** Every hit of one log line (a pino JSON line or plain text). */
export function scanLine(line) {
  const hits = [];
  const trimmed = line.trim();
  if (trimmed === '') return hits;
  if (trimmed.startsWith('{')) {
    try {
      fieldHits(JSON.parse(trimmed), '', hits);
    } catch {
      // Not JSON after all: the text rules still apply.
    }
  }
  textHits(line, hits);
  // One secret found by two rules is one hit.
  const seen = new Set();
  return hits.filter((hit) => {
    const key = String(hit.secret);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every hit of a whole log, with its line number. */
export function scanText(text) {
  return text
    .split('\n')
    .flatMap((line, index) => scanLine(line).map((hit) => ({ ...hit, line: index + 1 })));
}

function main(files) {
  if (files.length === 0) {
    console.error('usage: node scripts/scan-logs.mjs <log file>…');
    return 2;
  }
  let total = 0;
  let lines = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      console.error(`${file}: cannot be read (${error.code ?? error.message})`);
      return 2;
    }
    const count = text.split('\n').filter((line) => line.trim() !== '').length;
    if (count === 0) {
      console.error(`${file}: empty; a scan of nothing proves nothing`);
      return 2;
    }
    lines += count;
    for (const hit of scanText(text)) {
      total += 1;
      const where = hit.field === undefined ? '' : ` (${hit.field})`;
      console.log(`${file}:${hit.line}: ${hit.kind}${where}: ${mask(hit.secret)}`);
    }
  }
  console.log(`${lines} log lines scanned, ${total} hits`);
  return total === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
