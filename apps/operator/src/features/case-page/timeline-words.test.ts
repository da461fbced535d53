import type { TTimelineEvent } from '@onboarding/domain';
import { createTranslator, loadCatalog } from '@onboarding/messages';
import { describe, expect, it } from 'vitest';
import { eventWords } from './timeline-words';

function event(action: string, kind: TTimelineEvent['kind'] = 'OTHER'): TTimelineEvent {
  return {
    id: 1,
    at: '2026-11-29T10:00:00.000Z',
    action,
    kind,
    actor: { kind: 'SYSTEM' },
    from: null,
    to: null,
    outcome: null,
  };
}

describe('the timeline in words', () => {
  it('words the case’s steps the case page used to show as “Other”, in each language', async () => {
    const en = createTranslator(await loadCatalog('en'), 'en');
    const sl = createTranslator(await loadCatalog('sl'), 'sl');
    const sq = createTranslator(await loadCatalog('sq'), 'sq');
    expect(eventWords(en, event('registration.submitted'))).toBe('Registration submitted');
    expect(eventWords(en, event('eligibility.decided', 'DECISION'))).toBe('Eligibility checked');
    expect(eventWords(en, event('quality.sampled'))).toBe('Drawn for a quality review');
    expect(eventWords(sl, event('quality.sampled'))).toBe('Izbrano za pregled kakovosti');
    expect(eventWords(sq, event('quality.sampled'))).toBe('U përzgjodh për rishikim të cilësisë');
  });

  it('names an action the catalogue does not word by its kind', async () => {
    const en = createTranslator(await loadCatalog('en'), 'en');
    expect(eventWords(en, event('something.new'))).toBe(en('casePage.timeline.kinds.OTHER'));
  });
});
