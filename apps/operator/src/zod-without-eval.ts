// The content security policy allows no eval. Zod 4 would otherwise probe `new Function` on the
// first object parse, which the browser reports as a CSP violation; the server keeps the compiled
// parsers. Imported first by main.tsx so the setting holds before any schema parses.
import { config } from 'zod/v4/core';

config({ jitless: true });
