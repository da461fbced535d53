/**
 * Runs `task` once the browser has painted the current frame: code a page may need later (the
 * registration form behind "Continue") then downloads without competing with the page's first
 * paint for a slow connection (decision 219). Returns what cancels it (an effect's cleanup).
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a timer set there runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
