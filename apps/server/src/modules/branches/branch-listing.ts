import { branchToday, localTimeIn, type TBranch, type TBranchListing } from '@onboarding/domain';

export interface BranchListingDeps {
  /** The bank's time zone: "today" and "now" are local to the branches. */
  readonly timeZone: string;
  /** The bank's closing days of a year ("YYYY-MM-DD"): public holidays and its own. */
  readonly holidays: (year: number) => readonly string[];
}

/** How a branch is listed at a moment, returned as `listingsAt`; each year's holidays read once. */
export type ListingsAt = (
  now: Date,
) => (branch: TBranch, distanceKm: number | null) => TBranchListing;

/** The branches' listings with their day today (spec 3 §7 `branchinfolist`, decision 144). */
export function createBranchListing(deps: BranchListingDeps): ListingsAt {
  const { timeZone, holidays } = deps;
  const holidaysByYear = new Map<number, ReadonlySet<string>>();
  const isHoliday = (date: string) => {
    const year = Number(date.slice(0, 4));
    let days = holidaysByYear.get(year);
    if (days === undefined) {
      days = new Set(holidays(year));
      holidaysByYear.set(year, days);
    }
    return days.has(date);
  };

  /** The listing of each branch at one moment: every branch is judged at the same "now". */
  return (now: Date) => {
    const local = localTimeIn(now, timeZone);
    return (branch: TBranch, distanceKm: number | null): TBranchListing => ({
      ...branch,
      today: branchToday({ hours: branch.openingHours, now: local, isHoliday }),
      distanceKm,
    });
  };
}
