import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankMark } from './bank-mark';

describe('BankMark', () => {
  it('is hidden from assistive technology and never takes focus', () => {
    const { container } = render(<BankMark />);
    const mark = container.querySelector('svg');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.getAttribute('focusable')).toBe('false');
  });
});
