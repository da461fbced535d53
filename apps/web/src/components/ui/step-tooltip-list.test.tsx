import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STEP_LIST_MODES, StepTooltipList, stepMark } from './step-tooltip-list';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { Tooltip } from './tooltip';

const RULES = [
  { id: 'length', label: 'At least 8 characters', done: true },
  { id: 'digit', label: 'A digit', done: false },
];

describe('stepMark', () => {
  it.each([
    ['simple', null, null],
    ['success', 'done', null],
    ['failure', null, 'failed'],
    ['boolean', 'done', 'failed'],
    ['complete', 'done', 'done'],
  ] as const)('in mode %s marks a done step %s and a failed one %s', (mode, done, failed) => {
    expect(stepMark(mode, true)).toBe(done);
    expect(stepMark(mode, false)).toBe(failed);
  });
});

describe('StepTooltipList', () => {
  it('marks each step done or failed, in words as well as icons', () => {
    renderUi(<StepTooltipList steps={RULES} mode="boolean" aria-label="Password rules" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters (done)',
      'A digit (not done)',
    ]);
    expect(items[0]?.className).toContain('step-list__item--done');
    expect(items[1]?.className).toContain('step-list__item--failed');
  });

  it.each(STEP_LIST_MODES)('in mode %s shows the marks of stepMark', (mode) => {
    const { container } = renderUi(<StepTooltipList steps={RULES} mode={mode} />);
    const marks = [...container.querySelectorAll('.step-list__item')].map((item) =>
      item.classList.contains('step-list__item--done')
        ? 'done'
        : item.classList.contains('step-list__item--failed')
          ? 'failed'
          : null,
    );
    expect(marks).toEqual(RULES.map((rule) => stepMark(mode, rule.done)));
    expect(container.querySelectorAll('.step-list__mark')).toHaveLength(
      marks.filter(Boolean).length,
    );
  });

  it('says the marks in the active language', () => {
    renderUi(<StepTooltipList steps={RULES} mode="boolean" />, { language: 'sl' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'At least 8 characters (opravljeno)',
      'A digit (ni opravljeno)',
    ]);
  });

  it('fits in a tooltip inside a paragraph, and has no axe violations', async () => {
    // A <ul> there would be invalid HTML (React reports it, which fails the test).
    const { container } = renderUi(
      <p>
        Password rules{' '}
        <Tooltip type="info" content={<StepTooltipList steps={RULES} mode="failure" />} />
      </p>,
    );
    expect(
      screen.getByRole('tooltip', { hidden: true }).querySelector('[role="list"]'),
    ).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
