import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('pairs each term with its value in a description list, in the order given', async () => {
    render(
      <main>
        <FactList
          facts={[
            { term: 'E-mail', value: 'ana@example.si' },
            { term: 'Phone', value: <strong>+386 40 000 000</strong> },
          ]}
        />
      </main>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['E-mail', 'Phone']);
    expect(values).toEqual(['ana@example.si', '+386 40 000 000']);
    await expectNoAxeViolations();
  });
});
