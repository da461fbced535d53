import {
  isOpenIdentification,
  type IdentificationStatus,
  type TIdentificationDetail,
  type TStaffMember,
  type TVideoServerMessage,
} from '@onboarding/domain';
import { notificationsUrl, useVideoCall } from '@onboarding/video-call';
import { useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useState } from 'react';
import { failureKey } from '../api/api-error';
import { useStaffApi } from '../app/staff-api-context';
import { Notice } from '../ui/notice';
import { SalaryStatementPanel } from '../features/loan-application/salary-statement-panel';
import { ApplicantPanel } from './applicant-panel';
import { ChatPanel } from './chat-panel';
import { ChecklistPanel } from './checklist-panel';
import { DecisionForm } from './decision-form';
import { InteractionPanel } from './interaction-panel';
import { useLocalMedia } from './use-local-media';
import { VideoStage } from './video-stage';
import './call.css';

const OUTCOME_STATUS = { APPROVE: 'APPROVED', REJECT: 'REJECTED', REDO: 'REDO' } as const;

export interface CallScreenProps {
  readonly identificationId: string;
  readonly staff: TStaffMember;
  readonly onBackToQueue: () => void;
}

/**
 * The call of one accepted identification: the live video and snapshots, the applicant's data and
 * documents, the checklist, the forms pushed to the applicant and their answers, the chat and the
 * decision. The operator answers the applicant's offer (packages/video-call).
 */
export function CallScreen({ identificationId, staff, onBackToQueue }: CallScreenProps) {
  const t = useT();
  const api = useStaffApi();
  const [detail, setDetail] = useState<TIdentificationDetail | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [status, setStatus] = useState<IdentificationStatus | null>(null);

  const load = useCallback(() => {
    api.identification(identificationId).then(
      (read) => {
        setDetail(read);
        setStatus(read.status);
      },
      (error: unknown) => setLoadError(error),
    );
  }, [api, identificationId]);
  useEffect(load, [load]);

  const ownCall = detail !== null && detail.operator?.id === staff.id;
  const inCall = ownCall && status === 'IN_CALL';
  const media = useLocalMedia(inCall);

  const onMessage = useCallback((message: TVideoServerMessage) => {
    if (message.type === 'ANSWER') {
      const answer = message.payload.data;
      setDetail((current) =>
        current === null ? current : { ...current, answers: [...current.answers, answer] },
      );
    } else if (message.type === 'VIDEO_STATE') {
      setStatus(message.payload.data.status);
    }
  }, []);

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

  // The chat stays readable after the call ends (the call, and its snapshot, are gone then).
  const [chat, setChat] = useState(snapshot.chat);
  if (snapshot.chat.length > 0 && snapshot.chat !== chat) setChat(snapshot.chat);

  if (loadError !== null) {
    return (
      <section className="stack" aria-labelledby="call-heading">
        <h2 id="call-heading">{t('operator.call.notFound')}</h2>
        <Notice tone="error">{t(failureKey(loadError))}</Notice>
        <p>
          <button type="button" className="button button--secondary" onClick={onBackToQueue}>
            {t('operator.call.backToQueue')}
          </button>
        </p>
      </section>
    );
  }
  if (detail === null || status === null) return <p>{t('common.loading')}</p>;

  const finished = !isOpenIdentification(status);
  const loanProspectId = detail.process === 'PERSONALLOAN' ? detail.prospectId : null;

  return (
    <section className="call" aria-labelledby="call-heading">
      <div className="screen-heading">
        <h2 id="call-heading">{t('operator.call.heading', { name: detail.applicant.fullName })}</h2>
        <button type="button" className="button button--link" onClick={onBackToQueue}>
          {t('operator.call.backToQueue')}
        </button>
      </div>
      <div aria-live="polite">
        {finished ? (
          <Notice tone="success">
            {t('operator.call.decision.done', { status: t(`operator.status.${status}`) })}
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
            onSnapshotSaved={load}
            finished={finished}
          />
          <ChatPanel
            lines={chat}
            onSend={(text) => call?.sendChat(text) ?? false}
            disabled={finished || call === null}
          />
        </div>
        <div className="call__side stack">
          <ApplicantPanel detail={detail} />
          {loanProspectId === null ? null : <SalaryStatementPanel prospectId={loanProspectId} />}
        </div>
        <div className="call__work stack">
          <ChecklistPanel
            identificationId={identificationId}
            checklist={detail.checklist}
            items={detail.script.checklist}
            disabled={finished}
            onSaved={(checklist) => setDetail({ ...detail, checklist })}
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
              onDecided={(outcome) => setStatus(OUTCOME_STATUS[outcome])}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The applicant's prospect, when the identification's detail names it (the salary-statement
 * panel reads the loan by prospect); null while the detail does not carry it.
 */
