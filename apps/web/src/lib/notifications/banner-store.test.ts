import { describe, expect, it, vi } from 'vitest';
import { createBannerStore } from './banner-store';

describe('banner store', () => {
  it('keeps the newest three messages, newest first', () => {
    const store = createBannerStore();
    for (const text of [
      'start.title',
      'notFound.title',
      'notFound.text',
      'frame.portalTitle',
    ] as const) {
      store.show({ status: 'ok', text });
    }
    expect(store.getMessages().map((message) => message.text)).toEqual([
      'frame.portalTitle',
      'notFound.text',
      'notFound.title',
    ]);
  });

  it('closes a message by id and tells subscribers', () => {
    const store = createBannerStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ status: 'warning', text: 'start.title' });
    store.show({ status: 'critical', text: 'notFound.title' });
    store.close(first);
    expect(store.getMessages().map((message) => message.text)).toEqual(['notFound.title']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
