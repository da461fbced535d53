import type { MessageKey } from '@onboarding/messages';
import { useSyncExternalStore } from 'react';

export const BANNER_STATUSES = ['ok', 'critical', 'warning', 'unknown'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** spec 1 §9: messages kept: 3. */
export const MAX_BANNER_MESSAGES = 3;

export interface BannerInput {
  readonly status: BannerStatus;
  /** Texts are message keys (spec 3 §2: the text may be a translation key). */
  readonly text: MessageKey;
  readonly description?: MessageKey;
  /** Values for the placeholders of `description` (an operator's reason, say). */
  readonly descriptionValues?: Readonly<Record<string, string>>;
  readonly anchor?: { readonly href: string; readonly label: MessageKey };
}

export interface BannerMessage extends BannerInput {
  readonly id: number;
}

export interface BannerStore {
  readonly getMessages: () => readonly BannerMessage[];
  readonly subscribe: (listener: () => void) => () => void;
  /** Adds a message in front of the queue and drops the oldest beyond three; returns its id. */
  readonly show: (input: BannerInput) => number;
  readonly close: (id: number) => void;
}

/**
 * The notification banner queue: the newest message comes first and is the one shown; closing it
 * reveals the one before. One of the two tiny global stores STYLE.md allows (habit 5).
 */
export function createBannerStore(): BannerStore {
  let messages: readonly BannerMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const publish = (next: readonly BannerMessage[]) => {
    messages = next;
    for (const listener of listeners) listener();
  };

  return {
    getMessages: () => messages,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (input) => {
      const id = nextId++;
      publish([{ ...input, id }, ...messages].slice(0, MAX_BANNER_MESSAGES));
      return id;
    },
    close: (id) => publish(messages.filter((message) => message.id !== id)),
  };
}

/** The application's banner queue. Features call `bannerStore.show(...)`. */
export const bannerStore = createBannerStore();

export function useBannerMessages(store: BannerStore = bannerStore): readonly BannerMessage[] {
  return useSyncExternalStore(store.subscribe, store.getMessages, store.getMessages);
}
