import {
  ROUTES,
  type IdentificationStatus,
  type TVideoChatEndRequest,
  type TVideoChatState,
  type TVideoInteraction,
  type TVideoServerMessage,
  type VideoChatPhase,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useVideoCall } from '@onboarding/video-call';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { bannerStore } from '../../lib/notifications/banner-store';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { endVideoChat, extendVideoChat, getVideoChat, startVideoChat } from './api/video-chat-api';
import { useNow } from './call/use-now';
import { browserLabel, type CameraFigures } from './device/device-checks';
import { InteractiveOverlay, type OverlayAnswers } from './overlay/interactive-overlay';
import { useOverlayForm } from './overlay/use-overlay-form';
import { CallStep } from './phases/call-step';
import {
  BrowserStep,
  CameraStep,
  ConsentStep,
  MicrophoneStep,
  NetworkStep,
  type FoundProblem,
  type NetworkFigures,
} from './phases/device-steps';
import { OutcomePanel, TimeLimitPanel, type CallOutcome } from './phases/end-panels';
import { ProblemPanel } from './phases/problem-panel';
import { QueueStep } from './phases/queue-step';
import {
  browserEnvironment,
  stopStream,
  type VideoChatEnvironment,
} from './video-chat-environment';
import { PageHeading } from '../../components/page-heading/page-heading';
import './video-chat.css';

/** The device check's phases, in order, as the step indicator counts them. */
const CHECK_PHASES = [
  'CONSENTS',
  'BROWSER_CHECK',
  'MICROPHONE_CHECK',
  'CAMERA_CHECK',
  'NETWORK_CHECK',
] as const satisfies readonly VideoChatPhase[];
type CheckPhase = (typeof CHECK_PHASES)[number];

function isCheckPhase(phase: VideoChatPhase): phase is CheckPhase {
  return (CHECK_PHASES as readonly VideoChatPhase[]).includes(phase);
}

/** Where an identification's status puts the screen; null: no change (the applicant left). */
export function phaseOfStatus(
  status: IdentificationStatus,
): { phase: VideoChatPhase; outcome: CallOutcome | null } | null {
  switch (status) {
    case 'WAITING':
      return { phase: 'WAITING_FOR_AGENTS', outcome: null };
    case 'IN_CALL':
      return { phase: 'STARTED', outcome: null };
    case 'TIMED_OUT':
      return { phase: 'TIME_LIMIT_REACHED', outcome: null };
    case 'APPROVED':
    case 'REJECTED':
    case 'REDO':
    case 'INTERRUPTED':
    case 'AWAITING_SECOND_APPROVAL':
      return { phase: 'COMPLETED', outcome: status };
    case 'ABANDONED':
      return null;
  }
}

/** One stream of the microphone's and the camera's tracks, for the call. */
function combine(
  environment: VideoChatEnvironment,
  audio: MediaStream | null,
  video: MediaStream | null,
): MediaStream | null {
  if (audio === null || video === null) return null;
  const stream = environment.callPorts.createStream();
  for (const track of [...audio.getTracks(), ...video.getTracks()]) stream.addTrack(track);
  return stream;
}

export interface VideoChatPageProps {
  /** The browser's camera, microphone and sockets; tests pass fakes. */
  readonly environment?: VideoChatEnvironment;
}

/**
 * /videochat (spec 1 §4, spec 3 §4, decision 136): the recording consent, the device check
 * (browser, microphone, camera, network, with a retry that says what to fix), the queue with the
 * 3-minute limit, the call with the operator's forms in the frame's overlay, and its outcome.
 */
