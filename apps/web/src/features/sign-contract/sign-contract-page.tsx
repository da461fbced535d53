import {
  ROUTES,
  signingFingerprint,
  type TContractAmount,
  type TContractDocument,
  type TContractSet,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { formatAmount, formatFileSize, formatPercent } from '@onboarding/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  signingErrorKey,
  SigningCodeForm,
  useCodeRequest,
  type CodeRequest,
} from '../../components/signing-code/signing-code-form';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api/api-error';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import {
  bracketContracts,
  contractsKey,
  contractUrl,
  requestContractsCode,
  signContracts,
  signedContractUrl,
  useContracts,
} from './api/contracts';
import { PageHeading } from '../../components/page-heading/page-heading';
import './sign-contract.css';

/** The contracts' own refusal said in place, besides a refused code's. */
const IN_PLACE_CODES = ['DOCUMENTS_NOT_OPENED'];
/** The documents are no longer those shown: show the new ones, ask for a new code. */
const CHANGED_CODES = new Set(['CONTRACTS_CHANGED', 'SIGNING_CODE_MISMATCH']);

function errorKey(error: unknown): string | null {
  if (isApiError(error) && error.code !== undefined && CHANGED_CODES.has(error.code)) {
    return 'signing.contracts.changed';
  }
  return signingErrorKey(error, IN_PLACE_CODES);
}

function AmountValue({ amount }: { amount: TContractAmount }) {
  const t = useT();
  const language = useLanguage();
  if (amount.unit === 'months') {
    return <>{t('signing.contracts.months', { count: Number(amount.value) })}</>;
  }
  // A day deposit's term (decision 232).
  if (amount.unit === 'days') {
    return <>{t('signing.contracts.days', { count: Number(amount.value) })}</>;
  }
  // The contracts give rates in percent ("6.99") and amounts as decimal text of their currency.
  if (amount.unit === '%') return <>{formatPercent(Number(amount.value) / 100, language)}</>;
  return <>{formatAmount(amount.value, amount.unit, language)}</>;
}

