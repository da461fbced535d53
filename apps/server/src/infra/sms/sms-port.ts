import type { Database, Transaction } from '../db/database';
import type { OutboxStore } from '../outbox/outbox-store';
import { normalizeRecipient } from '../outbox/outbox-store';

export interface OutgoingSms {
  /** E.164: "+38641123456". */
  readonly to: string;
  readonly text: string;
  /** Sent as the Idempotency-Key header, so a gateway can drop a copy sent again after a crash. */
  readonly idempotencyKey?: string;
}

/** DESIGN "Mail / SMS": where text messages go. Services only know this port. */
export interface SmsPort {
  readonly transport: 'gateway' | 'outbox' | 'none';
  /** True when sending is a write to this database, done in the transaction given to `send`. */
  readonly isTransactional: boolean;
  send(sms: OutgoingSms, tx?: Database | Transaction): Promise<void>;
}

// A gateway that does not answer must not hold the sign-in request for long.
const GATEWAY_TIMEOUT_MS = 5000;

/** An HTTP gateway (SMS_GATEWAY_URL): POST { to, text } as JSON; any 2xx means accepted. */
export function createHttpSmsPort(gatewayUrl: string): SmsPort {
  return {
    transport: 'gateway',
    isTransactional: false,
    async send(sms) {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sms.idempotencyKey === undefined ? {} : { 'idempotency-key': sms.idempotencyKey }),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // The body may echo the message (the code); only the status is worth keeping.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** Development: the message is stored and shown at /onboarding/dev/outbox. */
export function createOutboxSmsPort(outbox: OutboxStore): SmsPort {
  return {
    transport: 'outbox',
    isTransactional: true,
    async send(sms, tx) {
      await outbox.add(
        { channel: 'sms', to: normalizeRecipient(sms.to), subject: null, text: sms.text },
        tx,
      );
    },
  };
}

/** Production without SMS_GATEWAY_URL: sending fails rather than storing codes in an outbox. */
export function createUnconfiguredSmsPort(): SmsPort {
  return {
    transport: 'none',
    isTransactional: false,
    send() {
      return Promise.reject(new Error('SMS_GATEWAY_URL is not set: SMS cannot be sent'));
    },
  };
}
