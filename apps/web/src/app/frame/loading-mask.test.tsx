import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoadingMask } from './loading-mask';

function PendingQuery({
  request,
  background = false,
}: {
  request: () => Promise<string>;
  background?: boolean;
}) {
  useQuery({ queryKey: ['pending'], queryFn: request, meta: { background } });
  return null;
}

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const request = () =>
    new Promise<string>((done) => {
      resolve = done;
    });
  return { request, resolve: (value: string) => resolve(value) };
}

function renderAt(path: string, ui: React.ReactNode) {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('LoadingMask', () => {
  it('shows while a query is pending and hides when it settles', async () => {
    const call = deferred();
    renderAt(
      '/personaldata',
      <>
        <PendingQuery request={call.request} />
        <LoadingMask />
      </>,
    );

    expect(await screen.findByText('Loading, please wait…')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading, please wait…');

    act(() => call.resolve('done'));
    await waitFor(() => expect(screen.queryByText('Loading, please wait…')).toBeNull());
  });

  it('shows nothing when no request is pending', () => {
    renderAt('/personaldata', <LoadingMask />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is not shown in the SalaryStmt step (spec 1 §2)', async () => {
    const call = deferred();
    renderAt(
      '/salarystatement',
      <>
        <PendingQuery request={call.request} />
        <LoadingMask />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is not shown for a background check such as the opening hours', async () => {
    const call = deferred();
    renderAt(
      '/personaldata',
      <>
        <PendingQuery request={call.request} background />
        <LoadingMask />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
