import { describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  createDisplaySettingsStore,
  readDisplaySettings,
} from './display-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('display settings (spec 3 §2: contrast and text size)', () => {
  it('applies high contrast and the text-size class to <html>', () => {
    const root = document.createElement('html');
    applyDisplaySettings({ highContrast: true, textSize: 'bigtext' }, root);
    expect(root.dataset.contrast).toBe('high');
    expect(root.classList.contains('bigtext')).toBe(true);

    applyDisplaySettings({ highContrast: false, textSize: 'incrtext' }, root);
    expect(root.dataset.contrast).toBeUndefined();
    expect(root.classList.contains('bigtext')).toBe(false);
    expect(root.classList.contains('incrtext')).toBe(true);

    applyDisplaySettings({ highContrast: false, textSize: 'normal' }, root);
    expect(root.className).toBe('');
  });

  it('keeps a change across reloads: a new store reads what the last one stored', () => {
    const storage = memoryStorage();
    const root = document.createElement('html');
    const store = createDisplaySettingsStore(storage, root);
    store.update({ highContrast: true });
    store.update({ textSize: 'incrtext' });
    expect(root.dataset.contrast).toBe('high');

    const afterReload = createDisplaySettingsStore(storage, document.createElement('html'));
    expect(afterReload.get()).toEqual({ highContrast: true, textSize: 'incrtext' });
  });

  it('tells subscribers of a change', () => {
    const store = createDisplaySettingsStore(memoryStorage(), document.createElement('html'));
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.update({ textSize: 'bigtext' });
    expect(calls).toBe(1);
  });

  it('falls back to the defaults for unreadable or unknown stored values', () => {
    expect(readDisplaySettings(memoryStorage({ displaySettings: '{broken' }))).toEqual({
      highContrast: false,
      textSize: 'normal',
    });
    expect(
      readDisplaySettings(
        memoryStorage({ displaySettings: '{"highContrast":"yes","textSize":"huge"}' }),
      ),
    ).toEqual({ highContrast: false, textSize: 'normal' });
    expect(readDisplaySettings(null)).toEqual({ highContrast: false, textSize: 'normal' });
  });
});
