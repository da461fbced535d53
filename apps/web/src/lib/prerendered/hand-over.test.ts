import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverPrerenderedPage, isReadyToShow } from './hand-over';

const SHOWN = 'data-prerender-shown';

/** index.html as the loader leaves it: the picture in #root, shown or not. */
function prerenderedDocument(shown: boolean): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="prerendered-page" inert><main><h1>Picture</h1></main></div></div>';
  if (shown) document.documentElement.setAttribute(SHOWN, '');
  const root = document.getElementById('root');
  if (root === null) throw new Error('no root');
  return root;
}

/** What the app's render puts in the root. */
function render(root: HTMLElement, markup: string): void {
  root.innerHTML = markup;
}

/** The mutation observer's turn (a microtask), then the frame and the timer after it. */
async function afterTheNextFrame(): Promise<void> {
  await Promise.resolve();
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

const picture = () => document.querySelector('.prerendered-page');

describe('handOverPrerenderedPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(SHOWN);
  });

  it('leaves a picture that is not shown in the root, for the first render to empty', () => {
    const root = prerenderedDocument(false);
    expect(handOverPrerenderedPage(root)).toBe(false);
    expect(root.hidden).toBe(false);
    expect(picture()?.parentElement).toBe(root);
  });

  it('keeps the picture on screen beside the hidden root until the page has its heading', async () => {
    const root = prerenderedDocument(true);
    expect(handOverPrerenderedPage(root)).toBe(true);
    expect(picture()?.nextElementSibling).toBe(root);
    expect(root.hidden).toBe(true);

    render(root, '<header>Bank</header><main></main>');
    await afterTheNextFrame();
    expect(root.hidden).toBe(true);
    expect(picture()).not.toBeNull();

    render(root, '<header>Bank</header><main><h1>Page</h1></main>');
    await afterTheNextFrame();
    expect(root.hidden).toBe(false);
    expect(picture()).toBeNull();
    expect(document.documentElement.hasAttribute(SHOWN)).toBe(false);
  });

  it('waits while something is loading, and for the frame after a change', async () => {
    const root = prerenderedDocument(true);
    handOverPrerenderedPage(root);
    render(root, '<main><h1>Page</h1><div class="loading-mask"></div></main>');
    await afterTheNextFrame();
    expect(root.hidden).toBe(true);

    root.querySelector('.loading-mask')?.remove();
    await Promise.resolve();
    expect(root.hidden).toBe(true);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
  });

  it('shows the render after the limit even when it never becomes ready', async () => {
    const root = prerenderedDocument(true);
    handOverPrerenderedPage(root, 3000);
    render(root, '<main><p>No heading</p></main>');
    await afterTheNextFrame();
    vi.advanceTimersByTime(2900);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(100);
    expect(root.hidden).toBe(false);
    expect(picture()).toBeNull();
  });
});

describe('isReadyToShow', () => {
  it.each([
    ['<main><h1>Page</h1></main>', true],
    ['<main><h2>Part</h2></main>', false],
    ['<main><h1>Page</h1><div role="status"><div class="loading-mask"></div></div></main>', false],
    ['<main><h1>Page</h1><span class="spinner" role="status"></span></main>', false],
    ['<main><h1>Page</h1><span class="spinner" aria-hidden="true"></span></main>', true],
  ])('%s → %s', (markup, ready) => {
    const root = document.createElement('div');
    root.innerHTML = markup;
    expect(isReadyToShow(root)).toBe(ready);
  });
});
