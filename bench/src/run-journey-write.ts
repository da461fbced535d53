// `npm run bench:write -w @onboarding/bench`: only the journey-step write of `npm run bench`.
// BENCH_TRACED_ENV (JSON) adds variables to the traced server's (journey-write.ts).
import { measureJourneyWriteAgainstBaseline, printJourneyWrite } from './journey-write';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

printJourneyWrite(await measureJourneyWriteAgainstBaseline(seconds, rounds), seconds, rounds);
