import type { TCaseView } from '@onboarding/domain';
import { formatIban } from '@onboarding/domain/format';
import { FactList, useLanguage, useT, useVariant } from '@onboarding/web-shell';
import {
  fieldLabel,
  fieldValue,
  sectionLabel,
  type WordsContext,
} from '../../shared/applicant-data/applicant-words';
import { Card } from '../../shared/ui/card';
import { ConsoleTable } from '../../shared/ui/console-table';
import { useConsoleFormat } from '../../shared/ui/format';
import { actorWords, eventWords } from './timeline-words';

/** The console's words for the applicant's codes, in its language and variant. */
function useWords(): WordsContext {
  return { t: useT(), language: useLanguage(), variant: useVariant().id };
}

/** The data as the applicant gave it, per section, every code in words (decision 265). */
export function CaseData({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const words = useWords();
  return (
    <Card heading={t('casePage.sections.data')}>
      {view.data.length === 0 ? (
        <p>{t('casePage.data.none')}</p>
      ) : (
        view.data.map((section) => (
          <div key={section.section}>
            <h4 className="case-page__subheading">{sectionLabel(words, section.section)}</h4>
            <FactList
              facts={section.fields.map((field) => ({
                id: field.label,
                term: fieldLabel(words, field.label),
                value: (
                  <span className="case-page__values">
                    {fieldValue(words, field.label, field.value)}
                  </span>
                ),
              }))}
            />
          </div>
        ))
      )}
    </Card>
  );
}

/** The identity document's sides as uploaded. */
export function CaseDocuments({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const words = useWords();
  const sideWord = (side: string) =>
    side === 'FRONTVIEW' || side === 'BACKVIEW' ? t(`casePage.documents.sides.${side}`) : side;
  return (
    <Card heading={t('casePage.sections.documents')}>
      {view.documents.length === 0 ? (
        <p>{t('casePage.documents.none')}</p>
      ) : (
        <ul className="case-page__images">
          {view.documents.map((document) => {
            const caption = t('casePage.documents.image', {
              type: fieldValue(words, 'idType', document.type),
              side: sideWord(document.side),
            });
            return (
              <li key={document.imagePath}>
                <figure>
                  <a href={document.imagePath} target="_blank" rel="noreferrer">
                    <img src={document.imagePath} alt={caption} />
                  </a>
                  <figcaption>{caption}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Every call: who, when, the outcome and why, its snapshots and its protocol. */
export function CaseCalls({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const format = useConsoleFormat();
  const none = t('casePage.header.none');
  return (
    <Card heading={t('casePage.sections.calls')}>
      {view.calls.length === 0 ? <p>{t('casePage.calls.none')}</p> : null}
      {view.calls.map((call) => (
        <div key={call.identificationId}>
          <h4 className="case-page__subheading">
            {t('casePage.calls.call', { date: format.dateTime(call.queuedAt) })}
          </h4>
          <FactList
            facts={[
              { term: t('casePage.calls.operator'), value: call.operatorName ?? none },
              { term: t('casePage.calls.status'), value: t(`operator.status.${call.status}`) },
              { term: t('casePage.calls.startedAt'), value: format.dateTime(call.startedAt) },
              { term: t('casePage.calls.endedAt'), value: format.dateTime(call.endedAt) },
              ...(call.reason === null
                ? []
                : [{ term: t('casePage.calls.reason'), value: call.reason }]),
            ]}
          />
          <h5 className="case-page__subheading">{t('casePage.calls.snapshots')}</h5>
          {call.snapshots.length === 0 ? (
            <p>{t('casePage.calls.noSnapshots')}</p>
          ) : (
            <ul className="case-page__images">
              {call.snapshots.map((snapshot) => {
                const caption = t('casePage.calls.snapshot', {
                  kind: t(`operator.call.snapshots.kinds.${snapshot.kind}`),
                  time: format.dateTime(snapshot.at),
                });
                return (
                  <li key={snapshot.id}>
                    <figure>
                      <a href={snapshot.imagePath} target="_blank" rel="noreferrer">
                        <img src={snapshot.imagePath} alt={caption} />
                      </a>
                      <figcaption>{caption}</figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          )}
          {call.protocolPath === null ? (
            call.endedAt === null ? (
              <p>{t('casePage.calls.protocolPending')}</p>
            ) : null
          ) : (
            <p>
              <a href={call.protocolPath} download>
                {t('casePage.calls.protocol')}
              </a>
            </p>
          )}
        </div>
      ))}
    </Card>
  );
}

/** The contract sets and each document's signature status and PAdES level (decision 280). */
export function CaseContracts({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const format = useConsoleFormat();
  return (
    <Card heading={t('casePage.sections.contracts')}>
      {view.contracts.length === 0 ? <p>{t('casePage.contracts.none')}</p> : null}
      {view.contracts.map((set) => (
        <div key={set.id}>
          <h4 className="case-page__subheading">
            {t('casePage.contracts.set', { date: format.dateTime(set.createdAt) })}:{' '}
            {t(`casePage.contracts.status.${set.status}`)}
          </h4>
          <ul className="case-page__list">
            {set.documents.map((document) => (
              <li key={document.fileName}>
                {document.fileName}:{' '}
                {document.signedAt !== null
                  ? t('casePage.contracts.signedAt', { time: format.dateTime(document.signedAt) })
                  : document.openedAt !== null
                    ? t('casePage.contracts.openedAt', { time: format.dateTime(document.openedAt) })
                    : t('casePage.contracts.notOpened')}
                {document.signatureLevel !== null ? (
                  <> ({t(`casePage.contracts.level.${document.signatureLevel}`)})</>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}

/** The payments received, each payer's account beside the account the applicant declared. */
export function CasePayments({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const format = useConsoleFormat();
  const { declaredIban, items } = view.payments;
  const iban = (value: string | null) =>
    value === null ? t('casePage.payments.noIban') : formatIban(value);
  return (
    <Card heading={t('casePage.sections.payments')}>
      <FactList
        facts={[{ term: t('casePage.payments.declaredIban'), value: iban(declaredIban) }]}
      />
      {items.length === 0 ? (
        <p>{t('casePage.payments.none')}</p>
      ) : (
        <ConsoleTable
          caption={t('casePage.payments.caption')}
          columns={[
            t('casePage.payments.receivedAt'),
            t('casePage.payments.payer'),
            t('casePage.payments.payerIban'),
            t('casePage.payments.amount'),
            t('casePage.payments.outcome'),
          ]}
        >
          {items.map((payment) => (
            <tr key={payment.id}>
              <th scope="row">{format.dateTime(payment.receivedAt)}</th>
              <td>{payment.payerName}</td>
              <td className="case-page__values">{iban(payment.payerIban)}</td>
              <td>{format.money(payment.amountCents, payment.currency)}</td>
              <td>{t(`casePage.payments.outcomes.${payment.outcome}`)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Card>
  );
}

/** The audit trail of the case, oldest first: when, who, what (decision 265). */
export function CaseTimeline({ view }: { readonly view: TCaseView }) {
  const t = useT();
  const format = useConsoleFormat();
  return (
    <Card heading={t('casePage.sections.timeline')} className="case-page__wide">
      {view.timeline.length === 0 ? (
        <p>{t('casePage.timeline.none')}</p>
      ) : (
        <ol className="case-page__timeline">
          {view.timeline.map((event) => (
            <li key={event.id} className="case-page__event">
              <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              <span className="case-page__who">{actorWords(t, event.actor)}</span>
              <span>{eventWords(t, event)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
