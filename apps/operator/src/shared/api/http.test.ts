import { describe, expect, it, vi } from 'vitest';
import { staffCommand, type Fetch } from './http';

function headersOf(fetchMock: ReturnType<typeof vi.fn<Fetch>>, call: number) {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('staff API calls', () => {
  it('declare JSON on every state-changing call, bodies or not, and never on a GET', async () => {
    const fetchMock = vi
      .fn<Fetch>()
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));

    await staffCommand(fetchMock, 'auth/logout', { method: 'POST' });
    await staffCommand(fetchMock, 'staff/s1', { method: 'PATCH', body: { active: false } });
    await staffCommand(fetchMock, 'staff');

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(headersOf(fetchMock, 0)['Content-Type']).toBe('application/json');
    expect(headersOf(fetchMock, 1)['Content-Type']).toBe('application/json');
    expect(headersOf(fetchMock, 2)['Content-Type']).toBeUndefined();
  });

  it('send a Blob with its own type', async () => {
    const fetchMock = vi
      .fn<Fetch>()
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));

    await staffCommand(fetchMock, 'identifications/i1/snapshots', {
      method: 'POST',
      body: new Blob(['x'], { type: 'image/jpeg' }),
    });

    expect(headersOf(fetchMock, 0)['Content-Type']).toBe('image/jpeg');
  });
});
