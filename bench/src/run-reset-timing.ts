// `npm run bench:reset-timing -w @onboarding/bench`: the password-reset figure alone (run.ts calls
// it too). Needs the built server (`npm run build`).
import { measureResetTiming, printResetTiming } from './password-reset-timing';

printResetTiming(await measureResetTiming());
