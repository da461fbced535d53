// `npm run bench:signing -w @onboarding/bench`: the signing figure alone (run.ts calls it too).
import { measureSigning, printSigning } from './signing';

printSigning(await measureSigning(Number(process.env.BENCH_SIGNING_ROUNDS ?? 30)));
