import {
  CREDIT_APPROVAL_ERROR_ROUTES,
  insurancePremiumCents,
  instalmentDueDate,
  POST_LOAN_CHOICE_PHASES,
  ROUTES,
  type CreditApprovalErrorCode,
  type TOfferBounds,
  type TOfferChoice,
  type TRiskAssessmentResult,
  type TSelectLoanRequest,
} from '@onboarding/domain';
import { formatAmount, formatMoney } from '@onboarding/domain/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { firstInvalidControl, useInvalidSubmit } from '../../components/ui/use-invalid-submit';
import { isApiError } from '../../lib/api/api-error';
import { createValueStore, useStoreValueAfterPaint } from '../../lib/chunks/value-store';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { riskAssessmentKey, useRiskAssessment } from './api/get-risk-assessment-result';
import { usePayoutAccountOptions } from './api/get-payout-account-options';
import { selectLoan } from './api/select-loan';
import { useOfferQuote } from './api/update-offer';
import { OfferControls } from './components/offer-controls';
import { OfferFigures } from './components/offer-figures';
import { PayoutAccountStep } from './components/payout-account-step';
import { SecciStep, type IssuedSecci } from './components/secci-step';
import { formatTenor } from './tenor';
import {
  checkDraft,
  choiceOfOffer,
  sliderChoice,
  draftOf,
  offerOf,
  sameChoice,
  type CheckedChoice,
  type ChoiceDraft,
} from './offer-choice';
import {
  NO_PAYOUT_ERRORS,
  checkPayoutDraft,
  initialPayoutDraft,
  payoutErrorsOf,
  type PayoutDraft,
  type PayoutErrors,
} from './payout-draft';
import { PageHeading } from '../../components/page-heading/page-heading';
import './credit-approval.css';

/** How long the sliders rest before the server is asked to confirm the figures. */
export const QUOTE_DEBOUNCE_MS = 400;

type ChooseProblem =
  | 'creditApproval.choose.errors.fixChoice'
  | 'creditApproval.choose.errors.notAffordable'
  | 'creditApproval.choose.errors.secciMissing'
  | 'creditApproval.choose.errors.OFFER_NOT_AVAILABLE'
  | 'creditApproval.choose.errors.SECCI_MISMATCH'
  | 'creditApproval.choose.errors.payout'
  | 'errors.technical';

function isCreditApprovalCode(code: string | undefined): code is CreditApprovalErrorCode {
  return code !== undefined && Object.hasOwn(CREDIT_APPROVAL_ERROR_ROUTES, code);
}

/** The value that was last given, once it has stayed for `ms`. */
function useSettled<T>(value: T, ms: number, same: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms, same]);
  return settled;
}

const sameOrBothNull = (a: TOfferChoice | null, b: TOfferChoice | null) =>
  (a === null && b === null) || sameChoice(a, b);

/** The first error of each payout field: the check's after a try to choose, else the server's. */
function shownPayoutErrors(tried: boolean, own: PayoutErrors, server: PayoutErrors): PayoutErrors {
  if (!tried) return server;
  return {
    source: own.source ?? server.source,
    iban: own.iban ?? server.iban,
    declaration: own.declaration ?? server.declaration,
  };
}

/** `checkDraft` under these bounds, remembering its last answer by the draft's identity. */
function lastCheckOf(bounds: TOfferBounds): (draft: ChoiceDraft) => CheckedChoice {
  let last: { draft: ChoiceDraft; checked: CheckedChoice } | null = null;
  return (draft) => {
    if (last?.draft !== draft) last = { draft, checked: checkDraft(draft, bounds) };
    return last.checked;
  };
}

