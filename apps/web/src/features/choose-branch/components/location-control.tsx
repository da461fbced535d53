import { useT } from '@onboarding/web-shell';
import { Button } from '../../../components/ui/button';
import type { GeolocationStatus } from '../hooks/use-geolocation';

const STATUS_KEYS = {
  IDLE: null,
  LOCATING: 'chooseBranch.location.locating',
  FOUND: 'chooseBranch.location.sorted',
  NOT_SUPPORTED: 'chooseBranch.location.notSupported',
  DENIED: 'chooseBranch.location.denied',
  UNAVAILABLE: 'chooseBranch.location.unavailable',
} as const satisfies Record<GeolocationStatus, string | null>;

const FAILED: readonly GeolocationStatus[] = ['NOT_SUPPORTED', 'DENIED', 'UNAVAILABLE'];

/**
 * "Use my location" and what came of it, next to the button (spec 3 §8 messages). A failure
 * only explains itself and points to the search: the list stays there to choose from.
 */
export function LocationControl({
  status,
  onLocate,
}: {
  readonly status: GeolocationStatus;
  readonly onLocate: () => void;
}) {
  const t = useT();
  const key = STATUS_KEYS[status];
  const failed = FAILED.includes(status);
  return (
    <div className="choose-branch__location">
      <Button
        variant="secondary"
        loading={status === 'LOCATING'}
        onClick={onLocate}
        aria-describedby="choose-branch-location-status"
      >
        {t('chooseBranch.location.button')}
      </Button>
      <p
        id="choose-branch-location-status"
        className={['choose-branch__message', failed && 'choose-branch__message--warning']
          .filter(Boolean)
          .join(' ')}
        role="status"
      >
        {key === null ? null : t(key)}
      </p>
    </div>
  );
}
