import { VIDEO_REQUIREMENTS, type DeviceProblem } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { Button } from '../../../components/ui/button';
import { browserFamily } from '../device/device-checks';
import type { FoundProblem } from './device-steps';
import { PhaseHeading } from './phase-heading';

const PERMISSION_PROBLEMS: readonly DeviceProblem[] = ['MICROPHONE_DENIED', 'CAMERA_DENIED'];

/**
 * RETRY (spec 1 §4): what failed and exactly what to do about it, for the applicant's browser
 * where a permission was refused; then the check runs again.
 */
export function ProblemPanel({
  found,
  userAgent,
  onRetry,
  onLeave,
}: {
  found: FoundProblem;
  userAgent: string;
  onRetry: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const { problem } = found;
  const permission = PERMISSION_PROBLEMS.includes(problem);
  return (
    <div className="video-chat__step video-chat__problem" role="alert">
      <PhaseHeading>{t(`videoChat.problem.${problem}.title`)}</PhaseHeading>
      <p className="video-chat__text">
        {t(`videoChat.problem.${problem}.text`, {
          kbps: found.kbps ?? 0,
          min: VIDEO_REQUIREMENTS.minKbps,
        })}
      </p>
      {permission && (
        <>
          <h3 className="video-chat__subtitle">{t('videoChat.problem.heading')}</h3>
          <p className="video-chat__text">
            {t(`videoChat.problem.permission.${browserFamily(userAgent)}`)}
          </p>
          <p className="video-chat__text">{t('videoChat.problem.permission.system')}</p>
        </>
      )}
      <div className="step-actions">
        <Button onClick={onRetry}>{t('videoChat.problem.retry')}</Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('videoChat.problem.leave')}
        </Button>
      </div>
    </div>
  );
}
