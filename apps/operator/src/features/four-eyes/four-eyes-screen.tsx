import type { TPendingApproval } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import { readFailure, useOutcome } from '../../shared/api/use-outcome';
import { paths } from '../../shared/paths';
import { useStaff } from '../../shared/session/session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ConsoleTableScreen } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { processName } from '../../shared/ui/process-name';
import { TextAreaField } from '../../shared/ui/text-field';
import { usePendingApprovals, useSecondDecision } from './use-four-eyes';
import './four-eyes.css';

type Choice = 'APPROVE' | 'REJECT';
const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * The approvals waiting for a second pair of eyes (decision 267), with the rule's reasons: any
 * staff member but the first approver approves or rejects, after a confirmation that sums it up.
 */
export function FourEyesScreen() {
  const t = useT();
  const staff = useStaff();
  const format = useConsoleFormat();
  const list = usePendingApprovals();
  const decide = useSecondDecision();
  const { outcome, setOutcome, failed } = useOutcome();
  const [asked, setAsked] = useState<{ item: TPendingApproval; choice: Choice } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const outcomeRegion = useRef<HTMLDivElement>(null);

  const reasonsOf = (item: TPendingApproval) =>
    item.reasons.map((code) => t(`decisions.reason.${code}`)).join(', ');

  const close = () => {
    setAsked(null);
    setReason('');
    setReasonError(null);
  };

  const confirm = () => {
    if (asked === null) return;
    const { item, choice } = asked;
    const trimmed = reason.trim();
    if (choice === 'REJECT' && trimmed.length < REASON_MIN) {
      setReasonError(t('decisions.fourEyes.reasonShort'));
      return;
    }
    decide.mutate(
      {
        identificationId: item.identificationId,
        prospectId: item.prospectId,
        decision:
          choice === 'APPROVE' ? { outcome: 'APPROVE' } : { outcome: 'REJECT', reason: trimmed },
      },
      {
        onSuccess: () => {
          close();
          setOutcome({
            tone: 'success',
            text: t(`decisions.fourEyes.${choice === 'APPROVE' ? 'approved' : 'rejected'}`, {
              name: item.fullName,
            }),
          });
        },
        onError: (error) => {
          close();
          if (isStaffApiError(error) && error.code === 'SECOND_APPROVER_SAME_AS_FIRST') {
            setOutcome({ tone: 'error', text: t('decisions.fourEyes.sameStaff') });
          } else if (isStaffApiError(error) && error.status === 409) {
            setOutcome({ tone: 'error', text: t('decisions.fourEyes.alreadyDecided') });
          } else {
            failed(error);
          }
        },
      },
    );
  };

  return (
    <ConsoleTableScreen
      headingId="four-eyes-heading"
      heading={t('decisions.fourEyes.heading')}
      lead={t('decisions.fourEyes.lead')}
      refreshLabel={t('decisions.fourEyes.refresh')}
      onRefresh={() => void list.refetch()}
      outcome={outcome ?? readFailure(list.error, t)}
      outcomeRef={outcomeRegion}
      rowCount={list.data === undefined ? null : list.data.approvals.length}
      emptyText={t('decisions.fourEyes.empty')}
      caption={t('decisions.fourEyes.caption')}
      columns={[
        t('decisions.fourEyes.applicant'),
        t('decisions.fourEyes.product'),
        t('decisions.fourEyes.reasons'),
        t('decisions.fourEyes.firstApprover'),
        t('decisions.fourEyes.waitingSince'),
        t('decisions.fourEyes.actions'),
      ]}
      rows={list.data?.approvals.map((item) => (
        <tr key={item.identificationId}>
          <th scope="row">
            {/* Every list links to the case page (decision 265). */}
            <Link to={paths.casePage(item.prospectId)}>{item.fullName}</Link>
          </th>
          <td>{processName(item.process, t)}</td>
          <td>{reasonsOf(item)}</td>
          <td>{item.firstApprover.fullName}</td>
          <td>{format.dateTime(item.firstApprovedAt)}</td>
          <td>
            {item.firstApprover.id === staff.id ? (
              <span className="four-eyes__own">{t('decisions.fourEyes.yours')}</span>
            ) : (
              <div className="four-eyes__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={decide.isPending}
                  aria-label={t('decisions.fourEyes.approve', { name: item.fullName })}
                  onClick={() => setAsked({ item, choice: 'APPROVE' })}
                >
                  {t('decisions.fourEyes.approveShort')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={decide.isPending}
                  aria-label={t('decisions.fourEyes.reject', { name: item.fullName })}
                  onClick={() => setAsked({ item, choice: 'REJECT' })}
                >
                  {t('decisions.fourEyes.rejectShort')}
                </button>
              </div>
            )}
          </td>
        </tr>
      ))}
    >
      {asked === null ? null : (
        <ConfirmDialog
          title={t(`decisions.fourEyes.confirmTitle.${asked.choice}`)}
          lead={t(`decisions.fourEyes.confirmLead.${asked.choice}`)}
          facts={[
            { term: t('decisions.confirm.applicant'), value: asked.item.fullName },
            { term: t('decisions.confirm.product'), value: processName(asked.item.process, t) },
            { term: t('decisions.fourEyes.reasons'), value: reasonsOf(asked.item) },
            {
              term: t('decisions.fourEyes.firstApprover'),
              value: asked.item.firstApprover.fullName,
            },
          ]}
          confirmLabel={t(`decisions.confirm.confirm.${asked.choice}`)}
          cancelLabel={t('decisions.confirm.cancel')}
          busy={decide.isPending}
          onConfirm={confirm}
          onCancel={close}
          // The row and its buttons go once decided: the focus goes to the outcome's message.
          resultFocus={() => outcomeRegion.current?.querySelector<HTMLElement>('.notice') ?? null}
        >
          {asked.choice === 'REJECT' ? (
            <TextAreaField
              label={t('decisions.fourEyes.reasonLabel')}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              error={reasonError ?? undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
        </ConfirmDialog>
      )}
    </ConsoleTableScreen>
  );
}
