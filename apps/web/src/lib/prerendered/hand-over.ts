import { PRERENDER_SHOWN_ATTRIBUTE } from '@onboarding/web-shell';
import { afterPaint } from '../chunks/after-paint';

/** How long the picture may stand in for a render that never becomes ready (a page without h1). */
export const HAND_OVER_LIMIT_MS = 3000;

/** What says a page is still loading: the loading mask (LoadingIndicator), a Spinner with a label. */
const LOADING = '.loading-mask, .spinner[role="status"]';

/** The app's render can take the picture's place: its page heading is in and nothing is loading. */
export function isReadyToShow(root: ParentNode): boolean {
  return root.querySelector('h1') !== null && root.querySelector(LOADING) === null;
}

/**
 * When index.html shows prerendered markup in `root` (decisions 221, 224), keeps that picture on
 * screen while the app renders into `root`, hidden, and swaps the two in one step once the app's
 * page is ready to show (checked after each change, a frame later, so that a query a page starts
 * as it mounts shows its mask first) or HAND_OVER_LIMIT_MS have passed. Without a picture shown
 * it does nothing: the app's first render empties `root`. Call it before rendering into `root`.
 * Says whether a picture stands in for the app's render.
 */
export function handOverPrerenderedPage(root: HTMLElement, limitMs = HAND_OVER_LIMIT_MS): boolean {
  const html = root.ownerDocument.documentElement;
  const picture = root.firstElementChild;
  if (!html.hasAttribute(PRERENDER_SHOWN_ATTRIBUTE) || picture === null) return false;
  // The picture stays where it was painted, beside the root instead of in it: the app owns `root`.
  root.before(picture);
  root.hidden = true;

  let done = false;
  const reveal = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(limit);
    picture.remove();
    root.hidden = false;
    html.removeAttribute(PRERENDER_SHOWN_ATTRIBUTE);
  };
  const observer = new MutationObserver(() =>
    afterPaint(() => {
      if (isReadyToShow(root)) reveal();
    }),
  );
  observer.observe(root, { childList: true, subtree: true });
  const limit = setTimeout(reveal, limitMs);
  return true;
}
