import { useT } from '@onboarding/web-shell';

/**
 * The polite live region of a form (decision 248): after a submit that found errors it says that
 * fields need correcting and that the first is selected. Always present, so the text is announced
 * when it appears; keyed by the attempt, so each failed press is announced.
 */
export function InvalidSubmitNotice({ attempts }: { readonly attempts: number }) {
  const t = useT();
  return (
    <div className="visually-hidden" role="status">
      {attempts > 0 ? <span key={attempts}>{t('ui.form.invalidSubmit')}</span> : null}
    </div>
  );
}
