import {
  nextPath,
  orderBranchesForArea,
  ROUTES,
  type PostalArea,
  type TBranchListing,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { InvalidSubmitNotice } from '../../components/ui/invalid-submit-notice';
import { Spinner } from '../../components/ui/spinner';
import { useInvalidSubmit } from '../../components/ui/use-invalid-submit';
import { isApiError } from '../../lib/api/api-error';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { branchListQueryOptions, chooseBranch, nearestBranchesQueryOptions } from './api/branches';
import { BranchList } from './components/branch-list';
import { LocationControl } from './components/location-control';
import { PostalSearch } from './components/postal-search';
import { useGeolocation } from './hooks/use-geolocation';
import { PageHeading } from '../../components/page-heading/page-heading';
import './choose-branch.css';

/** What the list is ordered by: the bank's order, the browser's position, or a postal area. */
type Origin =
  | { readonly kind: 'ALL' }
  | { readonly kind: 'POSITION' }
  | { readonly kind: 'AREA'; readonly area: PostalArea };

/**
 * /choosebranch (spec 1 §1 step 9, decision 144): every branch with its address, its
 * hours today and, once known, its distance; "Use my location" orders them nearest first, the
 * postal-code search does the same without a position. Continue stores the choice (`userbranch`)
 * and the wizard goes on to the next page of the process (/pennytransfer or /welcome).
 */
export function ChooseBranchPage() {
  const t = useT();
  const { process, position: wizard } = useWizard();
  const continueWizard = useContinueWizard(ROUTES.welcome);
  // The step after the branch in this process's page sequence (spec 1 §4): the penny transfer of
  // a day deposit, whose state the table sends to /welcome, or the welcome itself.
  const following = wizard.ok
    ? (nextPath(process.processName, 'ChooseBranch', wizard.position.pageSequence) ?? undefined)
    : undefined;
  const geolocation = useGeolocation();
  const [origin, setOrigin] = useState<Origin>({ kind: 'ALL' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [mustChoose, setMustChoose] = useState(false);
  const { formRef, onInvalid, announcements } = useInvalidSubmit();

  const all = useQuery(branchListQueryOptions());
  const position = geolocation.position;
  const nearest = useQuery({
    ...nearestBranchesQueryOptions(position ?? { lat: 0, lon: 0 }),
    enabled: position !== null,
  });

  const submit = useMutation({
    mutationFn: (branchId: string) => chooseBranch(process.prospectId, branchId),
    onSuccess: () => continueWizard(following),
    onError: (error) => {
      // Chosen already (another tab, a double click): the wizard knows the next page.
      if (isApiError(error) && error.status === 409) void continueWizard();
    },
  });
  const saveFailed = submit.isError && !(isApiError(submit.error) && submit.error.status === 409);

  const locate = () => {
    setOrigin({ kind: 'POSITION' });
    geolocation.locate();
  };

  const shown: readonly TBranchListing[] | undefined =
    origin.kind === 'POSITION' && nearest.data !== undefined
      ? nearest.data
      : origin.kind === 'AREA' && all.data !== undefined
        ? orderBranchesForArea(all.data, origin.area)
        : all.data;

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) {
      // Decision 248: the message at the list, focus on it, and the live region says so.
      setMustChoose(true);
      onInvalid();
      return;
    }
    submit.mutate(chosen);
  };

  return (
    <section className="step-card choose-branch" aria-labelledby="choose-branch-title">
      <PageHeading id="choose-branch-title" className="step-title">
        {t('chooseBranch.page.title')}
      </PageHeading>
      <p className="choose-branch__lead">{t('chooseBranch.page.lead')}</p>

      <div className="choose-branch__finders">
        <LocationControl
          status={
            origin.kind === 'POSITION' ? geolocation.status : idleUnlessFailed(geolocation.status)
          }
          onLocate={locate}
        />
        <PostalSearch
          area={origin.kind === 'AREA' ? origin.area : null}
          onFound={(area) => setOrigin({ kind: 'AREA', area })}
          onShowAll={() => setOrigin({ kind: 'ALL' })}
        />
      </div>

      {shown === undefined ? (
        all.isError ? (
          <div className="choose-branch__failed" role="alert">
            <p>{t('chooseBranch.list.failed')}</p>
            <Button variant="secondary" onClick={() => void all.refetch()}>
              {t('chooseBranch.list.retry')}
            </Button>
          </div>
        ) : (
          <p className="choose-branch__loading" role="status">
            <Spinner decorative /> {t('chooseBranch.list.loading')}
          </p>
        )
      ) : (
        <form ref={formRef} className="choose-branch__form" onSubmit={onContinue} noValidate>
          <BranchList
            branches={shown}
            chosen={chosen}
            onChoose={(branchId) => {
              setChosen(branchId);
              setMustChoose(false);
            }}
            error={mustChoose ? 'chooseBranch.mustChoose' : null}
          />
          {saveFailed ? (
            <p className="choose-branch__message choose-branch__message--danger" role="alert">
              {t('chooseBranch.saveFailed')}
            </p>
          ) : null}
          <div className="choose-branch__actions">
            <Button type="submit" loading={submit.isPending || submit.isSuccess}>
              {t('chooseBranch.continue')}
            </Button>
          </div>
          <InvalidSubmitNotice attempts={announcements} />
        </form>
      )}
    </section>
  );
}

/** A failure stays explained after the applicant searched; a found position is no longer news. */
function idleUnlessFailed(status: ReturnType<typeof useGeolocation>['status']) {
  return status === 'FOUND' || status === 'LOCATING' ? 'IDLE' : status;
}
