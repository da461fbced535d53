/**
 * How long a test waits for what follows a real timer of `timerMs` (a poll, a page's delay): the
 * timer itself and a margin for a CI machine busy with the browser tests beside the unit tests,
 * where a render after the timer has taken seconds.
 */
const BUSY_MACHINE_MARGIN_MS = 7000;

export function pastRealTimer(timerMs: number): { readonly timeout: number } {
  return { timeout: timerMs + BUSY_MACHINE_MARGIN_MS };
}
