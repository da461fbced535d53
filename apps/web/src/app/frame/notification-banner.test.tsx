import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBannerStore } from '../../lib/notifications/banner-store';
import { renderWithProviders } from '../../test/render';
import { NotificationBanner } from './notification-banner';

describe('NotificationBanner', () => {
  it('shows the newest of at most three messages and reveals the previous one on close', async () => {
    const store = createBannerStore();
    renderWithProviders(<NotificationBanner store={store} />);
    act(() => {
      store.show({ status: 'ok', text: 'start.title' });
      store.show({ status: 'warning', text: 'notFound.title', description: 'notFound.text' });
      store.show({ status: 'unknown', text: 'start.needsHeading' });
      store.show({ status: 'critical', text: 'frame.routeError.title' });
    });

    expect(store.getMessages()).toHaveLength(3);
    expect(screen.getByText('Something went wrong')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined(); // the status, for screen readers

    const close = screen.getByRole('button', { name: 'Close notification' });
    await userEvent.click(close);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByText('What you need')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByText('Page not found')).toBeDefined();
    expect(screen.getByText(/does not exist or has moved/)).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    // The oldest (start.title) was dropped when the fourth arrived, so the queue is now empty.
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    expect(store.getMessages()).toEqual([]);
  });

  it('fills the description’s placeholders (an operator’s reason after the video call)', () => {
    const store = createBannerStore();
    renderWithProviders(<NotificationBanner store={store} />);
    act(() => {
      store.show({
        status: 'warning',
        text: 'videoChat.redo.DOCUMENTS',
        description: 'videoChat.outcome.reason',
        descriptionValues: { reason: 'The photo is blurred.' },
      });
    });
    expect(screen.getByText('The adviser’s reason: The photo is blurred.')).toBeDefined();
  });
});
