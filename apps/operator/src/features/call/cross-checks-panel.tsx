import { formatList } from '@onboarding/domain/format';
import type { CrossCheckFinding, TPossibleDuplicates } from '@onboarding/domain';
import { useLanguage, useT } from '@onboarding/web-shell';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';

export interface CrossChecksPanelProps {
  /** The server's findings; undefined when it sent none (then nothing is said of them). */
  readonly findings: readonly CrossCheckFinding[] | undefined;
  /** Other applicants' applications sharing an identifier; undefined when none were sent. */
  readonly duplicates?: TPossibleDuplicates | undefined;
  /** The applicant is already a customer of the bank (decision 288); undefined: not asked. */
  readonly existingCustomer?: boolean | undefined;
}

function Findings({ findings }: { findings: readonly CrossCheckFinding[] }) {
  const t = useT();
  if (findings.length === 0) {
    return <p className="cross-checks__agree">{t('operator.call.crossChecks.agree')}</p>;
  }
  return (
    <>
      <p>{t('operator.call.crossChecks.lead')}</p>
      <ul className="cross-checks__list">
        {findings.map((finding) => {
          const check = t(`operator.call.crossChecks.check.${finding.check}`);
          const [first = '', second] = finding.sources.map((source) =>
            t(`operator.call.crossChecks.source.${source}`),
          );
          const text =
            second === undefined
              ? t('operator.call.crossChecks.rule', { check, source: first })
              : t('operator.call.crossChecks.pair', { check, first, second });
          return (
            <li
              key={`${finding.check} ${finding.sources.join(' ')}`}
              className={`cross-checks__finding cross-checks__finding--${finding.severity.toLowerCase()}`}
            >
              {text}{' '}
              <span className="cross-checks__severity">
                ({t(`operator.call.crossChecks.${finding.severity === 'HIGH' ? 'high' : 'low'}`)})
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Duplicates({ duplicates }: { duplicates: TPossibleDuplicates }) {
  const t = useT();
  const language = useLanguage();
  const more = duplicates.total - duplicates.shown.length;
  return (
    <section className="cross-checks__duplicates" aria-labelledby="duplicates-heading">
      <h4 id="duplicates-heading" className="cross-checks__subheading">
        {t('operator.call.crossChecks.duplicates.heading')}
      </h4>
      {duplicates.total === 0 ? (
        <p>{t('operator.call.crossChecks.duplicates.none')}</p>
      ) : (
        <ul className="cross-checks__list">
          {duplicates.shown.map((duplicate, index) => {
            const values = formatList(
              duplicate.matchedOn.map((kind) =>
                t(`operator.call.crossChecks.duplicates.kind.${kind}`),
              ),
              language,
            );
            return (
              <li
                key={duplicate.prospectId ?? `account-${index}`}
                className="cross-checks__finding cross-checks__finding--high"
              >
                {duplicate.prospectId === null ? (
                  t('operator.call.crossChecks.duplicates.account', { values })
                ) : (
                  <>
                    {t('operator.call.crossChecks.duplicates.application', { values })}{' '}
                    <Link to={paths.casePage(duplicate.prospectId)}>
                      {t('operator.call.crossChecks.duplicates.open')}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 ? <p>{t('operator.call.crossChecks.duplicates.more', { count: more })}</p> : null}
    </section>
  );
}

/**
 * Where what the applicant gave disagrees (decision 287): the sign-up's name, the personal data,
 * the document's machine-readable zone and the national number, each pair named in plain words;
 * and other applicants' applications that share an identifier with this one (decision 288). For
 * the operator to ask about before deciding: hints, they decide nothing.
 */
export function CrossChecksPanel({
  findings,
  duplicates,
  existingCustomer,
}: CrossChecksPanelProps) {
  const t = useT();
  if (findings === undefined && duplicates === undefined) return null;
  return (
    <section className="card cross-checks" aria-labelledby="cross-checks-heading">
      <h3 id="cross-checks-heading" className="card__heading">
        {t('operator.call.crossChecks.heading')}
      </h3>
      {findings === undefined ? null : <Findings findings={findings} />}
      {duplicates === undefined ? null : <Duplicates duplicates={duplicates} />}
      {existingCustomer === true ? (
        <p className="cross-checks__finding cross-checks__finding--low">
          {t('operator.call.crossChecks.duplicates.existingCustomer')}
        </p>
      ) : null}
    </section>
  );
}
