import {
  FINDING_CATEGORIES,
  ZQualityReviewRequest,
  type FindingCategory,
  type ReviewVerdict,
  type TChecklist,
  type TQualityReviewView,
} from '@onboarding/domain';
import { useT, type I18n } from '@onboarding/web-shell';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import { protocolUrl } from '../../shared/api/staff-api';
import { readFailure, useOutcome } from '../../shared/api/use-outcome';
import { paths, uuidParam } from '../../shared/paths';
import { Card } from '../../shared/ui/card';
import { useConsoleFormat } from '../../shared/ui/format';
import { FailureRegion, Notice } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import { SelectField, TextAreaField } from '../../shared/ui/text-field';
import { snapshotUrl } from './quality-review-api';
import { useRecordReview, useReview } from './use-quality-review';
import './quality-review.css';

const CHECKLIST_ITEMS: readonly (keyof TChecklist)[] = [
  'documentGenuine',
  'faceMatchesDocument',
  'dataMatches',
  'securityFeaturesShown',
];
const VERDICTS: readonly ReviewVerdict[] = ['IN_ORDER', 'FINDING'];
const KNOWN_ERRORS = ['NOT_SAMPLED', 'OWN_IDENTIFICATION', 'ALREADY_REVIEWED'] as const;
type KnownError = (typeof KNOWN_ERRORS)[number];

function knownError(error: unknown): KnownError | null {
  if (!isStaffApiError(error)) return null;
  return KNOWN_ERRORS.find((code) => code === error.code) ?? null;
}

/** A refusal of the review's own (not its, not yours, reviewed) or the console's general one. */
function failureText(error: unknown, t: I18n['t']): string | null {
  const known = knownError(error);
  if (known !== null) return t(`qualityReview.errors.${known}`);
  return readFailure(error, t)?.text ?? null;
}

type FieldErrors = Partial<Record<'verdict' | 'category' | 'note', string>>;

/** A message key from the schema or the server, said in the console's language. */
function fieldErrorsOf(
  issues: readonly { field: string; code: string }[],
  t: I18n['t'],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field === 'category' || issue.field === 'note' ? issue.field : 'verdict';
    const key = issue.code.startsWith('qualityReview.validation.')
      ? (issue.code as `qualityReview.validation.${'verdict' | 'category' | 'noteRequired' | 'noteLong' | 'month'}`)
      : 'qualityReview.validation.verdict';
    errors[field] ??= t(key);
  }
  return errors;
}

/**
 * The form: in order, or a finding with its category and note (the route's own schema). Once
 * recorded the screen shows the review in place of the form, so the success is said by the
 * screen's live region (`onRecorded`), which stays.
 */
function ReviewForm({
  view,
  onRecorded,
}: {
  readonly view: TQualityReviewView;
  readonly onRecorded: () => void;
}) {
  const t = useT();
  const id = useId();
  const [verdict, setVerdict] = useState<ReviewVerdict | null>(null);
  const [category, setCategory] = useState<FindingCategory | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome } = useOutcome();
  const record = useRecordReview(view.item.identificationId, view.item.prospectId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZQualityReviewRequest.safeParse(
      verdict === 'FINDING'
        ? { verdict, category: category || undefined, note }
        : { verdict, note },
    );
    if (!parsed.success) {
      setErrors(
        fieldErrorsOf(
          parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'verdict'),
            code: issue.message,
          })),
          t,
        ),
      );
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: onRecorded,
      onError: (error) => {
        if (isStaffApiError(error) && error.fieldErrors.length > 0) {
          setErrors(fieldErrorsOf(error.fieldErrors, t));
          return;
        }
        setOutcome({ tone: 'error', text: failureText(error, t) ?? '' });
      },
    });
  };

  return (
    <Card heading={t('qualityReview.review.form')}>
      <form className="stack" noValidate onSubmit={submit}>
        <fieldset
          className="quality__verdicts"
          aria-invalid={errors.verdict === undefined ? undefined : true}
          aria-describedby={errors.verdict === undefined ? undefined : `${id}-verdict-error`}
        >
          <legend className="field__label">{t('qualityReview.review.verdict')}</legend>
          {VERDICTS.map((value) => (
            <label key={value} className="quality__verdict">
              <input
                type="radio"
                name={`${id}-verdict`}
                value={value}
                checked={verdict === value}
                onChange={() => setVerdict(value)}
              />
              {t(`qualityReview.verdicts.${value}`)}
            </label>
          ))}
          {errors.verdict === undefined ? null : (
            <p className="field__error" id={`${id}-verdict-error`}>
              {errors.verdict}
            </p>
          )}
        </fieldset>
        {verdict === 'FINDING' ? (
          <SelectField
            label={t('qualityReview.review.category')}
            value={category}
            error={errors.category ?? null}
            onChange={(event) => {
              const chosen = FINDING_CATEGORIES.find((each) => each === event.target.value);
              setCategory(chosen ?? '');
            }}
            options={[
              { value: '', label: t('qualityReview.review.chooseCategory') },
              ...FINDING_CATEGORIES.map((each) => ({
                value: each,
                label: t(`qualityReview.categories.${each}`),
              })),
            ]}
          />
        ) : null}
        <TextAreaField
          label={t('qualityReview.review.note')}
          hint={t('qualityReview.review.noteHint')}
          value={note}
          error={errors.note ?? null}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          <button type="submit" className="button button--primary" disabled={record.isPending}>
            {t(record.isPending ? 'qualityReview.review.saving' : 'qualityReview.review.submit')}
          </button>
        </div>
        <div aria-live="polite">
          {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        </div>
      </form>
    </Card>
  );
}

