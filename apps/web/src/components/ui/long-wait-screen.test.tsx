import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongWaitScreen, moveSlide, type LongWaitScreenProps } from './long-wait-screen';
import { expectNoAxeViolations } from './testing/axe';
import { installMatchMedia } from './testing/match-media';
import { renderUi } from './testing/render-ui';

const SLIDES = [
  { id: 'app', title: 'Our mobile app', text: 'Pay with your phone.' },
  { id: 'card', title: 'Your card', text: 'It arrives within two weeks.' },
  { id: 'save', title: 'Saving', text: 'Put money aside every month.' },
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderScreen(props: Partial<LongWaitScreenProps> = {}) {
  const element = (overrides: Partial<LongWaitScreenProps>) => (
    <LongWaitScreen
      title="We are preparing your offer"
      slides={SLIDES}
      durationSeconds={90}
      {...props}
      {...overrides}
    />
  );
  const result = renderUi(element({}));
  return {
    ...result,
    rerenderWith: (overrides: Partial<LongWaitScreenProps>) => result.rerender(element(overrides)),
  };
}

function clock(): string {
  return screen.getByRole('timer').textContent ?? '';
}

function slideTitle(): string {
  return screen.getByRole('heading', { level: 2 }).textContent ?? '';
}

describe('moveSlide', () => {
  it('moves through moveLongWaitSlide and stays within the slides', () => {
    expect(moveSlide(0, 'NEXT', 3)).toBe(1);
    expect(moveSlide(2, 'NEXT', 3)).toBe(2);
    expect(moveSlide(0, 'PREVIOUS', 3)).toBe(0);
    expect(moveSlide(2, 'PREVIOUS', 3)).toBe(1);
    expect(moveSlide(2, 'RESET', 3)).toBe(0);
  });
});

describe('LongWaitScreen', () => {
  it('counts down once a second and stops at zero', () => {
    vi.useFakeTimers();
    renderScreen({ durationSeconds: 5 });
    expect(screen.getByText('Time remaining')).toBeDefined();
    expect(clock()).toBe('0:05');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(clock()).toBe('0:02');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(clock()).toBe('0:00');
  });

  it('counts the time waited when reversed, keeping the time already waited', () => {
    vi.useFakeTimers();
    const { rerenderWith } = renderScreen({ durationSeconds: 90 });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(clock()).toBe('1:26');
    rerenderWith({ countdownDirection: 'up' });
    expect(screen.getByText('Time waited')).toBeDefined();
    expect(clock()).toBe('0:04');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(clock()).toBe('0:06');
    rerenderWith({ countdownDirection: 'down' });
    expect(clock()).toBe('1:24');
  });

  it('goes through the slides: next, previous, and start again on the last', async () => {
    renderScreen();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(slideTitle()).toBe('Our mobile app');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(slideTitle()).toBe('Our mobile app');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(slideTitle()).toBe('Your card');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(slideTitle()).toBe('Saving');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(slideTitle()).toBe('Your card');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(slideTitle()).toBe('Our mobile app');
  });

  it('slides in only a slide moved to: the first is there as the page opens', async () => {
    const { container } = renderScreen();
    const slide = () => container.querySelector('.long-wait__slide');
    expect(slide()?.classList.contains('long-wait__slide--moved-to')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(slideTitle()).toBe('Your card');
    expect(slide()?.classList.contains('long-wait__slide--moved-to')).toBe(true);
  });

  it('titles itself as the page, or one level lower inside a page', () => {
    const { rerenderWith } = renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We are preparing your offer',
    );
    rerenderWith({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'We are preparing your offer',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Our mobile app');
  });

  it('has an explore button when given one', async () => {
    const onExplore = vi.fn();
    const { rerenderWith } = renderScreen();
    expect(screen.queryByRole('button', { name: 'Explore our offer' })).toBeNull();
    rerenderWith({ onExplore });
    await userEvent.click(screen.getByRole('button', { name: 'Explore our offer' }));
    expect(onExplore).toHaveBeenCalledOnce();
  });

  it('respects prefers-reduced-motion', () => {
    const media = installMatchMedia({ reducedMotion: true });
    const { container } = renderScreen();
    expect(container.querySelector('.long-wait')?.className).toContain('long-wait--still');
    act(() => {
      media.setReducedMotion(false);
    });
    expect(container.querySelector('.long-wait')?.className).toContain('long-wait--animated');
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen({ onExplore: vi.fn(), text: 'This takes a minute or two.' });
    await expectNoAxeViolations(container);
  });
});
