import type { TCaseView } from '@onboarding/domain';
import { FactList, useT } from '@onboarding/web-shell';
import { useParams } from 'react-router';
import { isStaffApiError } from '../../shared/api/api-error';
import type { CaseEvidenceFile } from '../../shared/api/case-evidence-api';
import { readFailure } from '../../shared/api/use-outcome';
import { uuidParam } from '../../shared/paths';
import { Card } from '../../shared/ui/card';
import { useConsoleFormat } from '../../shared/ui/format';
import { FailureRegion, Notice } from '../../shared/ui/notice';
import { processName } from '../../shared/ui/process-name';
import {
  CaseCalls,
  CaseContracts,
  CaseData,
  CaseDocuments,
  CasePayments,
  CaseTimeline,
} from './case-parts';
import { stateWord } from './timeline-words';
import { useCaseView, useEvidenceDownload } from './use-case-page';
import './case-page.css';

/**
 * The case page at /cases/:prospectId (decision 265): one application in words, for every member
 * of staff; every list of the console links here. An address whose id names no case says so.
 */
export function CasePage({ save }: { readonly save?: (file: CaseEvidenceFile) => void }) {
  const prospectId = uuidParam(useParams().prospectId);
  const t = useT();
  if (prospectId === null) return <CaseNotFound text={t('casePage.notFound')} />;
  return <CaseOf key={prospectId} prospectId={prospectId} save={save} />;
}

type Save = { readonly save: ((file: CaseEvidenceFile) => void) | undefined };

function CaseNotFound({ text }: { readonly text: string }) {
  const t = useT();
  return (
    <section className="stack" aria-labelledby="case-page-heading">
      <h2 id="case-page-heading">{t('operator.notFound.heading')}</h2>
      <Notice tone="warning">{text}</Notice>
    </section>
  );
}

function CaseOf({ prospectId, save }: { readonly prospectId: string } & Save) {
  const t = useT();
  const view = useCaseView(prospectId);
  if (isStaffApiError(view.error) && view.error.status === 404) {
    return <CaseNotFound text={t('casePage.notFound')} />;
  }
  if (view.data === undefined) {
    const failure = readFailure(view.error, t);
    return (
      <section className="stack" aria-labelledby="case-page-heading" aria-busy={!failure}>
        <h2 id="case-page-heading">{t('casePage.title')}</h2>
        {failure ? (
          <>
            <FailureRegion failure={t('casePage.failed')} />
            <div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void view.refetch()}
              >
                {t('casePage.retry')}
              </button>
            </div>
          </>
        ) : (
          <p role="status">{t('casePage.loading')}</p>
        )}
      </section>
    );
  }
  return <CaseView view={view.data} save={save} />;
}

function CaseView({ view, save }: { readonly view: TCaseView } & Save) {
  const t = useT();
  const format = useConsoleFormat();
  const none = t('casePage.header.none');
  return (
    <section className="stack" aria-labelledby="case-page-heading">
      <h2 id="case-page-heading">
        {t('casePage.heading', { number: view.applicationNumber })}: {view.applicant.fullName}
      </h2>
      <div className="case-page__parts">
        <Card heading={view.applicant.fullName} className="case-page__wide">
          <FactList
            facts={[
              { term: t('casePage.header.applicationNumber'), value: view.applicationNumber },
              { term: t('casePage.header.product'), value: processName(view.process, t) },
              { term: t('casePage.header.package'), value: view.product?.packageName ?? none },
              { term: t('casePage.header.state'), value: stateWord(t, view.state) },
              {
                term: t('casePage.header.productState'),
                value: view.product === null ? none : stateWord(t, view.product.state),
              },
              { term: t('casePage.header.startedAt'), value: format.dateTime(view.createdAt) },
              { term: t('casePage.header.email'), value: view.applicant.email ?? none },
              {
                term: t('casePage.header.phone'),
                value: view.applicant.phoneNumber ?? none,
              },
            ]}
          />
        </Card>
        <CaseData view={view} />
        <CaseDocuments view={view} />
        <CaseCalls view={view} />
        <CaseContracts view={view} />
        <CasePayments view={view} />
        <CaseEvidence view={view} save={save} />
        <CaseTimeline view={view} />
      </div>
    </section>
  );
}

/** The evidence export as a button (decision 151): a supervisor's, through the export's call. */
function CaseEvidence({ view, save }: { readonly view: TCaseView } & Save) {
  const t = useT();
  const download = useEvidenceDownload(save);
  // A 401 signs out (app/server-state.tsx); any other failure is said here.
  const failure = readFailure(download.error, t) === null ? null : t('casePage.evidence.failed');
  return (
    <Card heading={t('casePage.sections.evidence')}>
      <p>{t('casePage.evidence.lead')}</p>
      {view.evidence.allowed ? (
        <>
          <div>
            <button
              type="button"
              className="button button--primary"
              disabled={download.isPending}
              onClick={() => download.mutate(view.prospectId)}
            >
              {download.isPending
                ? t('casePage.evidence.downloading')
                : t('casePage.evidence.download')}
            </button>
          </div>
          <FailureRegion failure={failure} />
          <div aria-live="polite">
            {download.data ? (
              <Notice tone="success">
                {t('casePage.evidence.downloaded', { file: download.data.fileName })}
              </Notice>
            ) : null}
          </div>
        </>
      ) : (
        <p>{t('casePage.evidence.supervisorOnly')}</p>
      )}
    </Card>
  );
}
