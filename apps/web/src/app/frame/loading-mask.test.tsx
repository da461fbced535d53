import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoadingMask } from './loading-mask';

function PendingQuery({ request }: { request: () => Promise<string> }) {
  useQuery({ queryKey: ['pending'], queryFn: request });
  return null;
}

describe('LoadingMask', () => {
  it('shows while a query is pending and hides when it settles', async () => {
    let resolve: (value: string) => void = () => undefined;
    const request = () =>
      new Promise<string>((done) => {
        resolve = done;
      });
    renderWithProviders(
      <>
        <PendingQuery request={request} />
        <LoadingMask />
      </>,
    );

    expect(await screen.findByText('Loading, please wait…')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading, please wait…');

    act(() => resolve('done'));
    await waitFor(() => expect(screen.queryByText('Loading, please wait…')).toBeNull());
  });

  it('shows nothing when no request is pending', () => {
    renderWithProviders(<LoadingMask />, { language: 'sl' });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
