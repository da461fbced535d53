import type { CrossCheckFinding } from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';

export interface CrossChecksPanelProps {
  /** The server's findings; undefined when it sent none (then nothing is said). */
  readonly findings: readonly CrossCheckFinding[] | undefined;
}

/**
 * Where what the applicant gave disagrees (decision 287): the sign-up's name, the personal data,
 * the document's machine-readable zone and the national number, each pair named in plain words,
 * for the operator to ask about before deciding. A hint: it decides nothing.
 */
export function CrossChecksPanel({ findings }: CrossChecksPanelProps) {
  const t = useT();
  if (findings === undefined) return null;
  return (
    <section className="card cross-checks" aria-labelledby="cross-checks-heading">
      <h3 id="cross-checks-heading" className="card__heading">
        {t('operator.call.crossChecks.heading')}
      </h3>
      {findings.length === 0 ? (
        <p className="cross-checks__agree">{t('operator.call.crossChecks.agree')}</p>
      ) : (
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
                    (
                    {t(`operator.call.crossChecks.${finding.severity === 'HIGH' ? 'high' : 'low'}`)}
                    )
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
