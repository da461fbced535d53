import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { movePageIndex } from './carousel-index';
import { PagedCarousel } from './paged-carousel';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const PAGES = ['First offer', 'Second offer', 'Third offer', 'Fourth offer'].map((text) => (
  <p key={text}>{text}</p>
));

function visiblePage(): string {
  return screen.getAllByRole('group').find((group) => !group.hidden)?.textContent ?? '';
}

describe('movePageIndex', () => {
  it('moves by the step and clamps to the first and last page', () => {
    expect(movePageIndex(0, 1, 4)).toBe(1);
    expect(movePageIndex(3, 1, 4)).toBe(3);
    expect(movePageIndex(0, -1, 4)).toBe(0);
    expect(movePageIndex(2, -1, 4)).toBe(1);
    expect(movePageIndex(9, 0, 4)).toBe(3);
    expect(movePageIndex(1, 1, 0)).toBe(0);
  });
});

describe('PagedCarousel', () => {
  it('moves one page with the arrows, clamped at both ends', async () => {
    const onIndexChange = vi.fn();
    renderUi(<PagedCarousel label="Offers" pages={PAGES} onIndexChange={onIndexChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(visiblePage()).toBe('First offer');
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(previous);
    expect(visiblePage()).toBe('First offer');
    expect(onIndexChange).not.toHaveBeenCalled();

    await userEvent.click(next);
    expect(visiblePage()).toBe('Second offer');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(visiblePage()).toBe('Fourth offer');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(onIndexChange).toHaveBeenCalledTimes(3);

    await userEvent.click(previous);
    expect(visiblePage()).toBe('Third offer');
  });

  it('jumps to the page of a numbered button and marks it current', async () => {
    renderUi(<PagedCarousel label="Offers" pages={PAGES} />);
    const three = screen.getByRole('button', { name: 'Go to page 3' });
    expect(three.textContent).toBe('3');
    await userEvent.click(three);
    expect(visiblePage()).toBe('Third offer');
    expect(three.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to page 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('names the carousel and its pages', () => {
    renderUi(<PagedCarousel label="Offers" pages={PAGES} defaultIndex={1} />, { language: 'sl' });
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.getAttribute('aria-roledescription')).toBe('vrtiljak');
    expect(screen.getByRole('group', { name: '2 od 4' }).textContent).toBe('Second offer');
  });

  it('follows a controlled index', () => {
    const { rerender } = renderUi(<PagedCarousel label="Offers" pages={PAGES} index={2} />);
    expect(visiblePage()).toBe('Third offer');
    rerender(<PagedCarousel label="Offers" pages={PAGES} index={0} />);
    expect(visiblePage()).toBe('First offer');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<PagedCarousel label="Offers" pages={PAGES} />);
    await expectNoAxeViolations(container);
  });
});