function DocumentRow({
  document,
  prospectId,
  opened,
  onOpen,
}: {
  document: TContractDocument;
  prospectId: string;
  opened: boolean;
  onOpen: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const name = t(`signing.contracts.kinds.${document.kind}`);
  const size = formatFileSize(document.sizeBytes, language);
  return (
    <li className="document-list__item">
      <div>
        <p className="document-list__name">{name}</p>
        <p className="document-list__meta">
          {t('signing.contracts.size', { size })}
          {' · '}
          <span className={opened ? 'sign-contract__opened' : undefined}>
            {opened ? t('signing.contracts.opened') : t('signing.contracts.notOpened')}
          </span>
        </p>
      </div>
      <a
        className="sign-contract__open"
        href={contractUrl(prospectId, document.id)}
        target="_blank"
        rel="noopener"
        onClick={onOpen}
        aria-label={t('signing.contracts.openLabel', { name, size })}
      >
        <Icon name={opened ? 'check' : 'document'} />
        <span>{t('signing.contracts.open')}</span>
      </a>
    </li>
  );
}

function SignedView({ set, prospectId }: { set: TContractSet; prospectId: string }) {
  const t = useT();
  const continueWizard = useContinueWizard(ROUTES.chooseBranch);
  return (
    <>
      <p className="step-lead" role="status">
        {t('signing.contracts.signedText')}
      </p>
      <ul className="document-list" aria-label={t('signing.contracts.listLabel')}>
        {set.documents.map((document) => (
          <li key={document.id} className="document-list__item">
            <p className="document-list__name">{t(`signing.contracts.kinds.${document.kind}`)}</p>
            <a
              className="sign-contract__open"
              href={signedContractUrl(prospectId, document.id)}
              download={document.signed?.fileName}
            >
              <Icon name="document" />
              <span>
                {t('signing.contracts.downloadSigned', {
                  name: t(`signing.contracts.kinds.${document.kind}`),
                })}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="step-actions">
        <Button onClick={() => void continueWizard()}>{t('signing.contracts.continue')}</Button>
      </div>
    </>
  );
}

function CodeStep({
  prospectId,
  set,
  sent,
  send,
  onSigned,
  onChanged,
}: {
  prospectId: string;
  set: TContractSet;
  sent: TSigningCodeSent;
  send: CodeRequest;
  onSigned: (signed: TContractSet) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const continueWizard = useContinueWizard(ROUTES.chooseBranch);
  return (
    <SigningCodeForm
      className="sign-contract__form"
      sent={sent}
      send={send}
      sign={(code) => signContracts(prospectId, set, code)}
      onSigned={onSigned}
      onRefused={(error) => {
        if (!isApiError(error)) return false;
        if (error.code === 'PRODUCT_STATE_CONFLICT' || error.code === 'PROSPECT_STATE_CONFLICT') {
          void continueWizard();
        } else if (error.code !== undefined && CHANGED_CODES.has(error.code)) {
          onChanged();
        } else {
          return false;
        }
        return true;
      }}
      errorKey={errorKey}
      submitLabel={(signing) =>
        signing ? t('signing.contracts.signing') : t('signing.contracts.sign')
      }
      busyOnceSigned
    >
      <p className="sign-contract__hint" role="status">
        {t('signing.contracts.codeLead')}
      </p>
      <p className="sign-contract__fingerprint">
        {/* The SMS repeats its first groups (decision 252). */}
        {t('signing.contracts.fingerprint', { value: signingFingerprint(set.manifestSha256) })}
      </p>
    </SigningCodeForm>
  );
}

function ReadyView({ set, prospectId }: { set: TContractSet; prospectId: string }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [openedHere, setOpenedHere] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState(false);
  const isOpened = (document: TContractDocument) =>
    document.openedAt !== null || openedHere.has(document.id);
  const allOpened = set.documents.every(isOpened);
  const { sent, setSent, send } = useCodeRequest(
    () => requestContractsCode(prospectId, set),
    set.code,
    {
      onSent: () => setChanged(false),
      onError: (error) => {
        if (isApiError(error) && error.code !== undefined && CHANGED_CODES.has(error.code)) {
          setChanged(true);
          void queryClient.invalidateQueries({ queryKey: contractsKey(prospectId, language) });
        }
      },
    },
  );
  const onChanged = () => {
    setChanged(true);
    setSent(null);
    setOpenedHere(new Set());
    void queryClient.invalidateQueries({ queryKey: contractsKey(prospectId, language) });
  };
  const onSigned = (signed: TContractSet) => {
    queryClient.setQueryData(contractsKey(prospectId, language), signed);
    void bracketContracts(prospectId, 'end').catch(() => undefined);
  };
  return (
    <>
      {changed ? (
        <p className="info-note" role="alert">
          {t('signing.contracts.changed')}
        </p>
      ) : null}
      <ul className="document-list" aria-label={t('signing.contracts.listLabel')}>
        {set.documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            prospectId={prospectId}
            opened={isOpened(document)}
            onOpen={() => {
              setOpenedHere((before) => new Set(before).add(document.id));
            }}
          />
        ))}
      </ul>
      {set.amounts.length > 0 ? (
        <section aria-labelledby="sign-contract-amounts">
          <h2 id="sign-contract-amounts" className="sign-contract__subtitle">
            {t('signing.contracts.amountsLabel')}
          </h2>
          <dl className="figure-list">
            {set.amounts.map((amount) => (
              <div key={amount.name} className="figure-list__row sign-contract__amount">
                <dt>{t(`signing.contracts.amounts.${amount.name}`)}</dt>
                <dd>
                  <AmountValue amount={amount} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {sent === null ? (
        <div className="step-actions step-actions--column">
          <p className="sign-contract__hint" id="sign-contract-open-first" aria-live="polite">
            {allOpened ? '' : t('signing.contracts.openAllFirst')}
          </p>
          {send.isError && !changed ? (
            <p className="info-note" role="alert">
              {t(errorKey(send.error) as 'errors.technical')}
            </p>
          ) : null}
          <Button
            disabled={!allOpened}
            aria-describedby="sign-contract-open-first"
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('signing.contracts.sendCode')}
          </Button>
        </div>
      ) : (
        <CodeStep
          prospectId={prospectId}
          set={set}
          sent={sent}
          send={send}
          onSigned={onSigned}
          onChanged={onChanged}
        />
      )}
    </>
  );
}

/**
 * /signcontract (decision 142): each contract opened (the sign button waits for all of
 * them, and so does the server), the figures signed, an SMS code bound to exactly these documents
 * and figures, then the signed PDFs to download and on to the branch choice. The step is bracketed
 * by `contracts/start` and `contracts/end` in the audit trail.
 */
export function SignContractPage() {
  const t = useT();
  const language = useLanguage();
  const { process } = useWizard();
  const prospectId = process.prospectId;
  const contracts = useContracts(prospectId, language);

  useEffect(() => {
    void bracketContracts(prospectId, 'start').catch(() => undefined);
  }, [prospectId]);

  const notReady = isApiError(contracts.error) && contracts.error.code === 'CONTRACTS_NOT_READY';
  const signed = contracts.data?.status === 'SIGNED';
  return (
    <section className="step-card sign-contract" aria-labelledby="sign-contract-title">
      <PageHeading id="sign-contract-title" className="step-title">
        {signed ? t('signing.contracts.signedTitle') : t('signing.contracts.title')}
      </PageHeading>
      {/* Said before the contracts come, so that a reload paints it from index.html (decision 293). */}
      {signed ? null : <p className="step-lead">{t('signing.contracts.lead')}</p>}
      {contracts.isPending ? (
        <Spinner label={t('signing.contracts.loading')} />
      ) : contracts.isError ? (
        <div className="step-actions step-actions--column">
          <p className="sign-contract__hint">
            {notReady ? t('signing.contracts.notReady') : t('signing.contracts.failed')}
          </p>
          <Button variant="secondary" onClick={() => void contracts.refetch()}>
            {t('signing.contracts.retry')}
          </Button>
        </div>
      ) : signed ? (
        <SignedView set={contracts.data} prospectId={prospectId} />
      ) : (
        <ReadyView
          key={contracts.data.documentSetId}
          set={contracts.data}
          prospectId={prospectId}
        />
      )}
    </section>
  );
}
