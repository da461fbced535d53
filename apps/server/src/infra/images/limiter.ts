/**
 * At most `concurrency` tasks at once, the rest wait in order. Image decoding takes the memory of
 * a whole photo; on two cores, more than two at a time only adds memory, not speed.
 */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
