/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { stepListFor } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StepProgress } from './step-progress';

// The stylesheet as written (jsdom applies no CSS): what the rule draws is checked in its text.
const progressCss = readFileSync(`${import.meta.dirname}/step-progress.css`, 'utf8');

describe('step progress (spec 1 §4, decision 209)', () => {
  it('names the position and the step in one short line: "Step 3 of 11 · Personal data"', () => {
    renderWithProviders(
      <StepProgress steps={stepListFor('CURRENTACCOUNT')} current="DataEntry" />,
      { language: 'en' },
    );
    const line = screen.getByText('Step 3 of 11', { exact: false });
    expect(line.textContent).toBe('Step 3 of 11 · Personal data');
  });

  it('keeps only its room in a picture when it is the state’s progress, not the page’s (decision 293)', () => {
    const steps = stepListFor('CURRENTACCOUNT');
    const ofTheState = renderWithProviders(
      <StepProgress steps={steps} current="DataEntry" ofTheState />,
      { language: 'en' },
    );
    expect(screen.getByRole('navigation').hasAttribute('data-prerender-blank')).toBe(true);
    ofTheState.unmount();
    renderWithProviders(<StepProgress steps={steps} current="DataEntry" />, { language: 'en' });
    expect(screen.getByRole('navigation').hasAttribute('data-prerender-blank')).toBe(false);
  });

  it('wraps a step name between words only, never inside one (the loan’s 14 steps at 1280 px)', () => {
    const label = /\.step-progress__label\s*\{([^}]*)\}/.exec(progressCss)?.[1] ?? '';
    expect(label).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
    const list = /\.step-progress__list\s*\{([^}]*)\}/.exec(progressCss)?.[1] ?? '';
    // Each column at least its longest word wide.
    expect(list).toMatch(/minmax\(min-content/);
  });
});
