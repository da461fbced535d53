import { ROUTES, type TIncomeConfirmation, type TIncomeFound } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-error';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { patchRisk } from './api/patch-risk';
import { useFoundIncome } from './bank-connection/api/open-banking';
import { BankConnection, type BankReturn } from './bank-connection/bank-connection';
import { IncomeConfirmation } from './income-confirmation';
import type { IncomeContext } from './income-form';
import { StatementUpload } from './statement-upload/statement-upload';
import { PageHeading } from '../../components/page-heading/page-heading';
import './salary-statement.css';

type Step =
  | { readonly kind: 'choose' }
  | { readonly kind: 'bank' }
  | { readonly kind: 'upload' }
  | { readonly kind: 'confirm'; readonly context: IncomeContext };

/** The confirmation's failure as a message key; 409/404: the statement is gone, share it again. */
function confirmErrorKey(error: unknown): string | null {
  if (error === null) return null;
  if (isApiError(error) && error.status === 400) return 'salaryStatement.confirm.errors.invalid';
  if (isApiError(error) && (error.status === 404 || error.status === 409)) {
    return 'salaryStatement.confirm.errors.statementMissing';
  }
  return 'salaryStatement.confirm.errors.failed';
}

/**
 * What the bank's redirect back put in the page's address (decision 250): the connection made
 * (`bankConnection`) or the failure (`bankError`); null on any other visit.
 */
function bankReturnOf(search: URLSearchParams): BankReturn | null {
  const connectionId = search.get('bankConnection');
  if (connectionId !== null) return { connectionId };
  const error = search.get('bankError');
  return error === null ? null : { error };
}

function bankCodeOf(context: IncomeContext): string {
  return context.source === 'OPEN_BANKING' ? context.found.bankCode : context.bankCode;
}

/**
 * /salarystatement (decision 147): a loan applicant shares the income of the
 * last three months by a bank connection or by uploading statements, confirms it with the loan
 * they wish for (`PATCH onboarding/products/{id}/risk?bank=CODE`) and goes on to the consents.
 * spec 1 §2: no full-screen loading mask on this step, so each part shows its own progress.
 */
export function SalaryStatementPage() {
  const t = useT();
  const { process } = useWizard();
  const [search, setSearch] = useSearchParams();
  // Back from the bank: straight to the bank connection, where it went on or what went wrong.
  const [returned] = useState(() => bankReturnOf(search));
  const [step, setStep] = useState<Step>(() =>
    returned === null ? { kind: 'choose' } : { kind: 'bank' },
  );
  // The address forgets the bank's answer, so a reload does not replay it.
  useEffect(() => {
    if (returned !== null) setSearch({}, { replace: true });
  }, [returned, setSearch]);
  const continueWizard = useContinueWizard(ROUTES.consents);
  const confirm = useMutation({
    mutationFn: (body: TIncomeConfirmation) =>
      patchRisk(process.productId, step.kind === 'confirm' ? bankCodeOf(step.context) : '', body),
    onSuccess: () => continueWizard(),
  });

  // Each part opens with its heading focused, so a keyboard or screen-reader user starts there.
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // After a reload: the income a bank connection already found can be confirmed straight away.
  const foundBefore = useFoundIncome(process.prospectId).data ?? null;

  const go = (next: Step) => {
    confirm.reset();
    setStep(next);
  };
  const mainError = confirmErrorKey(confirm.error);
  const statementGone = mainError === 'salaryStatement.confirm.errors.statementMissing';

  return (
    <section className="step-card salary-statement" aria-labelledby="salary-statement-title">
      <PageHeading id="salary-statement-title" className="step-title">
        {t('salaryStatement.title')}
      </PageHeading>

      {step.kind === 'choose' ? (
        <>
          <p className="step-lead">{t('salaryStatement.lead')}</p>
          <h2 ref={heading} tabIndex={-1} className="salary-statement__heading">
            {t('salaryStatement.choose.heading')}
          </h2>
          <ul className="choice-cards">
            {foundBefore === null ? null : (
              <li className="choice-card salary-statement__choice">
                <h3 className="salary-statement__choice-title">
                  {t('salaryStatement.choose.found.title', { bank: foundBefore.bankName })}
                </h3>
                <p>{t('salaryStatement.choose.found.text')}</p>
                <Button
                  onClick={() =>
                    go({ kind: 'confirm', context: { source: 'OPEN_BANKING', found: foundBefore } })
                  }
                >
                  {t('salaryStatement.choose.found.action')}
                </Button>
              </li>
            )}
            {(['bank', 'upload'] as const).map((kind) => (
              <li key={kind} className="choice-card salary-statement__choice">
                <h3 className="salary-statement__choice-title">
                  {t(`salaryStatement.choose.${kind}.title`)}
                </h3>
                <p>{t(`salaryStatement.choose.${kind}.text`)}</p>
                <Button
                  variant={kind === 'bank' ? 'primary' : 'secondary'}
                  onClick={() => go({ kind })}
                >
                  {t(`salaryStatement.choose.${kind}.action`)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2 ref={heading} tabIndex={-1} className="salary-statement__heading">
            {step.kind === 'confirm'
              ? t('salaryStatement.confirm.heading')
              : t(`salaryStatement.choose.${step.kind}.title`)}
          </h2>
          {step.kind === 'bank' ? (
            <BankConnection
              prospectId={process.prospectId}
              onIncomeFound={(found: TIncomeFound) =>
                go({ kind: 'confirm', context: { source: 'OPEN_BANKING', found } })
              }
              onChooseUpload={() => go({ kind: 'upload' })}
              returned={returned}
            />
          ) : null}
          {step.kind === 'upload' ? (
            <StatementUpload
              prospectId={process.prospectId}
              onFinalized={({ bankCode }: { readonly bankCode: string }) =>
                go({ kind: 'confirm', context: { source: 'UPLOAD', bankCode } })
              }
            />
          ) : null}
          {step.kind === 'confirm' ? (
            <>
              <p>{t('salaryStatement.confirm.lead')}</p>
              <IncomeConfirmation
                context={step.context}
                submitting={confirm.isPending}
                mainError={mainError}
                onSubmit={(body) => confirm.mutate(body)}
              />
            </>
          ) : null}
          <div className="salary-statement__back">
            <Button
              variant={statementGone ? 'primary' : 'link'}
              onClick={() => go({ kind: 'choose' })}
            >
              {t('salaryStatement.chooseAgain')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
