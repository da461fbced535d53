import { useT } from '@onboarding/web-shell';
import { saveArrivalAlertSettings, useArrivalAlertSettings } from './arrival-alert-settings';
import { playArrivalSound } from './arrival-sound';

/** The arrival alert's two switches and a way to hear the sound (decision 270). */
export function AlertSettingsForm({
  playSound = playArrivalSound,
}: {
  readonly playSound?: () => void;
}) {
  const t = useT();
  const settings = useArrivalAlertSettings();
  return (
    <fieldset className="card operations__alert">
      <legend className="card__heading operations__legend">{t('operations.alert.heading')}</legend>
      <p>{t('operations.alert.lead')}</p>
      <label className="operations__switch">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(event) =>
            saveArrivalAlertSettings({ ...settings, sound: event.target.checked })
          }
        />
        <span>{t('operations.alert.sound')}</span>
      </label>
      <label className="operations__switch">
        <input
          type="checkbox"
          checked={settings.title}
          onChange={(event) =>
            saveArrivalAlertSettings({ ...settings, title: event.target.checked })
          }
        />
        <span>{t('operations.alert.title')}</span>
      </label>
      <div>
        <button type="button" className="button button--secondary" onClick={() => playSound()}>
          {t('operations.alert.testSound')}
        </button>
      </div>
    </fieldset>
  );
}
