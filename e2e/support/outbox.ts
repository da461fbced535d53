import { expect, type APIRequestContext } from '@playwright/test';

/** A message the development outbox holds (`GET /services/dev/outbox?to=`), newest first. */
export interface OutboxEntry {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
}

export interface WaitOptions {
  /** Only the newest message to that address counts (a code that replaced an earlier one). */
  readonly newestOnly?: boolean;
  readonly timeout?: number;
}

/**
 * The run's one way to read the e-mails and SMS the server sent: the journeys' `outbox` fixture,
 * and the API set-ups of support/ (which run under Vitest too, for the measurements).
 */
export interface Outbox {
  /** Every message to `to`, newest first, as the server holds them now. */
  messages(to: string): Promise<OutboxEntry[]>;
  /** The newest message to `to` whose text matches, waited for (the jobs send a moment later). */
  match(to: string, pattern: RegExp, options?: WaitOptions): Promise<RegExpExecArray>;
}

export function outboxOf(request: APIRequestContext, baseUrl: string): Outbox {
  const messages = async (to: string): Promise<OutboxEntry[]> => {
    const response = await request.get(
      `${baseUrl}/services/dev/outbox?to=${encodeURIComponent(to)}`,
    );
    expect(response.ok(), `outbox: ${response.status()}`).toBe(true);
    return (await response.json()) as OutboxEntry[];
  };
  return {
    messages,
    async match(to, pattern, options = {}) {
      // Written by the poll: the match of its last reading.
      const last: { found: RegExpExecArray | null } = { found: null };
      await expect
        .poll(
          async () => {
            const all = await messages(to);
            const candidates = options.newestOnly === true ? all.slice(0, 1) : all;
            last.found = null;
            for (const message of candidates) {
              last.found = pattern.exec(message.text);
              if (last.found !== null) break;
            }
            return last.found !== null;
          },
          {
            message: `a message to ${to} matching ${String(pattern)}`,
            timeout: options.timeout ?? 15_000,
          },
        )
        .toBe(true);
      if (last.found === null) throw new Error(`no message to ${to} matching ${String(pattern)}`);
      return last.found;
    },
  };
}
