import { useT } from '../i18n/i18n-context';
import {
  TEXT_SIZES,
  displaySettingsStore,
  useDisplaySettings,
  type DisplaySettingsStore,
  type TextSize,
} from './display-settings';
import '../styles/segmented.css';
import './display-settings-controls.css';

// Visible marks of the three sizes; each button's name starts with its mark (WCAG 2.5.3).
const SIZE_MARKS: Record<TextSize, string> = { normal: 'A', incrtext: 'A+', bigtext: 'A++' };

/**
 * spec 3 §2 accessibility settings: a high-contrast toggle and the three text sizes, as toggle
 * buttons (aria-pressed). Each change applies at once and is kept across reloads.
 */
export function DisplaySettingsControls({
  store = displaySettingsStore(),
}: {
  store?: DisplaySettingsStore;
}) {
  const t = useT();
  const settings = useDisplaySettings(store);

  return (
    <div className="display-settings" role="group" aria-label={t('a11y.settingsLabel')}>
      <button
        type="button"
        className="segmented__button display-settings__button display-settings__contrast"
        aria-pressed={settings.highContrast}
        onClick={() => store.update({ highContrast: !settings.highContrast })}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" />
        </svg>
        <span className="display-settings__contrast-label">{t('a11y.contrast')}</span>
      </button>
      <div
        className="segmented display-settings__sizes"
        role="group"
        aria-label={t('a11y.textSize.label')}
      >
        {TEXT_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            className={`segmented__button display-settings__button display-settings__size display-settings__size--${size}`}
            aria-pressed={settings.textSize === size}
            onClick={() => store.update({ textSize: size })}
          >
            {SIZE_MARKS[size]} <span className="visually-hidden">{t(`a11y.textSize.${size}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
