import { useId, useState, type ReactNode } from 'react';
import { useT } from '@onboarding/web-shell';
import { movePageIndex } from './carousel-index';
import { Icon } from './icon';
import './carousel.css';

export interface PagedCarouselProps {
  /** The carousel's name for assistive technology, translated by the caller. */
  readonly label: string;
  readonly pages: readonly ReactNode[];
  /** Controlled page index; leave out for an uncontrolled carousel starting at defaultIndex. */
  readonly index?: number;
  readonly defaultIndex?: number;
  readonly onIndexChange?: (index: number) => void;
  readonly className?: string;
}

/**
 * Pages with previous / next arrows and numbered buttons (spec 3 §2): an arrow moves the index by
 * one, clamped to the first and last page; a number jumps to its page. APG carousel: a region with
 * roledescription "carousel", each page a group "N of M", and a polite live region, since it never
 * turns by itself. The arrows stay focusable at either end (aria-disabled), so focus is not lost.
 */
export function PagedCarousel({
  label,
  pages,
  index,
  defaultIndex = 0,
  onIndexChange,
  className,
}: PagedCarouselProps) {
  const t = useT();
  const baseId = useId();
  const count = pages.length;
  const [ownIndex, setOwnIndex] = useState(() => movePageIndex(defaultIndex, 0, count));
  const current = movePageIndex(index ?? ownIndex, 0, count);

  const goTo = (next: number) => {
    const clamped = movePageIndex(next, 0, count);
    if (clamped === current) return;
    setOwnIndex(clamped);
    onIndexChange?.(clamped);
  };

  return (
    <section
      className={['carousel', 'carousel--paged', className].filter(Boolean).join(' ')}
      aria-roledescription={t('ui.carousel.roleDescription')}
      aria-label={label}
    >
      <div className="carousel__viewport" aria-live="polite">
        {pages.map((page, pageIndex) => (
          <div
            key={pageIndex}
            id={`${baseId}-page-${pageIndex}`}
            className="carousel__page"
            role="group"
            aria-roledescription={t('ui.carousel.slideRoleDescription')}
            aria-label={t('ui.carousel.position', { number: pageIndex + 1, count })}
            hidden={pageIndex !== current}
          >
            {page}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-controls={`${baseId}-page-${current}`}
          aria-disabled={current === 0 || undefined}
          onClick={() => goTo(movePageIndex(current, -1, count))}
        >
          <Icon name="chevronLeft" />
          <span className="visually-hidden">{t('ui.carousel.previous')}</span>
        </button>
        <ol className="carousel__numbers">
          {pages.map((_page, pageIndex) => (
            <li key={pageIndex}>
              <button
                type="button"
                className="carousel__number"
                aria-current={pageIndex === current || undefined}
                aria-label={t('ui.carousel.goTo', { number: pageIndex + 1 })}
                onClick={() => goTo(pageIndex)}
              >
                {pageIndex + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="carousel__arrow"
          aria-controls={`${baseId}-page-${current}`}
          aria-disabled={current === count - 1 || undefined}
          onClick={() => goTo(movePageIndex(current, 1, count))}
        >
          <Icon name="chevronRight" />
          <span className="visually-hidden">{t('ui.carousel.next')}</span>
        </button>
      </div>
    </section>
  );
}
