import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTcpProxy } from '../../../test/tcp-proxy';
import type { RealtimeBus } from './realtime-bus';
import { createRedisBus } from './redis-bus';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe('createRedisBus', () => {
  const opened: RealtimeBus[] = [];
  // The channel is shared with any other run on this Redis: each test keeps only its own payloads.
  const marker = () => `test-${randomUUID()}`;

  const openBus = async (onError: (error: Error) => void = vi.fn()) => {
    const bus = await createRedisBus(REDIS_URL, { onError });
    opened.push(bus);
    return bus;
  };

  const collect = async (bus: RealtimeBus, prefix: string) => {
    const received: string[] = [];
    await bus.subscribe((payload) => {
      if (payload.startsWith(prefix)) received.push(payload);
    });
    return received;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('when a payload is published on one instance, then every instance receives it in order', async () => {
    const [sender, receiver] = await Promise.all([openBus(), openBus()]);
    expect(sender.transport).toBe('redis');
    const prefix = marker();
    const atReceiver = await collect(receiver, prefix);
    const atSender = await collect(sender, prefix);
    const payloads = Array.from({ length: 20 }, (_, index) => `${prefix}:${index}`);
    for (const payload of payloads) await sender.publish(payload);
    await vi.waitFor(() => expect(atReceiver).toHaveLength(payloads.length), { timeout: 2000 });
    await vi.waitFor(() => expect(atSender).toHaveLength(payloads.length), { timeout: 2000 });
    expect(atReceiver).toEqual(payloads);
    expect(atSender).toEqual(payloads);
  });

  it('when a listener throws, then the error is reported and the other listeners still hear', async () => {
    const onError = vi.fn();
    const bus = await openBus(onError);
    const prefix = marker();
    await bus.subscribe((payload) => {
      if (payload.startsWith(prefix)) throw new Error('listener failed');
    });
    const received = await collect(bus, prefix);
    await bus.publish(`${prefix}:only`);
    await vi.waitFor(() => expect(received).toEqual([`${prefix}:only`]), { timeout: 2000 });
    expect(onError).toHaveBeenCalledWith(new Error('listener failed'));
  });

  it('when closed, then it hears nothing more and cannot publish, and closing again is harmless', async () => {
    const [sender, closing] = await Promise.all([openBus(), openBus()]);
    const prefix = marker();
    const received = await collect(closing, prefix);
    await closing.close();
    await sender.publish(`${prefix}:after-close`);
    await expect(closing.publish(`${prefix}:from-closed`)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
    await expect(closing.close()).resolves.toBeUndefined();
  });

  it('when the connection drops and comes back, then the bus subscribes again by itself and hears what is published after', async () => {
    // Redis's outage played by a proxy between this bus and Redis (as test/redis-store.test.ts).
    const proxy = await startTcpProxy('127.0.0.1', 6379);
    try {
      const onError = vi.fn();
      const bus = await createRedisBus(`redis://127.0.0.1:${proxy.port}`, { onError });
      opened.push(bus);
      const sender = await openBus();
      const prefix = marker();
      const received = await collect(bus, prefix);
      await proxy.stop();
      await proxy.start();
      // What is published while the subscriber is away is lost (the bus allows it): publish until
      // one arrives.
      let sent = 0;
      await vi.waitFor(
        async () => {
          sent += 1;
          await sender.publish(`${prefix}:${sent}`);
          expect(received.length).toBeGreaterThan(0);
        },
        { timeout: 8000, interval: 200 },
      );
      expect(received.every((payload) => payload.startsWith(`${prefix}:`))).toBe(true);
    } finally {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
      await proxy.close();
    }
  });

  it('when Redis is unreachable, then creating the bus rejects quickly', async () => {
    const started = Date.now();
    await expect(createRedisBus('redis://127.0.0.1:1', { onError: vi.fn() })).rejects.toThrow(
      'Redis at 127.0.0.1:1 is unreachable (realtime-publisher)',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
