import { useSyncExternalStore } from 'react';
import { DISPLAY_SETTINGS_STORAGE_KEY } from '../storage-keys';

/** spec 3 §2: the three text sizes; the names are the classes the tokens define. */
export const TEXT_SIZES = ['normal', 'incrtext', 'bigtext'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface DisplaySettings {
  readonly highContrast: boolean;
  readonly textSize: TextSize;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  highContrast: false,
  textSize: 'normal',
};

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

function browserStorage(): SettingsStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored settings; anything unreadable or unknown falls back to the defaults. */
export function readDisplaySettings(storage = browserStorage()): DisplaySettings {
  try {
    const raw = storage?.getItem(DISPLAY_SETTINGS_STORAGE_KEY);
    if (!raw) return DEFAULT_DISPLAY_SETTINGS;
    const parsed = JSON.parse(raw) as Partial<Record<keyof DisplaySettings, unknown>>;
    return {
      highContrast: parsed.highContrast === true,
      textSize: isTextSize(parsed.textSize) ? parsed.textSize : 'normal',
    };
  } catch {
    return DEFAULT_DISPLAY_SETTINGS;
  }
}

/**
 * Applies the settings to <html>: `data-contrast="high"` switches the tokens to the high-contrast
 * set, the `incrtext` / `bigtext` class grows the root font size (decision 033).
 */
export function applyDisplaySettings(
  settings: DisplaySettings,
  root: HTMLElement = document.documentElement,
): void {
  if (settings.highContrast) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
  for (const size of TEXT_SIZES) {
    if (size !== 'normal') root.classList.toggle(size, settings.textSize === size);
  }
}

export interface DisplaySettingsStore {
  readonly get: () => DisplaySettings;
  readonly subscribe: (listener: () => void) => () => void;
  readonly update: (change: Partial<DisplaySettings>) => void;
}

/**
 * The accessibility settings: one of the two tiny global stores STYLE.md allows (habit 5). Every
 * change is applied to the page and stored at once.
 */
export function createDisplaySettingsStore(
  storage: SettingsStorage | null = browserStorage(),
  root: HTMLElement = document.documentElement,
): DisplaySettingsStore {
  let settings = readDisplaySettings(storage);
  const listeners = new Set<() => void>();
  return {
    get: () => settings,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => {
      settings = { ...settings, ...change };
      applyDisplaySettings(settings, root);
      try {
        storage?.setItem(DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
      } catch {
        // Storage full or blocked: the setting holds until the page is reloaded.
      }
      for (const listener of listeners) listener();
    },
  };
}

let appStore: DisplaySettingsStore | null = null;

/** The app's store, made on first use (main.tsx applies the stored settings before rendering). */
export function displaySettingsStore(): DisplaySettingsStore {
  appStore ??= createDisplaySettingsStore();
  return appStore;
}

export function useDisplaySettings(store: DisplaySettingsStore = displaySettingsStore()) {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
