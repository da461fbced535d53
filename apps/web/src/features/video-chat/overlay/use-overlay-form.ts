import type { TVideoInteraction } from '@onboarding/domain';
import { useState } from 'react';

/**
 * Whether the operator's latest INTERACTION puts a form on the applicant's screen (spec 3 §4): an
 * ongoing action, not closed by the applicant, and for the consents one still unanswered.
 */
export function showsOverlayForm(
  interaction: TVideoInteraction | null,
  closed: TVideoInteraction | null,
  answeredConsents: ReadonlySet<number>,
): boolean {
  if (interaction === null || !interaction.interactivityOnGoing || closed === interaction) {
    return false;
  }
  switch (interaction.interactivityAction) {
    case 'SHOW_FORM_NUMBER':
    case 'SHOW_CONFIRM_FORM_NUMBER':
    case 'SHOW_CONFIRM_CARD_NAME':
      return true;
    case 'SHOW_CONSENTS':
      return (interaction.interactivityData?.consents ?? []).some(
        (consent) => !answeredConsents.has(consent.id),
      );
    default:
      return false;
  }
}

/** The overlay's state, kept by the call's page: the form and the call's layout both follow it. */
export interface OverlayForm {
  readonly interaction: TVideoInteraction | null;
  /** A form is on screen: the call shows the adviser in a corner above it (decision 254). */
  readonly shown: boolean;
  readonly answeredConsents: ReadonlySet<number>;
  /** The applicant closed the form (the read-only phone number) or answered it (the card name). */
  readonly close: () => void;
  readonly answerConsent: (id: number) => void;
}

/**
 * Each INTERACTION message replaces the form; a form closed or answered stays closed until the
 * operator sends the next, and an answered consent is not asked again in the same call.
 */
export function useOverlayForm(interaction: TVideoInteraction | null): OverlayForm {
  const [closed, setClosed] = useState<TVideoInteraction | null>(null);
  const [answeredConsents, setAnsweredConsents] = useState<ReadonlySet<number>>(new Set());
  // The page clears the interaction when the call ends: the next call asks everything afresh.
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (interaction === null && (closed !== null || answeredConsents.size > 0)) {
    setClosed(null);
    setAnsweredConsents(new Set());
  }
  return {
    interaction,
    shown: showsOverlayForm(interaction, closed, answeredConsents),
    answeredConsents,
    close: () => setClosed(interaction),
    answerConsent: (id) => setAnsweredConsents((before) => new Set([...before, id])),
  };
}
