import { createContext, useContext, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Icon } from '../../../components/ui/icon';
import { useT } from '../../../lib/i18n/i18n-context';

/** Form field name → the value read from the identity document (spec 1 §4, issue 6 point 1). */
export type PrefillValues = Readonly<Record<string, string>>;

const PrefillContext = createContext<PrefillValues>({});

export function PrefillProvider({
  values,
  children,
}: {
  values: PrefillValues;
  children: ReactNode;
}) {
  return <PrefillContext value={values}>{children}</PrefillContext>;
}

/**
 * Whether the field still holds the value read from the document: then it is marked, so the
 * applicant checks it. A changed value is the applicant's own and loses the mark.
 */
export function useIsPrefilled(name: string): boolean {
  const prefill = useContext(PrefillContext);
  const value: unknown = useWatch({ name });
  const read = prefill[name];
  return read !== undefined && read !== '' && value === read;
}

/** The hint line of a prefilled field: a badge and "read from your document, check it". */
export function PrefillHint({ hint }: { hint?: ReactNode }) {
  const t = useT();
  return (
    <>
      <span className="prefill-hint">
        <span className="prefill-hint__badge">
          <Icon name="info" />
          {t('personalData.prefill.badge')}
        </span>
        <span className="prefill-hint__note">{t('personalData.prefill.note')}</span>
      </span>
      {hint ? (
        <>
          {' '}
          <span>{hint}</span>
        </>
      ) : null}
    </>
  );
}
