import type { TOfferChoice, TSecciIssued } from '@onboarding/domain';
import { formatDateTime } from '@onboarding/domain/format';
import { useMutation } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icon';
import { firstInvalidControl, useInvalidSubmit } from '../../../components/ui/use-invalid-submit';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { issueSecci, secciUrl } from '../api/issue-secci';

/** The SECCI the applicant has been given, and for which terms. */
export interface IssuedSecci {
  readonly issued: TSecciIssued;
  readonly choice: TOfferChoice;
}

export interface SecciStepProps {
  readonly productId: string;
  /** The valid choice shown now; null while a typed value is not valid. */
  readonly choice: TOfferChoice | null;
  readonly secci: IssuedSecci | null;
  /** True when the SECCI was made for other terms than the ones shown now. */
  readonly outdated: boolean;
  readonly read: boolean;
  readonly onIssued: (secci: IssuedSecci) => void;
  readonly onRead: (read: boolean) => void;
  /** The error of the read checkbox ("confirm you have read it"), a message key. */
  readonly readError: string | null;
}

/**
 * Before the choice, the Standard European Consumer Credit Information (Directive (EU) 2023/2225,
 * decision 229) for exactly the terms shown: made by the server in the page's language, opened as a PDF,
 * and confirmed as read. Terms changed after it was made need a new one.
 */
export const SecciStep = memo(function SecciStep({
  productId,
  choice,
  secci,
  outdated,
  read,
  onIssued,
  onRead,
  readError,
}: SecciStepProps) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  const [needsChoice, setNeedsChoice] = useState(false);
  const invalid = useInvalidSubmit();
  const statusId = useId();
  const issue = useMutation({
    mutationFn: (terms: TOfferChoice) => issueSecci(productId, terms),
    onSuccess: (issued, terms) => onIssued({ issued, choice: terms }),
  });
  const current = secci !== null && !outdated ? secci : null;
  const issuedAt =
    current === null
      ? null
      : formatDateTime(current.issued.issuedAt, language, { timeZone: variant.timeZone });

  return (
    <section className="credit-approval__secci" aria-labelledby="credit-approval-secci">
      <h2 id="credit-approval-secci" className="credit-approval__subtitle">
        {t('creditApproval.secci.title')}
      </h2>
      <p className="credit-approval__hint">{t('creditApproval.secci.lead')}</p>
      {outdated ? (
        <p className="credit-approval__notice credit-approval__notice--warning" role="status">
          <Icon name="warning" />
          <span>{t('creditApproval.secci.outdated')}</span>
        </p>
      ) : null}
      {current === null ? (
        <>
          <div className="step-actions step-actions--start">
            <Button
              variant="secondary"
              loading={issue.isPending}
              onClick={() => {
                if (choice !== null) {
                  setNeedsChoice(false);
                  issue.mutate(choice);
                  return;
                }
                // Decision 248: not silent: say why and go to the amount or term in error.
                setNeedsChoice(true);
                invalid.onInvalid({
                  announce: false,
                  target: () => firstInvalidControl(document.querySelector('main') ?? document),
                });
              }}
            >
              {t('creditApproval.secci.get')}
            </Button>
          </div>
          {needsChoice && choice === null ? (
            <p className="credit-approval__notice credit-approval__notice--error" role="alert">
              <Icon name="error" />
              <span>{t('creditApproval.choose.errors.fixChoice')}</span>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="credit-approval__secci-file" id={statusId} role="status">
            <Icon name="document" />
            <a
              className="credit-approval__secci-link"
              href={secciUrl(productId, current.issued.secciId)}
              target="_blank"
              rel="noopener"
            >
              {t('creditApproval.secci.open')}
            </a>
            <span className="credit-approval__hint">
              {t('creditApproval.secci.issuedAt', { date: issuedAt ?? '' })}
            </span>
          </p>
          <Checkbox
            name="secciRead"
            checked={read}
            onChange={(event) => onRead(event.target.checked)}
            label={t('creditApproval.secci.read')}
            error={readError}
          />
        </>
      )}
      {choice === null && current === null ? (
        <p className="credit-approval__hint">{t('creditApproval.secci.fixChoice')}</p>
      ) : null}
      {issue.isError ? (
        <p className="form-field__error" role="alert">
          <Icon name="error" />
          <span>{t('creditApproval.secci.failed')}</span>
        </p>
      ) : null}
    </section>
  );
});