/** The recorded review: verdict, category, note, who and when. */
function RecordedReview({ view }: { readonly view: TQualityReviewView }) {
  const t = useT();
  const format = useConsoleFormat();
  const review = view.item.review;
  if (review === null) return null;
  return (
    <Card heading={t('qualityReview.review.form')}>
      <p className="quality__verdict-text">
        {review.verdict === 'IN_ORDER'
          ? t('qualityReview.verdicts.IN_ORDER')
          : `${t('qualityReview.verdicts.FINDING')}: ${t(`qualityReview.categories.${review.category ?? 'OTHER'}`)}`}
      </p>
      {review.note === '' ? null : <p className="quality__note">{review.note}</p>}
      <p className="quality__muted">
        {t('qualityReview.review.recorded', {
          name: review.reviewer.fullName,
          time: format.dateTime(review.reviewedAt),
        })}
      </p>
    </Card>
  );
}

/** What the reviewer checks: the call, the operator's checklist, the snapshots, the protocol. */
function CallEvidence({ view }: { readonly view: TQualityReviewView }) {
  const t = useT();
  const format = useConsoleFormat();
  const { item, identification } = view;
  // A four-eyes approval (decision 267): both staff members, the second of whom finished the call.
  const fourEyes = identification.fourEyes ?? null;
  return (
    <div className="stack">
      <div className="quality__evidence">
        <Card heading={t('qualityReview.review.call')}>
          <dl className="quality__facts">
            <dt>{t('qualityReview.queue.process')}</dt>
            <dd>{processName(item.process, t)}</dd>
            <dt>{t('qualityReview.review.operator')}</dt>
            <dd>{item.operator.fullName}</dd>
            <dt>{t('qualityReview.review.outcome')}</dt>
            <dd>{t(`operator.status.${identification.status}`)}</dd>
            <dt>{t('qualityReview.review.finished')}</dt>
            <dd>{format.dateTime(item.finishedAt)}</dd>
            <dt>{t('qualityReview.review.sampled')}</dt>
            <dd>
              {t(`qualityReview.reasons.${item.sampleReason}`)}, {format.dateTime(item.sampledAt)}
            </dd>
            {fourEyes === null ? null : (
              <>
                <dt>{t('qualityReview.review.firstApproval')}</dt>
                <dd>
                  {fourEyes.firstApprover.fullName}, {format.dateTime(fourEyes.firstApprovedAt)}
                </dd>
                {fourEyes.secondStaff === null || fourEyes.decidedAt === null ? null : (
                  <>
                    <dt>{t('qualityReview.review.secondDecision')}</dt>
                    <dd>
                      {fourEyes.secondStaff.fullName}, {format.dateTime(fourEyes.decidedAt)}
                    </dd>
                  </>
                )}
              </>
            )}
          </dl>
        </Card>
        <Card heading={t('qualityReview.review.checklist')}>
          <dl className="quality__facts">
            {CHECKLIST_ITEMS.map((key) => (
              <div key={key} className="quality__fact">
                <dt>{t(`operator.call.checklist.${key}`)}</dt>
                <dd>
                  {t(
                    identification.checklist[key]
                      ? 'qualityReview.review.checked'
                      : 'qualityReview.review.notChecked',
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card heading={t('qualityReview.review.protocol')}>
          {view.protocolReady ? (
            <a href={protocolUrl(item.identificationId)} download>
              {t('qualityReview.review.protocolDownload')}
            </a>
          ) : (
            <p>{t('qualityReview.review.protocolPending')}</p>
          )}
        </Card>
      </div>
      <Card heading={t('qualityReview.review.snapshots')}>
        {identification.snapshots.length === 0 ? (
          <p>{t('qualityReview.review.noSnapshots')}</p>
        ) : (
          <ul className="quality__snapshots">
            {identification.snapshots.map((snapshot) => {
              const time = format.dateTime(snapshot.at);
              const kind = t(`operator.call.snapshots.kinds.${snapshot.kind}`);
              return (
                <li key={snapshot.id}>
                  <figure className="quality__snapshot">
                    <img
                      src={snapshotUrl(item.identificationId, snapshot.id)}
                      alt={t('qualityReview.review.snapshot', { kind, time })}
                    />
                    <figcaption>
                      {kind} · {time}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** One sampled call's review at /quality-reviews/:identificationId (decision 269). */
export function ReviewScreen() {
  const t = useT();
  const identificationId = uuidParam(useParams().identificationId);
  const review = useReview(identificationId);
  const view = review.data;
  const [recorded, setRecorded] = useState(false);
  const failure =
    identificationId === null
      ? t('qualityReview.errors.NOT_SAMPLED')
      : failureText(review.error, t);

  return (
    <section className="stack quality" aria-labelledby="quality-review-heading">
      <h2 id="quality-review-heading">
        {view === undefined
          ? t('qualityReview.review.title')
          : t('qualityReview.review.heading', { name: view.item.fullName })}
      </h2>
      <div className="quality__bar">
        <Link to={paths.qualityReviews()}>{t('qualityReview.review.back')}</Link>
        {view === undefined ? null : (
          <Link to={paths.casePage(view.item.prospectId)}>
            {t('qualityReview.review.casePage')}
          </Link>
        )}
      </div>
      <FailureRegion failure={failure} />
      {view === undefined ? (
        failure === null ? (
          <p>{t('qualityReview.loading')}</p>
        ) : null
      ) : (
        <>
          <CallEvidence view={view} />
          {view.item.review === null ? (
            <ReviewForm view={view} onRecorded={() => setRecorded(true)} />
          ) : (
            <RecordedReview view={view} />
          )}
        </>
      )}
      <div aria-live="polite">
        {recorded ? <Notice tone="success">{t('qualityReview.review.saved')}</Notice> : null}
      </div>
    </section>
  );
}
