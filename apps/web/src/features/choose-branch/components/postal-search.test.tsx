import { getVariant } from '@onboarding/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PostalSearch } from './postal-search';

const noop = () => undefined;

describe('the branch search’s hint', () => {
  it('gives a Slovenian place in the si variant', () => {
    renderWithProviders(<PostalSearch area={null} onFound={noop} onShowAll={noop} />, {
      language: 'sl',
    });
    expect(screen.getByText('Na primer 4220 ali Škofja Loka.')).toBeDefined();
  });

  it.each([
    ['sq', 'Për shembull 2001 ose Durrës.'],
    ['en', 'For example 2001 or Durrës.'],
  ] as const)('gives an Albanian place in the al variant, in %s', (language, hint) => {
    const { container } = renderWithProviders(
      <PostalSearch area={null} onFound={noop} onShowAll={noop} />,
      { language, variant: getVariant('al') },
    );
    expect(screen.getByText(hint)).toBeDefined();
    expect(container.textContent).not.toMatch(/Škofja|4220/);
  });
});

describe('the branch search', () => {
  const search = (query: string, variant: 'si' | 'al') => {
    const onFound = vi.fn();
    renderWithProviders(<PostalSearch area={null} onFound={onFound} onShowAll={noop} />, {
      language: 'en',
      variant: getVariant(variant),
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: query } });
    fireEvent.submit(screen.getByRole('search'));
    return onFound;
  };

  it('finds an Albanian postal code in the al variant', () => {
    expect(search('1001', 'al')).toHaveBeenCalledWith(
      expect.objectContaining({ code: '1001', place: 'Tiranë' }),
    );
  });

  it('finds a Slovenian postal code in the si variant', () => {
    expect(search('1001', 'si')).toHaveBeenCalledWith(
      expect.objectContaining({ code: '1001', place: 'Ljubljana' }),
    );
  });
});

describe('the branch search’s ids (decision 257)', () => {
  it('are the same on every render, whatever React rendered before it', () => {
    const idsOfOneRender = () => {
      const { unmount } = renderWithProviders(
        <PostalSearch area={null} onFound={noop} onShowAll={noop} />,
        { language: 'en' },
      );
      const field = screen.getByRole('textbox', { name: 'Postal code or place' });
      const ids = [field.id, field.getAttribute('aria-describedby')];
      unmount();
      return ids;
    };
    const first = idsOfOneRender();
    expect(first).toEqual(['choose-branch-search', 'choose-branch-search-hint']);
    expect(idsOfOneRender()).toEqual(first);
  });
});
