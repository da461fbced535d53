import { useMutation } from '@tanstack/react-query';
import { useT } from '@onboarding/web-shell';
import { useMemo, useState, type FormEvent } from 'react';
import { isStaffApiError } from '../../shared/api/api-error';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { Notice } from '../../shared/ui/notice';
import { TextField } from '../../shared/ui/text-field';
import {
  createCaseEvidenceApi,
  saveFile,
  type CaseEvidenceFile,
} from '../../shared/api/case-evidence-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome =
  | { readonly tone: 'success'; readonly id: string; readonly file: string }
  | { readonly tone: 'error'; readonly key: 'notFound' | 'refused' | 'failed' };

/**
 * Supervisors: the evidence of one case (decision 151). The id is checked
 * here first so a typo is said at the field; the server's answers (unknown id, refused) are said
 * in the outcome region, which exists before any message does.
 */
export function CaseEvidenceScreen({
  save = saveFile,
}: {
  /** Tests pass a spy; the console hands the file to the browser. */
  readonly save?: (file: CaseEvidenceFile) => void;
}) {
  const t = useT();
  const fetch = useStaffFetch();
  const api = useMemo(() => createCaseEvidenceApi(fetch), [fetch]);
  const [id, setId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const download = useMutation({
    mutationFn: (prospectId: string) => api.download(prospectId),
    onSuccess: (file, prospectId) => {
      save(file);
      setOutcome({ tone: 'success', id: prospectId, file: file.fileName });
    },
    onError: (error) => {
      const status = isStaffApiError(error) ? error.status : undefined;
      // A 401 ends the session (app/server-state.tsx): the sign-in says so.
      if (status === 401) return;
      const key = status === 404 ? 'notFound' : status === 403 ? 'refused' : 'failed';
      setOutcome({ tone: 'error', key });
    },
  });
  const busy = download.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prospectId = id.trim().toLowerCase();
    if (prospectId === '' || !UUID.test(prospectId)) {
      setFieldError(t(`caseEvidence.errors.${prospectId === '' ? 'idMissing' : 'idInvalid'}`));
      return;
    }
    setFieldError(null);
    setOutcome(null);
    download.mutate(prospectId);
  };

  return (
    <section className="stack" aria-labelledby="case-evidence-heading">
      <h2 id="case-evidence-heading">{t('caseEvidence.heading')}</h2>
      <p>{t('caseEvidence.lead')}</p>
      <form className="stack form-narrow" noValidate onSubmit={submit}>
        <TextField
          label={t('caseEvidence.idLabel')}
          hint={t('caseEvidence.idHint')}
          error={fieldError}
          name="prospectId"
          autoComplete="off"
          spellCheck={false}
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('caseEvidence.downloading') : t('caseEvidence.download')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {outcome === null ? null : outcome.tone === 'success' ? (
          <Notice tone="success">
            {t('caseEvidence.downloaded', { id: outcome.id, file: outcome.file })}
          </Notice>
        ) : (
          <Notice tone="error">{t(`caseEvidence.errors.${outcome.key}`)}</Notice>
        )}
      </div>
    </section>
  );
}
