/** How long a confirmed decision's result is waited for before the focus is left where it is. */
const WAIT_MS = 15_000;

/**
 * Moves the focus to what `find` names as soon as it is in the page: the result of a confirmed
 * decision may show only when the server has answered (the call page says its outcome after the
 * detail is read again). The focus is taken only from <body> or from `leftOn` (where the closed
 * dialog put it back): a member who has gone on to another control keeps it. The element gets
 * tabindex="-1" when it is not focusable by itself (an outcome message, a heading).
 */
export function focusWhenShown(
  find: () => HTMLElement | null,
  leftOn: Element | null,
  waitMs = WAIT_MS,
): () => void {
  let done = false;
  const free = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === leftOn;
  };
  const attempt = (): boolean => {
    if (done) return true;
    if (!free()) return true;
    const target = find();
    if (target === null || !target.isConnected) return false;
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
    target.focus();
    return document.activeElement === target;
  };
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(first);
  };
  const timer = window.setTimeout(stop, waitMs);
  // After the closing commit: the dialog hands the focus back to its opener first.
  const first = window.setTimeout(() => {
    if (attempt()) stop();
  }, 0);
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
