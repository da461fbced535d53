import {
  OPERATOR_OPENING_HOURS,
  toWeeklyOpeningHours,
  type TOpeningHoursResponse,
} from '@onboarding/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { heldAnswer, mockApi } from '../../lib/api/testing/mock-api';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The operators' week with Sunday closed.
const HOURS: TOpeningHoursResponse = {
  timeZone: 'Europe/Ljubljana',
  openingHours: {
    ...toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
    SUNDAY: {
      openFrom: null,
      openTo: null,
      hasPause: false,
      pauseFrom: null,
      pauseTo: null,
      closed: true,
    },
  },
  holidays: ['2026-12-25'],
  closedStatus: true,
};

describe('/usermessages/callcenterclosed', () => {
  it('names the next opening and offers a booked call, a call back or going on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T05:30:00Z') });
    mockApi({ 'GET /external/info/openinghours': { body: HOURS } });
    const { container } = renderRoute('/usermessages/callcenterclosed', { language: 'en' });
    expect(
      await screen.findByText('Our video advisers are next available today from 08:00.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Book a video call' }).getAttribute('href')).toBe(
      '/usermessages/contact?choice=APPOINTMENT',
    );
    expect(screen.getByRole('link', { name: 'Ask for a call back' }).getAttribute('href')).toBe(
      '/usermessages/contact?choice=CALL',
    );
    expect(
      screen.getByRole('button', { name: 'Continue without the video call for now' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
    vi.useRealTimers();
  });

  it('keeps the next opening’s place until the hours come, so their line moves nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T05:30:00Z') });
    const { handler, answer } = heldAnswer();
    mockApi({ 'GET /external/info/openinghours': handler });
    const { container } = renderRoute('/usermessages/callcenterclosed', { language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'When our video advisers are available' });
    const place = container.querySelector('.message-layout__next');
    expect(place?.textContent).toBe('');
    expect(place?.getAttribute('aria-hidden')).toBe('true');
    // The place comes before the lead, where the line will be.
    expect(place?.nextElementSibling?.className).toBe('message-layout__lead');
    answer({ body: HOURS });
    await waitFor(() =>
      expect(container.querySelector('.message-layout__next')?.textContent).toBe(
        'Our video advisers are next available today from 08:00.',
      ),
    );
    expect(container.querySelectorAll('.message-layout__next')).toHaveLength(1);
    vi.useRealTimers();
  });
});
