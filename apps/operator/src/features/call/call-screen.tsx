import {
  isOpenIdentification,
  type IdentificationStatus,
  type TIdentificationDetail,
  type TVideoServerMessage,
} from '@onboarding/domain';
import { notificationsUrl, useVideoCall } from '@onboarding/video-call';
import { useT } from '@onboarding/web-shell';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { failureKey } from '../../shared/api/api-error';
import { documentImageUrl } from '../../shared/api/staff-api';
import { paths } from '../../shared/paths';
import { useStaff } from '../../shared/session/session';
import { Notice } from '../../shared/ui/notice';
import { ApplicantPanel } from './applicant-panel';
import { ChatPanel } from './chat-panel';
import { ChecklistPanel } from './checklist-panel';
import { CrossChecksPanel } from './cross-checks-panel';
import { DecisionForm } from './decision-form';
import { FaceMatchHint } from './face-match/face-match-hint';
import { LivenessChallengeHint } from './face-match/liveness-challenge-hint';
import { InteractionPanel } from './interaction-panel';
import { useLocalMedia } from './use-local-media';
import { useCallUpdates, useIdentification } from './use-call';
import { VideoStage } from './video-stage';
import './call.css';

const DECIDED = ['APPROVED', 'REJECTED', 'REDO', 'AWAITING_SECOND_APPROVAL'] as const;
type Decided = (typeof DECIDED)[number];
function isDecided(status: IdentificationStatus): status is Decided {
  return (DECIDED as readonly IdentificationStatus[]).includes(status);
}

export interface CallScreenProps {
  readonly identificationId: string;
  /**
   * Panels of other features beside the applicant's data, composed by the app's route
   * (app/route-table.tsx): a feature does not import another.
   */
  readonly sidePanels?: (detail: TIdentificationDetail) => ReactNode;
}

/**
 * The call of one accepted identification: the live video and snapshots, the applicant's data and
 * documents, the checklist, the forms pushed to the applicant and their answers, the chat and the
 * decision. The operator answers the applicant's offer (packages/video-call).
 */
