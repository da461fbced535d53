import { SWIPE_MAX_VERTICAL_RATIO, SWIPE_MIN_HORIZONTAL_SHARE } from '@onboarding/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwipeCarousel, swipeDirection } from './swipe-carousel';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const WIDTH = 1000;
const SLIDES = ['Sign up', 'Upload documents', 'Video call'].map((text) => (
  <p key={text}>{text}</p>
));

beforeEach(() => {
  vi.stubGlobal('innerWidth', WIDTH);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function visibleSlide(): string {
  return screen.getAllByRole('group').find((group) => !group.hidden)?.textContent ?? '';
}

function swipe(dx: number, dy = 0) {
  const viewport = document.querySelector('.carousel__viewport')!;
  fireEvent.pointerDown(viewport, { clientX: 500, clientY: 300 });
  fireEvent.pointerUp(viewport, { clientX: 500 + dx, clientY: 300 + dy });
}

describe('swipeDirection', () => {
  const threshold = SWIPE_MIN_HORIZONTAL_SHARE * WIDTH; // 130 px

  it('ignores a horizontal move under 13 % of the window width', () => {
    expect(swipeDirection(threshold - 1, 0, WIDTH)).toBeNull();
    expect(swipeDirection(-(threshold - 1), 0, WIDTH)).toBeNull();
    expect(swipeDirection(0, 0, WIDTH)).toBeNull();
    expect(swipeDirection(threshold, 0, WIDTH)).toBe('previous');
  });

  it('ignores a move whose vertical-to-horizontal ratio exceeds 30 %', () => {
    expect(swipeDirection(200, 200 * SWIPE_MAX_VERTICAL_RATIO, WIDTH)).toBe('previous');
    expect(swipeDirection(200, 200 * SWIPE_MAX_VERTICAL_RATIO + 1, WIDTH)).toBeNull();
    expect(swipeDirection(-200, -61, WIDTH)).toBeNull();
  });

  it('goes to the previous page on a positive move and the next on a negative one', () => {
    expect(swipeDirection(300, 10, WIDTH)).toBe('previous');
    expect(swipeDirection(-300, -10, WIDTH)).toBe('next');
  });
});

describe('SwipeCarousel', () => {
  it('moves with swipes, ignoring short and steep ones, clamped at the ends', () => {
    const onIndexChange = vi.fn();
    renderUi(<SwipeCarousel label="Steps" slides={SLIDES} onIndexChange={onIndexChange} />);
    expect(visibleSlide()).toBe('Sign up');
    swipe(200);
    expect(visibleSlide()).toBe('Sign up');
    swipe(-129);
    expect(visibleSlide()).toBe('Sign up');
    swipe(-200, 80);
    expect(visibleSlide()).toBe('Sign up');
    swipe(-130);
    expect(visibleSlide()).toBe('Upload documents');
    swipe(-400, 50);
    expect(visibleSlide()).toBe('Video call');
    swipe(-400);
    expect(visibleSlide()).toBe('Video call');
    swipe(250);
    expect(visibleSlide()).toBe('Upload documents');
    expect(onIndexChange.mock.calls.map((call) => call[0] as number)).toEqual([1, 2, 1]);
  });

  it('forgets a move the browser took over (pointercancel)', () => {
    renderUi(<SwipeCarousel label="Steps" slides={SLIDES} />);
    const viewport = document.querySelector('.carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 500, clientY: 300 });
    fireEvent.pointerCancel(viewport);
    fireEvent.pointerUp(viewport, { clientX: 100, clientY: 300 });
    expect(visibleSlide()).toBe('Sign up');
  });

  it('moves with the left and right arrow keys on its dots, focus following', async () => {
    renderUi(<SwipeCarousel label="Steps" slides={SLIDES} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Show slide 1');
    await userEvent.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe('Upload documents');
    expect(document.activeElement?.textContent).toBe('Show slide 2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleSlide()).toBe('Video call');
    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toBe('Upload documents');
    expect(document.activeElement?.textContent).toBe('Show slide 2');
  });

  it('shows the slide of a dot and marks that dot', async () => {
    renderUi(<SwipeCarousel label="Steps" slides={SLIDES} />);
    const dots = screen.getAllByRole('button');
    expect(dots.map((dot) => dot.textContent)).toEqual([
      'Show slide 1',
      'Show slide 2',
      'Show slide 3',
    ]);
    await userEvent.click(dots[2]!);
    expect(visibleSlide()).toBe('Video call');
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
    expect(dots[0]!.hasAttribute('aria-current')).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<SwipeCarousel label="Steps" slides={SLIDES} />);
    await expectNoAxeViolations(container);
  });
});
