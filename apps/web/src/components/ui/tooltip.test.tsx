import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { choosePlacement, Tooltip, TOOLTIP_TYPES } from './tooltip';

const TRIGGER_NAMES = {
  custom: 'More information',
  alert: 'Important',
  description: 'Explanation',
  error: 'About the error',
  info: 'Information',
  message: 'Message',
  warn: 'Warning',
} as const;

function tip(): HTMLElement {
  return screen.getByRole('tooltip', { hidden: true });
}

describe('Tooltip', () => {
  it.each(TOOLTIP_TYPES)('of type %s is a named button described by its tip', async (type) => {
    const { container } = renderUi(
      <p>
        Fee <Tooltip type={type} content="Charged once a month" />
      </p>,
    );
    const trigger = screen.getByRole('button', { name: TRIGGER_NAMES[type] });
    expect(trigger.getAttribute('aria-describedby')).toBe(tip().id);
    // Read with the button even while hidden.
    expect(tip().textContent).toBe('Charged once a month');
    expect(tip().hidden).toBe(true);
    expect(container.querySelector(`.tooltip--${type}`)).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows on keyboard focus and closes with Escape', async () => {
    renderUi(
      <>
        <button type="button">Before</button>
        <Tooltip type="info" content="Charged once a month" />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Information' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Charged once a month');
    await userEvent.keyboard('{Escape}');
    expect(tip().hidden).toBe(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(tip().hidden).toBe(false);
    await userEvent.tab({ shift: true });
    expect(tip().hidden).toBe(true);
  });

  it('shows while hovered, the tip itself included', async () => {
    const { container } = renderUi(<Tooltip type="warn" content="Check the amount" />);
    await userEvent.hover(screen.getByRole('button', { name: 'Warning' }));
    expect(tip().hidden).toBe(false);
    await userEvent.hover(tip());
    expect(tip().hidden).toBe(false);
    await userEvent.unhover(container.querySelector('.tooltip')!);
    expect(tip().hidden).toBe(true);
  });

  it('Escape closes a tip opened by the pointer', async () => {
    renderUi(<Tooltip type="message" content="We will call you" />);
    await userEvent.hover(screen.getByRole('button', { name: 'Message' }));
    await userEvent.keyboard('{Escape}');
    expect(tip().hidden).toBe(true);
  });

  it('opens on a tap', async () => {
    renderUi(<Tooltip type="description" content="The yearly interest" />);
    await userEvent.pointer({ keys: '[TouchA]', target: screen.getByRole('button') });
    expect(tip().hidden).toBe(false);
  });

  it('takes a custom label, icon and visible trigger text', async () => {
    renderUi(
      <Tooltip
        type="custom"
        label="What is EMSO?"
        icon="question"
        content="Your personal number"
      />,
    );
    expect(screen.getByRole('button', { name: 'What is EMSO?' })).toBeDefined();
    renderUi(
      <Tooltip type="custom" content="Annual percentage rate">
        APR
      </Tooltip>,
    );
    const word = screen.getByRole('button', { name: 'APR' });
    expect(word.getAttribute('aria-describedby')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('names its trigger in the active language', () => {
    renderUi(<Tooltip type="warn" content="Kontrolloni shumën" />, { language: 'sq' });
    expect(screen.getByRole('button', { name: 'Paralajmërim' })).toBeDefined();
  });

  it('has no axe violations while open', async () => {
    const { container } = renderUi(<Tooltip type="error" content="The code has expired" />);
    await userEvent.hover(screen.getByRole('button'));
    await expectNoAxeViolations(container);
  });
});

describe('choosePlacement', () => {
  it('keeps the tip at the trigger’s start when it fits in the window', () => {
    expect(choosePlacement({ left: 100, right: 130 }, { left: 100, width: 200 }, 1280)).toBe(
      'start',
    );
  });

  it('ends the tip at the trigger’s end when it would run past the right edge', () => {
    expect(choosePlacement({ left: 1200, right: 1230 }, { left: 1200, width: 300 }, 1280)).toBe(
      'end',
    );
  });

  it('makes a sheet of a tip that fits neither way', () => {
    expect(choosePlacement({ left: 150, right: 180 }, { left: 150, width: 288 }, 320)).toBe(
      'sheet',
    );
  });
});
