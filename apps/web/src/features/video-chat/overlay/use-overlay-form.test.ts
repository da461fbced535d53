/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { TVideoInteraction } from '@onboarding/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showsOverlayForm, useOverlayForm } from './use-overlay-form';

function interaction(
  action: TVideoInteraction['interactivityAction'],
  data: TVideoInteraction['interactivityData'] = {},
): TVideoInteraction {
  return {
    interactivityOnGoing: true,
    interactivityAction: action,
    interactivityStep: null,
    interactivityData: data,
  };
}

const TWO_CONSENTS = interaction('SHOW_CONSENTS', {
  consents: [
    { id: 0, name: 'CLAIM_RECOVERY_DATA_HANDLING' },
    { id: 1, name: 'SOUND_RECORDING' },
  ],
});

describe('the overlay’s form and the call’s picture in picture (decision 254)', () => {
  it('counts a form as open while the operator’s action is on and unanswered', () => {
    const phone = interaction('SHOW_FORM_NUMBER');
    expect(showsOverlayForm(null, null, new Set())).toBe(false);
    expect(showsOverlayForm(phone, null, new Set())).toBe(true);
    expect(showsOverlayForm(phone, phone, new Set())).toBe(false);
    expect(showsOverlayForm({ ...phone, interactivityOnGoing: false }, null, new Set())).toBe(
      false,
    );
    expect(showsOverlayForm(TWO_CONSENTS, null, new Set([0]))).toBe(true);
    expect(showsOverlayForm(TWO_CONSENTS, null, new Set([0, 1]))).toBe(false);
    expect(showsOverlayForm(interaction('SHOW_CONSENTS', {}), null, new Set())).toBe(false);
  });

  it('closes a form until the operator sends the next, and asks everything afresh in the next call', () => {
    const card = interaction('SHOW_CONFIRM_CARD_NAME', { cardName: 'ANA NOVAK' });
    const initialProps: { current: TVideoInteraction | null } = { current: card };
    const { result, rerender } = renderHook(
      ({ current }: { current: TVideoInteraction | null }) => useOverlayForm(current),
      { initialProps },
    );
    expect(result.current.shown).toBe(true);
    act(() => result.current.close());
    expect(result.current.shown).toBe(false);

    rerender({ current: TWO_CONSENTS });
    expect(result.current.shown).toBe(true);
    act(() => result.current.answerConsent(0));
    act(() => result.current.answerConsent(1));
    expect(result.current.shown).toBe(false);

    // The call ended (the page clears the interaction); the next call's consents are asked again.
    rerender({ current: null });
    rerender({ current: TWO_CONSENTS });
    expect(result.current.answeredConsents.size).toBe(0);
    expect(result.current.shown).toBe(true);
  });

  it('lays the pictures over the dialog’s backdrop', () => {
    const zIndexOf = (css: string, selector: string) => {
      const escaped = selector.replace(/[.]/g, '\\.');
      const rule = new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      return Number(/z-index:\s*(\d+)/.exec(rule)?.[1]);
    };
    const callCss = readFileSync(`${import.meta.dirname}/../video-chat.css`, 'utf8');
    const dialogCss = readFileSync(
      `${import.meta.dirname}/../../../../../../packages/web-shell/src/dialog/dialog.css`,
      'utf8',
    );
    const backdrop = zIndexOf(dialogCss, '.dialog');
    expect(backdrop).toBeGreaterThan(0);
    expect(zIndexOf(callCss, '.video-call--pip .video-call__remote')).toBeGreaterThan(backdrop);
    expect(zIndexOf(callCss, '.video-call--pip .video-call__local')).toBeGreaterThan(backdrop);
  });
});
