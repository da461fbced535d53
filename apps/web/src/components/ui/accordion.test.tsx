import { ACCORDION_TOGGLE_MAX_WIDTH_PX } from '@onboarding/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';
import { expectNoAxeViolations } from './testing/axe';
import { installMatchMedia } from './testing/match-media';
import { renderUi } from './testing/render-ui';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAccordion(headerPosition: 'top' | 'bottom' = 'top') {
  return renderUi(
    <Accordion title="Fees" headerPosition={headerPosition}>
      <p>No fee for the first year.</p>
    </Accordion>,
  );
}

function content(): HTMLElement {
  return screen.getByText('No fee for the first year.');
}

describe('Accordion', () => {
  it('stays open, with a plain heading, on a window 480 px or wider', async () => {
    installMatchMedia({ width: ACCORDION_TOGGLE_MAX_WIDTH_PX });
    renderAccordion();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fees' })).toBeDefined();
    expect(content().closest('[hidden]')).toBeNull();
    await userEvent.click(screen.getByText('Fees'));
    expect(content().closest('[hidden]')).toBeNull();
  });

  it('toggles on a window narrower than 480 px', async () => {
    installMatchMedia({ width: ACCORDION_TOGGLE_MAX_WIDTH_PX - 1 });
    renderAccordion();
    const trigger = screen.getByRole('button', { name: 'Fees' });
    expect(trigger.closest('h3')).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(content().closest('[hidden]')).not.toBeNull();
    expect(trigger.getAttribute('aria-controls')).toBe(
      screen.getByRole('region', { hidden: true }).id,
    );

    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(content().closest('[hidden]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Fees' })).toBeDefined();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the window when it is resized across 480 px', () => {
    const media = installMatchMedia({ width: 1024 });
    renderAccordion();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => media.setWidth(375));
    expect(screen.getByRole('button', { name: 'Fees' })).toBeDefined();
    expect(content().closest('[hidden]')).not.toBeNull();
    act(() => media.setWidth(800));
    expect(screen.queryByRole('button')).toBeNull();
    expect(content().closest('[hidden]')).toBeNull();
  });

  it('can start open on a narrow window', () => {
    installMatchMedia({ width: 320 });
    renderUi(
      <Accordion title="Fees" defaultOpen>
        <p>No fee for the first year.</p>
      </Accordion>,
    );
    expect(screen.getByRole('button', { name: 'Fees' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('puts the header under the content when asked', () => {
    installMatchMedia({ width: 320 });
    renderAccordion('bottom');
    const trigger = screen.getByRole('button', { name: 'Fees' });
    const panel = screen.getByRole('region', { hidden: true });
    expect(panel.compareDocumentPosition(trigger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays open where matchMedia is missing', () => {
    renderAccordion();
    expect(content().closest('[hidden]')).toBeNull();
  });

  it('has no axe violations, narrow and wide', async () => {
    const media = installMatchMedia({ width: 320 });
    const { container } = renderAccordion();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Fees' }));
    await expectNoAxeViolations(container);
    act(() => media.setWidth(1280));
    await expectNoAxeViolations(container);
  });
});