export function VideoChatPage({ environment: given }: VideoChatPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { uid, process } = useWizard();
  const prospectId = process.prospectId;
  const continueWizard = useContinueWizard(ROUTES.certificate);
  const environment = useMemo(() => given ?? browserEnvironment(), [given]);

  const [phase, setPhase] = useState<VideoChatPhase>('CONSENTS');
  const [faceComparisonConsent, setFaceComparisonConsent] = useState(false);
  const [problem, setProblem] = useState<{ found: FoundProblem; from: VideoChatPhase } | null>(
    null,
  );
  const [audio, setAudio] = useState<MediaStream | null>(null);
  const [video, setVideo] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraFigures | null>(null);
  const [state, setState] = useState<TVideoChatState | null>(null);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [interaction, setInteraction] = useState<TVideoInteraction | null>(null);
  const overlayForm = useOverlayForm(interaction);
  const [startFailed, setStartFailed] = useState(false);
  const [extending, setExtending] = useState(false);
  const [extendFailed, setExtendFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The camera and microphone stop when they are replaced or the page goes.
  useEffect(() => () => stopStream(audio), [audio]);
  useEffect(() => () => stopStream(video), [video]);
  const localStream = useMemo(
    () => combine(environment, audio, video),
    [environment, audio, video],
  );

  const follow = useCallback((next: TVideoChatState) => {
    setState(next);
    const move = phaseOfStatus(next.status);
    if (move === null) return;
    setPhase(move.phase);
    setOutcome(move.outcome);
    if (move.phase !== 'STARTED') setInteraction(null);
  }, []);

  // Decision 267: an approval waiting for a second staff member is the outcome a returning
  // applicant's start answers with; "Check again" reads whether it has been given since.
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    getVideoChat(prospectId)
      .then((current) => follow({ ...current, iceServers: state?.iceServers ?? [] }))
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };

  const onMessage = useCallback(
    (message: TVideoServerMessage) => {
      if (message.type === 'VIDEO_STATE') {
        // The pushed state leaves out the ICE servers; the call already has them.
        follow({ ...message.payload.data, iceServers: state?.iceServers ?? [] });
      } else if (message.type === 'INTERACTION') {
        setInteraction(message.payload.data);
      }
    },
    [follow, state?.iceServers],
  );

  const inRoom = state !== null && (phase === 'WAITING_FOR_AGENTS' || phase === 'STARTED');
  const { call, snapshot } = useVideoCall(
    inRoom
      ? {
          socketUrl: environment.socketUrl,
          roomId: state.roomId,
          userId: uid,
          role: 'APPLICANT',
          localStream,
          iceServers: state.iceServers,
          ports: environment.callPorts,
          onMessage,
        }
      : null,
  );

  const showProblem = useCallback(
    (found: FoundProblem) => {
      setProblem({ found, from: phase });
      setPhase('RETRY');
    },
    [phase],
  );

  const leaveFor = useCallback(
    async (to: string, reason: TVideoChatEndRequest['reason'] | null) => {
      setLeaving(true);
      if (reason !== null) await endVideoChat(prospectId, { reason }).catch(() => undefined);
      await navigate(to);
    },
    [navigate, prospectId],
  );

  const start = (network: NetworkFigures) => {
    if (camera === null) return;
    setStartFailed(false);
    setPhase('WAITING_FOR_AGENTS');
    startVideoChat(prospectId, {
      recordingConsent: true,
      faceComparisonConsent,
      device: {
        browser: browserLabel(environment.userAgent),
        webrtc: true,
        microphone: true,
        camera,
        network,
      },
    }).then(follow, (error: unknown) => {
      if (isApiError(error) && error.code === 'CALL_CENTER_CLOSED') {
        void navigate(paths.callCenterClosed.getHref());
        return;
      }
      setStartFailed(true);
    });
  };

  // After the one extension, the deadline ends the wait (the server's job ends it too).
  const waiting = phase === 'WAITING_FOR_AGENTS' && state !== null;
  const now = useNow(waiting);
  const finalDeadline =
    waiting && state.extended && state.deadline !== null ? Date.parse(state.deadline) : null;
  useEffect(() => {
    if (finalDeadline === null) return;
    const timer = setTimeout(
      () => {
        void endVideoChat(prospectId, { reason: 'TIME_LIMIT_REACHED' }).catch(() => undefined);
        setPhase('TIME_LIMIT_REACHED');
      },
      Math.max(0, finalDeadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [finalDeadline, prospectId]);

  // A call down longer than the rejoin window starts again (EBA/GL/2022/15).
  useEffect(() => {
    if (call === null) return;
    let ended = false;
    return call.subscribe(() => {
      if (ended || !call.getSnapshot().rejoinExpired) return;
      ended = true;
      void endVideoChat(prospectId, { reason: 'CONNECTION_LOST' }).catch(() => undefined);
      setOutcome('INTERRUPTED');
      setPhase('COMPLETED');
    });
  }, [call, prospectId]);

  const extend = () => {
    setExtending(true);
    setExtendFailed(false);
    extendVideoChat(prospectId)
      .then(follow, () => setExtendFailed(true))
      .finally(() => setExtending(false));
  };

  const restart = () => {
    setAudio(null);
    setVideo(null);
    setCamera(null);
    setState(null);
    setOutcome(null);
    setInteraction(null);
    setPhase('CONSENTS');
  };

  const finish = () => {
    if (outcome === 'REDO' && state?.redo != null) {
      // The operator's reason goes with the applicant to the page they redo.
      bannerStore.show({
        status: 'warning',
        text: `videoChat.redo.${state.redo}`,
        ...(state.reason === null
          ? {}
          : {
              description: 'videoChat.outcome.reason',
              descriptionValues: { reason: state.reason },
            }),
      });
    }
    setLeaving(true);
    void continueWizard().finally(() => setLeaving(false));
  };

  const answers: OverlayAnswers = {
    sendOtp: (otp) => call?.send('SEND_OTP', { otp }) ?? false,
    sendCardName: (cardName) => call?.send('SEND_CARD_NAME', { cardName }) ?? false,
    sendConsent: (answer) => call?.send('SEND_CONSENT', answer) ?? false,
  };
  const contact = paths.contact.getHref();
  const booking = `${contact}?choice=APPOINTMENT`;
  const callBack = `${contact}?choice=CALL`;

  let content;
  switch (phase) {
    case 'CONSENTS':
      content = (
        <ConsentStep
          onDone={({ faceComparison }) => {
            setFaceComparisonConsent(faceComparison);
            setPhase('BROWSER_CHECK');
          }}
        />
      );
      break;
    case 'BROWSER_CHECK':
      content = (
        <BrowserStep
          environment={environment}
          onDone={() => setPhase('MICROPHONE_CHECK')}
          onProblem={showProblem}
        />
      );
      break;
    case 'MICROPHONE_CHECK':
      content = (
        <MicrophoneStep
          environment={environment}
          onDone={(stream) => {
            setAudio(stream);
            setPhase('CAMERA_CHECK');
          }}
          onProblem={showProblem}
        />
      );
      break;
    case 'CAMERA_CHECK':
      content = (
        <CameraStep
          environment={environment}
          onDone={(stream, figures) => {
            setVideo(stream);
            setCamera(figures);
            setPhase('NETWORK_CHECK');
          }}
          onProblem={showProblem}
        />
      );
      break;
    case 'NETWORK_CHECK':
      content = (
        <NetworkStep
          prospectId={prospectId}
          clock={environment.clock}
          onDone={start}
          onProblem={showProblem}
        />
      );
      break;
    case 'RETRY':
      content =
        problem === null ? null : (
          <ProblemPanel
            found={problem.found}
            userAgent={environment.userAgent}
            onRetry={() => setPhase(problem.from)}
            onLeave={() => void leaveFor(contact, null)}
          />
        );
      break;
    case 'WAITING_FOR_AGENTS':
      content =
        state === null ? (
          startFailed ? (
            <div className="video-chat__step" role="alert">
              <p className="video-chat__error">{t('videoChat.queue.startFailed')}</p>
              <Button onClick={restart}>{t('videoChat.timeLimit.tryAgain')}</Button>
            </div>
          ) : (
            <Spinner label={t('videoChat.queue.joining')} />
          )
        ) : (
          <QueueStep
            state={state}
            now={now}
            extending={extending}
            extendFailed={extendFailed}
            onExtend={extend}
            onBook={() => void leaveFor(booking, 'LEFT')}
            onCallBack={() => void leaveFor(callBack, 'LEFT')}
            onLeave={() => void leaveFor(contact, 'LEFT')}
          />
        );
      break;
    case 'STARTED':
      content = (
        <CallStep
          snapshot={snapshot}
          localStream={localStream}
          operatorName={state?.operatorName ?? null}
          formOpen={overlayForm.shown}
          onChat={(text) => call?.sendChat(text) ?? false}
          onLeave={() => void leaveFor(contact, 'LEFT')}
        />
      );
      break;
    case 'COMPLETED':
      content =
        outcome === null ? null : (
          <OutcomePanel
            outcome={outcome}
            state={state}
            busy={leaving || checking}
            onContinue={finish}
            onBranch={() => void navigate(paths.errorPage.getHref())}
            onRestart={restart}
            onCheck={checkAgain}
          />
        );
      break;
    case 'TIME_LIMIT_REACHED':
      content = (
        <TimeLimitPanel
          onBook={() => void leaveFor(booking, null)}
          onCallBack={() => void leaveFor(callBack, null)}
          onRetry={restart}
        />
      );
      break;
  }

  const checkIndex = isCheckPhase(phase) ? CHECK_PHASES.indexOf(phase) : -1;
  return (
    <section
      className={`step-card video-chat${phase === 'STARTED' ? ' video-chat--call' : ''}`}
      aria-labelledby="video-chat-title"
    >
      <PageHeading id="video-chat-title" className="step-title">
        {t('videoChat.title')}
      </PageHeading>
      {checkIndex >= 0 && (
        <>
          <p className="video-chat__lead">{t('videoChat.lead')}</p>
          <p className="video-chat__progress">
            {t('videoChat.steps.current', {
              current: checkIndex + 1,
              total: CHECK_PHASES.length,
              name: t(`videoChat.steps.${CHECK_PHASES[checkIndex] ?? 'CONSENTS'}`),
            })}
          </p>
        </>
      )}
      {content}
      {phase === 'STARTED' && <InteractiveOverlay form={overlayForm} answers={answers} />}
    </section>
  );
}