function OfferChooser({
  result,
  bounds,
  initial,
}: {
  result: TRiskAssessmentResult;
  bounds: TOfferBounds;
  initial: TOfferChoice;
}) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useVariant();
  const euros = (value: number) => formatAmount(value, currency, language, { whole: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { process } = useWizard();
  const continueWizard = useContinueWizard(ROUTES.longTimeService);

  // A key's frame renders only the boxes and the sliders, which read the draft from its store; the
  // draft's check, the figures and the SECCI's state follow once it is painted (decision 311).
  const [draftStore] = useState(() => createValueStore(draftOf(initial)));
  const checkedDraft = useStoreValueAfterPaint(draftStore);
  const [settled, setSettled] = useState<TOfferChoice>(initial);
  const [secci, setSecci] = useState<IssuedSecci | null>(null);
  const [read, setRead] = useState(false);
  const [problem, setProblem] = useState<ChooseProblem | null>(null);
  const [tried, setTried] = useState(false);
  const invalid = useInvalidSubmit();
  const payoutOptions = usePayoutAccountOptions(process.productId);
  const bankConnection = payoutOptions.data?.bankConnection ?? null;
  const payoutDate = payoutOptions.data?.payoutDateIfSignedToday;
  const dates = useMemo(
    () =>
      payoutDate === undefined
        ? null
        : { payoutDate, firstInstalmentDate: instalmentDueDate(payoutDate, 1) },
    [payoutDate],
  );
  // Untouched, the payout follows what the options offer (decision 233).
  const [payoutTouched, setPayoutTouched] = useState<PayoutDraft | null>(null);
  const connected = bankConnection !== null;
  const initialPayout = useMemo(() => initialPayoutDraft(connected), [connected]);
  const payout = payoutTouched ?? initialPayout;
  const checkedPayout = useMemo(() => checkPayoutDraft(payout), [payout]);
  const [payoutServerErrors, setPayoutServerErrors] = useState<PayoutErrors>(NO_PAYOUT_ERRORS);

  // The draft's check, once per draft: the render and a choice made before the next key share it.
  const check = useMemo(() => lastCheckOf(bounds), [bounds]);
  const checked = check(checkedDraft);
  const choice = checked.choice;
  // The last valid choice, where the sliders stay while a box is empty or not a number; kept as
  // React keeps information from earlier renders (set while rendering, before the children).
  if (choice !== null && !sameChoice(choice, settled)) setSettled(choice);

  // The figures are those of what the sliders show (decision 233): the typed values kept within
  // the sliders' ranges, or the last valid choice while a box is empty.
  const shown = useMemo(
    () => choice ?? sliderChoice(checkedDraft, bounds, settled),
    [choice, checkedDraft, bounds, settled],
  );
  const localOffer = useMemo(() => offerOf(shown), [shown]);
  // The instalment does not depend on the insurance, so neither does the premium it would add.
  const premium = insurancePremiumCents(localOffer.instalmentCents);
  const confirming = useSettled(choice, QUOTE_DEBOUNCE_MS, sameOrBothNull);
  const quote = useOfferQuote(process.productId, confirming);
  const quoteIsCurrent =
    quote.data !== undefined && !quote.isPlaceholderData && sameChoice(confirming, choice);
  const notAffordable = quoteIsCurrent && quote.data?.affordable === false;
  // The bank's own figures win once they answer for exactly these terms (they are the same code).
  const offer = quoteIsCurrent && quote.data?.affordable ? quote.data.offer : localOffer;

  const outdated = secci !== null && !sameChoice(secci.choice, choice);

  // A state set only when it changes: a key then renders the boxes alone, not the chooser.
  const changeDraft = (next: ChoiceDraft) => {
    draftStore.set(next);
    if (problem !== null) setProblem(null);
    if (read) setRead(false);
  };

  // Stable props, so the memoised steps are left alone while the offer's figures are typed.
  const changePayout = useCallback((next: PayoutDraft) => {
    setPayoutTouched(next);
    setPayoutServerErrors(NO_PAYOUT_ERRORS);
    setProblem((current) => (current === 'creditApproval.choose.errors.payout' ? null : current));
  }, []);
  const secciIssued = useCallback((issued: IssuedSecci) => {
    setSecci(issued);
    setRead(false);
    setProblem(null);
  }, []);
  const secciRead = useCallback((value: boolean) => {
    setRead(value);
    if (value) setProblem(null);
  }, []);
  const payoutErrors = useMemo(
    () => shownPayoutErrors(tried, checkedPayout.errors, payoutServerErrors),
    [tried, checkedPayout.errors, payoutServerErrors],
  );

  const select = useMutation({
    mutationFn: (request: Omit<TSelectLoanRequest, 'prospectId'>) =>
      selectLoan({ prospectId: process.prospectId, ...request }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: riskAssessmentKey(process.prospectId) });
      await continueWizard(ROUTES.longTimeService);
    },
    onError: (error) => {
      const code = isApiError(error) ? error.code : undefined;
      const payoutErrors = payoutErrorsOf(isApiError(error) ? error.fieldErrors : []);
      if (Object.values(payoutErrors).some((key) => key !== null)) {
        setPayoutServerErrors(payoutErrors);
        setProblem('creditApproval.choose.errors.payout');
        return;
      }
      if (isCreditApprovalCode(code)) {
        void navigate(CREDIT_APPROVAL_ERROR_ROUTES[code]);
        return;
      }
      if (code === 'SECCI_MISMATCH') {
        setSecci(null);
        setRead(false);
        setProblem('creditApproval.choose.errors.SECCI_MISMATCH');
        return;
      }
      if (code === 'OFFER_NOT_AVAILABLE') {
        void queryClient.invalidateQueries({ queryKey: ['offer-quote', process.productId] });
        setProblem('creditApproval.choose.errors.OFFER_NOT_AVAILABLE');
        return;
      }
      setProblem('errors.technical');
    },
  });

  const choose = () => {
    setTried(true);
    // Decision 248: a refused choice also moves focus to the first field in error on the step
    // (the problem line above the button is an alert of its own).
    const refuse = (key: Parameters<typeof setProblem>[0]) => {
      setProblem(key);
      invalid.onInvalid({
        announce: false,
        target: () => firstInvalidControl(document.querySelector('main') ?? document),
      });
    };
    // The terms in the boxes now, though the render that checks them may still be to come.
    const current = check(draftStore.get()).choice;
    if (current === null) return refuse('creditApproval.choose.errors.fixChoice');
    if (notAffordable && sameChoice(current, choice)) {
      return refuse('creditApproval.choose.errors.notAffordable');
    }
    if (secci === null || !sameChoice(secci.choice, current)) {
      return refuse('creditApproval.choose.errors.secciMissing');
    }
    if (checkedPayout.choice === null) return refuse('creditApproval.choose.errors.payout');
    if (!read) return refuse(null);
    setProblem(null);
    select.mutate({
      choice: current,
      secciId: secci.issued.secciId,
      payoutAccount: checkedPayout.choice,
    });
  };

  const wish = result.wish;
  return (
    <>
      {result.outcome === 'ALTERNATE_OFFER' ? (
        <p className="credit-approval__notice credit-approval__notice--info">
          <Icon name="info" />
          <span>
            {t('creditApproval.alternate', {
              amount: euros(wish.amount),
              tenor: formatTenor(t, wish.tenorMonths),
            })}
          </span>
        </p>
      ) : null}
      <div className="credit-approval__layout">
        <OfferControls
          bounds={bounds}
          draftStore={draftStore}
          checked={checked}
          settled={shown}
          onChange={changeDraft}
          premiumText={formatMoney(premium, currency, language)}
        />
        <div className="credit-approval__summary">
          <OfferFigures
            offer={offer}
            stale={choice === null}
            firstInstalmentDate={dates?.firstInstalmentDate ?? null}
          />
          <p className="credit-approval__confirmation" role="status">
            {notAffordable
              ? null
              : quoteIsCurrent
                ? t('creditApproval.quote.confirmed')
                : choice !== null && (quote.isFetching || !sameChoice(confirming, choice))
                  ? t('creditApproval.quote.checking')
                  : quote.isError
                    ? t('creditApproval.quote.failed')
                    : null}
          </p>
          {notAffordable && quote.data !== undefined ? (
            <div className="credit-approval__notice credit-approval__notice--warning" role="alert">
              <Icon name="warning" />
              <div>
                <p>
                  {quote.data.maxAffordableAmount > 0
                    ? t('creditApproval.quote.notAffordable', {
                        max: euros(quote.data.maxAffordableAmount),
                      })
                    : t('creditApproval.quote.noneForTenor')}
                </p>
                {quote.data.maxAffordableAmount > 0 ? (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      changeDraft({
                        ...draftStore.get(),
                        amountText: String(quote.data?.maxAffordableAmount ?? 0),
                      })
                    }
                  >
                    {t('creditApproval.amount.useLargest', {
                      amount: euros(quote.data.maxAffordableAmount),
                    })}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      </div>

      <SecciStep
        productId={process.productId}
        choice={choice}
        secci={secci}
        outdated={outdated}
        read={read}
        onIssued={secciIssued}
        onRead={secciRead}
        readError={
          tried && secci !== null && !outdated && !read ? 'creditApproval.secci.readRequired' : null
        }
      />

      {payoutOptions.isPending ? (
        <Spinner label={t('creditApproval.payout.loading')} />
      ) : (
        <PayoutAccountStep
          bankConnection={bankConnection}
          draft={payout}
          onChange={changePayout}
          errors={payoutErrors}
          dates={dates}
        />
      )}

      {problem !== null ? (
        <p className="credit-approval__notice credit-approval__notice--error" role="alert">
          <Icon name="error" />
          <span>{t(problem)}</span>
        </p>
      ) : null}
      <div className="step-actions">
        <Button onClick={choose} loading={select.isPending}>
          {t('creditApproval.choose.action')}
        </Button>
      </div>
    </>
  );
}

/**
 * /creditapproval (decision 147): the offer after the risk assessment, the wish
 * or the bank's alternate, moved with sliders and inputs within what the applicant can afford;
 * the figures computed at once with the domain's code and confirmed by the server; the SECCI read
 * before the choice; the choice sent to `selectloan` and followed on /longtimeservice.
 */
export function CreditApprovalPage() {
  const t = useT();
  const { process } = useWizard();
  const assessment = useRiskAssessment(process.prospectId);
  const result = assessment.data;

  if (result !== undefined) {
    if (result.phase === 'CANCELLED') {
      return (
        <section className="step-card credit-approval" aria-labelledby="credit-approval-title">
          <PageHeading id="credit-approval-title" className="step-title">
            {t('creditApproval.cancelled.title')}
          </PageHeading>
          <p className="step-lead">{t('creditApproval.cancelled.text')}</p>
          <div className="step-actions">
            <Link className="button button--primary" to={ROUTES.contact}>
              <span className="button__label">{t('creditApproval.cancelled.contact')}</span>
            </Link>
          </div>
        </section>
      );
    }
    if ((POST_LOAN_CHOICE_PHASES as readonly string[]).includes(result.phase)) {
      return <Navigate to={ROUTES.longTimeService} replace />;
    }
    if (result.creditApprovalCode !== null) {
      return <Navigate to={CREDIT_APPROVAL_ERROR_ROUTES[result.creditApprovalCode]} replace />;
    }
    if (result.outcome === null) return <Navigate to={ROUTES.shortTimeService} replace />;
  }

  const ready = result?.offer && result.bounds ? result : null;
  return (
    <section className="step-card credit-approval" aria-labelledby="credit-approval-title">
      <PageHeading id="credit-approval-title" className="step-title">
        {t('creditApproval.title')}
      </PageHeading>
      <p className="step-lead">{t('creditApproval.lead')}</p>
      {assessment.isPending ? (
        <Spinner label={t('creditApproval.loading')} />
      ) : ready?.offer && ready.bounds ? (
        <OfferChooser result={ready} bounds={ready.bounds} initial={choiceOfOffer(ready.offer)} />
      ) : (
        <div className="step-actions">
          <p className="credit-approval__hint">{t('creditApproval.failed')}</p>
          <Button variant="secondary" onClick={() => void assessment.refetch()}>
            {t('creditApproval.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
