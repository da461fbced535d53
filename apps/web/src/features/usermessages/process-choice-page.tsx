import { pageForState, type TUserProcess } from '@onboarding/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/i18n-context';
import { pageTitleKey } from '../../lib/i18n/page-title';
import { useProspectStatus } from '../../lib/wizard/api/get-prospect-status';
import { storeChosenProcess } from '../../lib/wizard/chosen-process';
import { useSessionUid } from '../../lib/wizard/use-session-uid';
import { ActionLink, MessageLayout } from './components/message-layout';

function ProcessChoice({ process }: { process: TUserProcess }) {
  const t = useT();
  const navigate = useNavigate();
  const page = pageForState(
    { prospectState: process.prospectState, productState: process.productState },
    process.processName,
  );
  const choose = () => {
    storeChosenProcess(process.processName);
    void navigate(paths.home.getHref());
  };
  const name = t(`start.products.${process.processName}.name`);
  return (
    <li className="message-choice">
      <div>
        <h2 className="message-choice__name">{name}</h2>
        {page.ok ? <p className="message-choice__state">{t(pageTitleKey(page.route))}</p> : null}
      </div>
      <Button onClick={choose} aria-label={`${t('userMessages.processChoice.continue')}: ${name}`}>
        {t('userMessages.processChoice.continue')}
      </Button>
    </li>
  );
}

/**
 * /usermessages/processchoice (spec 1 §4 LIMBO): several running processes; the applicant continues
 * one (it becomes the session's selected process and the home gate resumes it) or starts anew.
 */
export function ProcessChoicePage() {
  const t = useT();
  const session = useSessionUid();
  const status = useProspectStatus(session.uid);
  const processes = status.data?.processes ?? [];
  // Until the session and its processes are known the list is loading, and without a session the
  // page is being left for the sign-in (the 401 is routed there): a page painted from index.html
  // stays until the app shows what comes (decision 258's hand-over). Shown and then left, this
  // page's bare frame would give way to the sign-in's header and shift.
  const loading =
    session.isPending || session.isMissing || (session.uid !== null && status.isPending);

  return (
    <MessageLayout
      tone="info"
      title={t('userMessages.processChoice.title')}
      actions={
        <ActionLink to={paths.lightSignup.getHref()} variant="secondary">
          {t('userMessages.processChoice.startNew')}
        </ActionLink>
      }
    >
      <p className="message-layout__lead">{t('userMessages.processChoice.text')}</p>
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : status.isSuccess && processes.length === 0 ? (
        <p>{t('userMessages.processChoice.empty')}</p>
      ) : (
        <ul className="message-choices">
          {processes.map((process) => (
            <ProcessChoice key={process.processName} process={process} />
          ))}
        </ul>
      )}
    </MessageLayout>
  );
}
