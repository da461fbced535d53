// `npm run bench:journey -w @onboarding/bench`: the journey figure alone (run.ts calls it too).
import { measureJourneyApi, printJourneyApi } from './journey-api';

printJourneyApi(await measureJourneyApi(Number(process.env.BENCH_ROUNDS ?? 3)));
