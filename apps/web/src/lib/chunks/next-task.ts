interface TaskScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Settles in a task of its own, after what the browser has waiting (input, a frame): the
 * browser's `scheduler.yield()` where it has one, else a message to ourselves, which, unlike a
 * timer, is never held back to 4 ms. Work that follows it no longer lengthens the task that asked
 * for it (decision 306).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** An error of one callback, reported as the browser reports an uncaught one, the rest still run. */
function reportUncaught(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/**
 * A scheduler that runs each callback in the next task, and every callback given before that task
 * comes in it, in order: one yield to the browser for a burst, not one each (decision 306).
 */
export function inOneNextTask(): (callback: () => void) => void {
  let waiting: (() => void)[] = [];
  const runWaiting = () => {
    const due = waiting;
    waiting = [];
    for (const callback of due) {
      try {
        callback();
      } catch (error) {
        reportUncaught(error);
      }
    }
  };
  return (callback) => {
    waiting.push(callback);
    if (waiting.length === 1) void nextTask().then(runWaiting);
  };
}
