import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { FigureList } from './figure-list';

describe('FigureList', () => {
  it('when given figures, then each name is a term followed by its value, in order', async () => {
    const { container } = renderUi(
      <FigureList
        className="offer"
        figures={[
          ['Amount', '€1,000.00'],
          ['Rate', <strong key="rate">3.10 %</strong>],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Amount', 'Rate']);
    expect(values).toEqual(['€1,000.00', '3.10 %']);
    expect(container.querySelector('dl')?.className).toBe('figure-list offer');
    await expectNoAxeViolations(container);
  });
});
