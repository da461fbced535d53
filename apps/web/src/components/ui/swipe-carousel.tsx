import { SWIPE_MAX_VERTICAL_RATIO, SWIPE_MIN_HORIZONTAL_SHARE } from '@onboarding/domain';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useT } from '@onboarding/web-shell';
import { movePageIndex } from './carousel-index';
import './carousel.css';

export type SwipeDirection = 'previous' | 'next';

/**
 * What a finger's move does (spec 3 §2): a horizontal move under 13 % of the window's width is
 * ignored, so is a move whose vertical-to-horizontal ratio exceeds 30 % (the page is being
 * scrolled); otherwise a move to the right (positive) goes to the previous page, to the left to the
 * next.
 */
export function swipeDirection(dx: number, dy: number, windowWidth: number): SwipeDirection | null {
  const horizontal = Math.abs(dx);
  if (horizontal === 0 || horizontal < SWIPE_MIN_HORIZONTAL_SHARE * windowWidth) return null;
  if (Math.abs(dy) / horizontal > SWIPE_MAX_VERTICAL_RATIO) return null;
  return dx > 0 ? 'previous' : 'next';
}

export interface SwipeCarouselProps {
  /** The carousel's name for assistive technology, translated by the caller. */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  readonly index?: number;
  readonly defaultIndex?: number;
  readonly onIndexChange?: (index: number) => void;
  readonly className?: string;
}

/**
 * Slides that follow a finger, with a dot per slide (spec 3 §2). Swipes are read from pointer
 * events (touch, pen and mouse alike). Each dot is a button that shows its slide, so the carousel
 * works without swiping; on a dot the left and right arrow keys turn the slides as well.
 */
export function SwipeCarousel({
  label,
  slides,
  index,
  defaultIndex = 0,
  onIndexChange,
  className,
}: SwipeCarouselProps) {
  const t = useT();
  const baseId = useId();
  const count = slides.length;
  const [ownIndex, setOwnIndex] = useState(() => movePageIndex(defaultIndex, 0, count));
  const current = movePageIndex(index ?? ownIndex, 0, count);
  const start = useRef<{ x: number; y: number } | null>(null);

  const goTo = (next: number) => {
    const clamped = movePageIndex(next, 0, count);
    if (clamped === current) return;
    setOwnIndex(clamped);
    onIndexChange?.(clamped);
  };

  const move = (direction: SwipeDirection | null) => {
    if (direction) goTo(current + (direction === 'next' ? 1 : -1));
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    move(swipeDirection(event.clientX - from.x, event.clientY - from.y, window.innerWidth));
  };

  // On a dot, the left and right arrows turn the slide and take focus to the new slide's dot.
  const handleKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = movePageIndex(current, event.key === 'ArrowLeft' ? -1 : 1, count);
    goTo(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <section
      className={['carousel', 'carousel--swipe', className].filter(Boolean).join(' ')}
      aria-roledescription={t('ui.carousel.roleDescription')}
      aria-label={label}
    >
      <div
        className="carousel__viewport carousel__viewport--swipe"
        aria-live="polite"
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            id={`${baseId}-slide-${slideIndex}`}
            className="carousel__page"
            role="group"
            aria-roledescription={t('ui.carousel.slideRoleDescription')}
            aria-label={t('ui.carousel.position', { number: slideIndex + 1, count })}
            hidden={slideIndex !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      <ol className="carousel__dots" onKeyDown={handleKeyDown}>
        {slides.map((_slide, slideIndex) => (
          <li key={slideIndex}>
            <button
              type="button"
              className="carousel__dot"
              aria-controls={`${baseId}-slide-${slideIndex}`}
              aria-current={slideIndex === current || undefined}
              onClick={() => goTo(slideIndex)}
            >
              <span className="visually-hidden">
                {t('ui.carousel.showSlide', { number: slideIndex + 1 })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
