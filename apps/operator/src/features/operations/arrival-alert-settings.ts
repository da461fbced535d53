import { useSyncExternalStore } from 'react';

/**
 * The arrival alert's two switches (decision 270), remembered in this browser: the operator's
 * own choice on this computer, never sent to the server. Both are on until switched off.
 */
export interface ArrivalAlertSettings {
  /** A short sound made with WebAudio. */
  readonly sound: boolean;
  /** "(1) Caller waiting – …" in the tab's title, and the same said in a polite live region. */
  readonly title: boolean;
}

export const ARRIVAL_ALERT_STORAGE_KEY = 'operatorArrivalAlert';

const DEFAULT_SETTINGS: ArrivalAlertSettings = { sound: true, title: true };

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): SettingsStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cached: ArrivalAlertSettings = DEFAULT_SETTINGS;

/** The stored switches; anything unreadable falls back to both on. */
export function readArrivalAlertSettings(storage = browserStorage()): ArrivalAlertSettings {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(ARRIVAL_ALERT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  // The same object while the stored text is the same: React compares snapshots by identity.
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw === null ? {} : (JSON.parse(raw) as Partial<Record<string, unknown>>);
    cached = { sound: parsed.sound !== false, title: parsed.title !== false };
  } catch {
    cached = DEFAULT_SETTINGS;
  }
  return cached;
}

const listeners = new Set<() => void>();

export function saveArrivalAlertSettings(
  settings: ArrivalAlertSettings,
  storage = browserStorage(),
): void {
  try {
    storage?.setItem(ARRIVAL_ALERT_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // A browser that refuses storage keeps the choice until the page is closed.
    cachedRaw = JSON.stringify(settings);
    cached = settings;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the console changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The switches now, re-rendered when this or another tab changes them. */
export function useArrivalAlertSettings(): ArrivalAlertSettings {
  return useSyncExternalStore(subscribe, () => readArrivalAlertSettings());
}
