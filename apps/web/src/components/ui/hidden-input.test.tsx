import { describe, expect, it } from 'vitest';
import { HiddenInput } from './hidden-input';
import { renderUi } from './testing/render-ui';

describe('HiddenInput', () => {
  it('carries a value without showing it', () => {
    const ref = { current: null as HTMLInputElement | null };
    const { container } = renderUi(<HiddenInput name="productId" value="42" readOnly ref={ref} />);
    const input = container.querySelector('input');
    expect(input?.type).toBe('hidden');
    expect(input?.value).toBe('42');
    expect(ref.current).toBe(input);
  });
});
