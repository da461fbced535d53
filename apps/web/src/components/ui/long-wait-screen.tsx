import { moveLongWaitSlide, type LongWaitSlideMove } from '@onboarding/domain';
import { formatDuration } from '@onboarding/domain/format';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { Button } from './button';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { usePrefersReducedMotion } from './use-media-query';
import { PageHeading } from '../page-heading/page-heading';
import './long-wait-screen.css';

export type CountdownDirection = 'down' | 'up';

export interface LongWaitSlide {
  readonly id: string;
  /** Translated by the caller. */
  readonly title: ReactNode;
  readonly text: ReactNode;
}

export interface LongWaitScreenProps {
  /** What is happening ("We are preparing your offer"), translated by the caller. */
  readonly title: ReactNode;
  readonly text?: ReactNode;
  readonly slides: readonly LongWaitSlide[];
  /** The expected wait, in seconds, that the countdown runs through. */
  readonly durationSeconds: number;
  /** Seconds already waited when the screen opens (a reload keeps the clock of the run). */
  readonly elapsedAtStart?: number;
  /**
   * down: the time left; up: the time gone (spec 1 §4, the direction can be toggled). Switching
   * keeps the time already waited.
   */
  readonly countdownDirection?: CountdownDirection;
  /** The title's level: 1 when the screen is the page, 2 inside a page with its own title. */
  readonly headingLevel?: 1 | 2;
  /** The explore button (the bank's offer while waiting); no button when left out. */
  readonly onExplore?: () => void;
  readonly className?: string;
}

/** Slide index after a move (spec 1 §4, moveLongWaitSlide), kept within the slides. */
export function moveSlide(index: number, move: LongWaitSlideMove, count: number): number {
  return Math.min(Math.max(0, count - 1), moveLongWaitSlide(index, move));
}

/**
 * The screen shown while the bank works in the background (long-time service, spec 1 §4): a
 * spinner, a countdown that counts the time left or, reversed, the time gone, slides to read while
 * waiting (previous, next, and "start again" on the last, through moveLongWaitSlide), and an
 * explore button. It never moves by itself apart from the clock; with prefers-reduced-motion the
 * spinner stands still and slides change without a transition.
 */
export function LongWaitScreen({
  title,
  text,
  slides,
  durationSeconds,
  elapsedAtStart = 0,
  countdownDirection = 'down',
  headingLevel = 1,
  onExplore,
  className,
}: LongWaitScreenProps) {
  const t = useT();
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(() =>
    Math.min(durationSeconds, Math.max(0, Math.floor(elapsedAtStart))),
  );
  const [slideIndex, setSlideIndex] = useState(0);
  // Only a slide the reader moved to slides in: the page's first one is painted at once, with the
  // page's picture (decision 299), not faded in after it.
  const [moved, setMoved] = useState(false);
  const finished = elapsed >= durationSeconds;
  const Title = `h${headingLevel}` as const;
  const SlideTitle = `h${headingLevel + 1}` as 'h2' | 'h3';

  // The clock is an outside system: one tick a second until the expected time has passed.
  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => {
      setElapsed((seconds) => Math.min(durationSeconds, seconds + 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [finished, durationSeconds]);

  const count = slides.length;
  const current = Math.min(slideIndex, Math.max(0, count - 1));
  const slide = slides[current];
  const isLast = current >= count - 1;
  const moveTo = (move: LongWaitSlideMove) => {
    setMoved(true);
    setSlideIndex(moveSlide(current, move, count));
  };
  const shown = countdownDirection === 'down' ? durationSeconds - elapsed : elapsed;

  return (
    <section
      className={[
        'long-wait',
        reducedMotion ? 'long-wait--still' : 'long-wait--animated',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <div className="long-wait__status">
        <Spinner size="lg" decorative />
        {headingLevel === 1 ? (
          <PageHeading className="long-wait__title" id={titleId}>
            {title}
          </PageHeading>
        ) : (
          <Title className="long-wait__title" id={titleId}>
            {title}
          </Title>
        )}
        {text ? <p className="long-wait__text">{text}</p> : null}
        <p className="long-wait__countdown">
          <span className="long-wait__countdown-label">
            {t(
              countdownDirection === 'down'
                ? 'ui.longWait.timeRemaining'
                : 'ui.longWait.timeElapsed',
            )}
          </span>{' '}
          {/* role="timer" is not announced every second (its live region is off). A picture of
              the page keeps the clock's room only: its time is the reader's (decision 299). */}
          <span className="long-wait__clock" role="timer" data-prerender-blank>
            {formatDuration(shown)}
          </span>
        </p>
      </div>

      {slide ? (
        <div
          className="long-wait__slides"
          role="group"
          aria-roledescription={t('ui.carousel.roleDescription')}
          aria-label={t('ui.longWait.slidesLabel')}
        >
          <span className="long-wait__position" aria-hidden="true">
            {current + 1} / {count}
          </span>
          {/* A live region that stays while its slide changes, so the new slide is read. */}
          <div aria-live="polite">
            <div
              key={slide.id}
              className={`long-wait__slide${moved ? ' long-wait__slide--moved-to' : ''}`}
              role="group"
              aria-roledescription={t('ui.carousel.slideRoleDescription')}
              aria-label={t('ui.carousel.position', { number: current + 1, count })}
            >
              <SlideTitle className="long-wait__slide-title">{slide.title}</SlideTitle>
              <p className="long-wait__slide-text">{slide.text}</p>
            </div>
          </div>
          <div className="long-wait__slide-controls">
            <Button
              variant="secondary"
              aria-disabled={current === 0 || undefined}
              onClick={() => moveTo('PREVIOUS')}
            >
              <Icon name="chevronLeft" />
              {t('ui.carousel.previous')}
            </Button>
            {isLast ? (
              <Button variant="secondary" onClick={() => moveTo('RESET')}>
                {t('ui.longWait.startAgain')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => moveTo('NEXT')}>
                {t('ui.carousel.next')}
                <Icon name="chevronRight" />
              </Button>
            )}
          </div>
        </div>
      ) : null}

      {onExplore ? (
        <Button variant="primary" className="long-wait__explore" onClick={onExplore}>
          {t('ui.longWait.explore')}
        </Button>
      ) : null}
    </section>
  );
}