export function CallScreen({ identificationId, sidePanels }: CallScreenProps) {
  const t = useT();
  const staff = useStaff();
  const query = useIdentification(identificationId);
  const updates = useCallUpdates(identificationId);
  const detail = query.data ?? null;
  const status = detail?.status ?? null;

  const ownCall = detail !== null && detail.operator?.id === staff.id;
  const inCall = ownCall && status === 'IN_CALL';
  const media = useLocalMedia(inCall);

  const { answered, status: statusChanged } = updates;
  const onMessage = useCallback(
    (message: TVideoServerMessage) => {
      if (message.type === 'ANSWER') answered(message.payload.data);
      else if (message.type === 'VIDEO_STATE') statusChanged(message.payload.data.status);
    },
    [answered, statusChanged],
  );

  const { call, snapshot } = useVideoCall(
    inCall
      ? {
          socketUrl: notificationsUrl(window.location),
          roomId: detail.roomId,
          userId: staff.id,
          role: 'OPERATOR',
          localStream: media.stream,
          iceServers: [],
          onMessage,
        }
      : null,
  );

  // Where a confirmed decision's outcome shows: the focus goes there (decision 272).
  const outcomeRegion = useRef<HTMLDivElement>(null);
  // The chat stays readable after the call ends (the call, and its snapshot, are gone then).
  const [chat, setChat] = useState(snapshot.chat);
  if (snapshot.chat.length > 0 && snapshot.chat !== chat) setChat(snapshot.chat);

  if (query.error !== null) {
    return (
      <section className="stack" aria-labelledby="call-heading">
        <h2 id="call-heading">{t('operator.call.notFound')}</h2>
        <Notice tone="error">{t(failureKey(query.error))}</Notice>
        <p>
          <Link className="button button--secondary" to={paths.queue()}>
            {t('operator.call.backToQueue')}
          </Link>
        </p>
      </section>
    );
  }
  if (detail === null || status === null) return <p>{t('common.loading')}</p>;

  const finished = !isOpenIdentification(status);
  // Decision 267: after the decision the call page says its outcome, not the video's state.
  const outcomeText = finished && isDecided(status) ? t(`decisions.outcome.${status}`) : null;
  // Decision 291: the portrait is on the front (an ID card's, a passport's data page).
  const portrait =
    detail.documents.find((document) => document.side === 'FRONTVIEW') ?? detail.documents[0];
  const faceAnalysis = detail.faceAnalysis;
  const hintsDisabled = finished || !inCall || faceAnalysis?.available !== true;
  const faceMatchHint =
    faceAnalysis !== undefined && (faceAnalysis.available || faceAnalysis.faceMatch !== null) ? (
      <>
        <FaceMatchHint
          identificationId={identificationId}
          faceMatch={faceAnalysis.faceMatch}
          documentUrl={portrait === undefined ? null : documentImageUrl(portrait.imagePath)}
          remoteStream={snapshot.remoteStream}
          consented={faceAnalysis.consented}
          disabled={hintsDisabled}
        />
        {faceAnalysis.consented ? (
          <LivenessChallengeHint
            identificationId={identificationId}
            challenge={faceAnalysis.livenessChallenge}
            remoteStream={snapshot.remoteStream}
            disabled={hintsDisabled}
          />
        ) : null}
      </>
    ) : null;
  const fourEyesReasons =
    status === 'AWAITING_SECOND_APPROVAL' && detail.fourEyes
      ? detail.fourEyes.reasons.map((reason) => t(`decisions.reason.${reason}`)).join(', ')
      : null;

  return (
    <section className="call" aria-labelledby="call-heading">
      <div className="screen-heading">
        <h2 id="call-heading">{t('operator.call.heading', { name: detail.applicant.fullName })}</h2>
        <Link className="button button--link" to={paths.queue()}>
          {t('operator.call.backToQueue')}
        </Link>
      </div>
      <div aria-live="polite" ref={outcomeRegion}>
        {finished ? (
          <Notice tone="success">
            {t('operator.call.decision.done', { status: t(`operator.status.${status}`) })}
            {outcomeText === null ? null : ` ${outcomeText}`}
            {fourEyesReasons === null ? null : (
              <>
                {' '}
                {t('decisions.outcome.reasons', { reasons: fourEyesReasons })}{' '}
                <Link to={paths.fourEyes()}>{t('decisions.outcome.fourEyesList')}</Link>
              </>
            )}
          </Notice>
        ) : null}
      </div>
      <div className="call__layout">
        <div className="call__main stack">
          <VideoStage
            identificationId={identificationId}
            snapshot={snapshot}
            localStream={media.stream}
            mediaError={media.error}
            finished={finished}
            outcome={outcomeText}
          />
          <ChatPanel
            lines={chat}
            onSend={(text) => call?.sendChat(text) ?? false}
            disabled={finished || call === null}
          />
        </div>
        <div className="call__side stack">
          <ApplicantPanel detail={detail} />
          {sidePanels?.(detail)}
        </div>
        <div className="call__work stack">
          <CrossChecksPanel
            findings={detail.crossChecks}
            duplicates={detail.possibleDuplicates}
            existingCustomer={detail.existingCustomer}
          />
          <ChecklistPanel
            identificationId={identificationId}
            checklist={detail.checklist}
            items={detail.script.checklist}
            disabled={finished}
            hints={faceMatchHint === null ? {} : { faceMatchesDocument: faceMatchHint }}
          />
          <InteractionPanel
            identificationId={identificationId}
            answers={detail.answers}
            script={detail.script}
            disabled={finished}
          />
          {finished ? null : (
            <DecisionForm
              detail={detail}
              outcomeFocus={() =>
                outcomeRegion.current?.querySelector<HTMLElement>('.notice') ?? null
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
