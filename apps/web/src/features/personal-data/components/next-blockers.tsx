import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { SECTION_KEYS, useBlockingFields, type BlockingFields } from '../hooks/use-section-status';
import { SECTION_TITLES, fieldLabelKey, isTemporaryAddressField } from './field-labels';

/** At most this many field names per section; the rest are counted. */
const NAMES_SHOWN = 3;

export interface NextBlockersProps {
  readonly id: string;
  /** The fields that keep "Next" disabled, in the screen's order. */
  readonly blocking: readonly string[];
  readonly onFocusField: (name: string) => void;
}

/**
 * Beside a disabled "Next": which fields block it, by section, each section a button to its first
 * such field, and one button to the first of all (decision 200).
 */
export function NextBlockers({ id, blocking, onFocusField }: NextBlockersProps) {
  const t = useT();
  const albanian = useVariant().id === 'al';
  const first = blocking[0];
  const labelOf = (name: string) => {
    const key = fieldLabelKey(name, albanian);
    const label = key === null ? name : t(key);
    return isTemporaryAddressField(name)
      ? `${t('personalData.address.temporary')}: ${label}`
      : label;
  };
  const groups = SECTION_KEYS.map((section) => ({
    section,
    // The three countries of business share one label: name it once.
    labels: [...new Set(blocking.filter((name) => name.startsWith(`${section}.`)).map(labelOf))],
    firstField: blocking.find((name) => name.startsWith(`${section}.`)),
  })).filter((group) => group.firstField !== undefined);

  return (
    <div className="next-blockers" id={id}>
      <p className="next-blockers__lead">{t('personalData.blockers.lead')}</p>
      <ul className="next-blockers__list">
        {groups.map(({ section, labels, firstField }) => {
          const shown = labels.slice(0, NAMES_SHOWN).join(', ');
          const more = labels.length > NAMES_SHOWN ? ', …' : '';
          return (
            <li key={section} className="next-blockers__item">
              <Button
                variant="link"
                className="next-blockers__section"
                onClick={() => {
                  if (firstField !== undefined) onFocusField(firstField);
                }}
              >
                {t(SECTION_TITLES[section])} ({labels.length})
              </Button>
              <span className="next-blockers__fields">
                {shown}
                {more}
              </span>
            </li>
          );
        })}
      </ul>
      {first === undefined ? null : (
        <Button
          variant="secondary"
          className="next-blockers__first"
          onClick={() => onFocusField(first)}
        >
          {t('personalData.blockers.goToFirst')}
        </Button>
      )}
    </div>
  );
}

/** The first country of business: where typed text that names no country is reported. */
const TYPED_COUNTRY_FIELD = 'questionnaire.countryOfBusiness_0';

/** The fields that fail their rules, and the first country's when its typed text names none. */
export function withTypedCountry(
  blocking: readonly string[],
  countriesValid: boolean,
): readonly string[] {
  return countriesValid || blocking.includes(TYPED_COUNTRY_FIELD)
    ? blocking
    : [...blocking, TYPED_COUNTRY_FIELD];
}

export interface LiveNextBlockersProps extends Omit<NextBlockersProps, 'blocking'> {
  readonly fields: BlockingFields;
  /** Whether the typed countries of business all name a country. */
  readonly countriesValid: boolean;
}

/**
 * The blockers, listening to the list themselves: a required field begun or emptied renders
 * them alone, not the screen (decision 310).
 */
export function LiveNextBlockers({ fields, countriesValid, ...props }: LiveNextBlockersProps) {
  const blocking = useBlockingFields(fields);
  return <NextBlockers {...props} blocking={withTypedCountry(blocking, countriesValid)} />;
}
