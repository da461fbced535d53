import {
  branchTodayMessage,
  formatIntervals,
  type TBranchListing,
  type TBranchToday,
} from '@onboarding/domain';
import { formatNumber } from '@onboarding/domain/format';
import { useLanguage, useT } from '@onboarding/web-shell';
import { RadioGroup } from '../../../components/ui/radio-group';
import { translateCode } from '../../../components/ui/translate-code';

/** A narrow screen may wrap between two ranges, never inside one ("13:00–" / "16:30"). */
function unbrokenRanges(intervals: TBranchToday['intervals']): string {
  return formatIntervals(intervals).replaceAll('–', '–\u2060');
}

/** "Open until 16:30", "Closed today (public holiday), opens on Monday at 08:30"… */
function useTodayText() {
  const t = useT();
  return (today: TBranchToday) => {
    const { key, values } = branchTodayMessage(today);
    const weekday = values.weekday;
    const translate = t as (key: string, values?: Readonly<Record<string, string>>) => string;
    return translate(key, {
      ...values,
      ...(weekday === undefined
        ? {}
        : { weekday: translateCode(t, `chooseBranch.weekdays.${weekday}`) }),
    });
  };
}

function BranchHint({ branch }: { readonly branch: TBranchListing }) {
  const t = useT();
  const language = useLanguage();
  const todayText = useTodayText();
  const open = branch.today.status === 'OPEN';
  const km =
    branch.distanceKm === null
      ? null
      : // Tenths of a kilometre nearby, whole kilometres farther away ("2,4", "12").
        formatNumber(
          branch.distanceKm < 10
            ? Math.round(branch.distanceKm * 10) / 10
            : Math.round(branch.distanceKm),
          language,
        );
  return (
    <>
      <span
        className={[
          'choose-branch__today',
          open ? 'choose-branch__today--open' : 'choose-branch__today--closed',
        ].join(' ')}
      >
        {todayText(branch.today)}
      </span>
      {branch.today.intervals.length > 0 ? (
        <span className="choose-branch__detail">
          {t('chooseBranch.list.todayHours', { hours: unbrokenRanges(branch.today.intervals) })}
        </span>
      ) : null}
      {km === null ? null : (
        <span className="choose-branch__detail">{t('chooseBranch.list.distance', { km })}</span>
      )}
    </>
  );
}

/**
 * The branches as one radio group: native radios, so Tab reaches the group and the arrow keys
 * move the choice, and each option's hours and distance are read with it.
 */
export function BranchList({
  branches,
  chosen,
  onChoose,
  error,
}: {
  readonly branches: readonly TBranchListing[];
  readonly chosen: string | null;
  readonly onChoose: (branchId: string) => void;
  readonly error: string | null;
}) {
  const t = useT();
  return (
    <RadioGroup
      name="localBankBranchId"
      legend={t('chooseBranch.list.legend')}
      className="choose-branch__list"
      value={chosen}
      onValueChange={onChoose}
      error={error}
      required
      options={branches.map((branch) => ({
        value: branch.id,
        label: (
          <>
            <span className="choose-branch__name">{branch.name}</span>
            <span className="choose-branch__address">
              {t('chooseBranch.list.address', {
                street: branch.street,
                houseNumber: branch.houseNumber,
                postalCode: branch.postalCode,
                city: branch.city,
              })}
            </span>
          </>
        ),
        hint: <BranchHint branch={branch} />,
      }))}
    />
  );
}
