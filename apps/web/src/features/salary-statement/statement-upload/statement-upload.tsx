import {
  lastThreeFullMonths,
  localTimeIn,
  STATEMENT_MAX_BYTES,
  STATEMENT_MEDIA_TYPES,
  STATEMENT_REFUSAL_CODES,
  type TStatement,
} from '@onboarding/domain';
import { formatFileSize, formatList, formatMonth, sortByText } from '@onboarding/domain/format';
import { useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { translateCode } from '../../../components/ui/translate-code';
import { UploadBox } from '../../../components/ui/upload-box';
import { isApiError } from '../../../lib/api/api-error';
import { deleteStatement } from './api/delete-statement';
import { finalizeStatements } from './api/finalize-statements';
import { useStatementBanks } from './api/get-statement-banks';
import { statementsKey, useStatements } from './api/list-statements';
import { uploadStatement } from './api/upload-statement';
import './statement-upload.css';

export interface StatementUploadProps {
  readonly prospectId: string;
  /** The statements cover the three months and are submitted: the income confirmation follows. */
  readonly onFinalized: (result: { readonly bankCode: string }) => void;
}

/** A file chosen here and not stored yet. */
interface LocalFile {
  readonly key: string;
  readonly file: File;
  readonly months: readonly string[];
  readonly status: 'PENDING' | 'SENDING' | 'REJECTED';
  /** A message key: why the server refused it, or that no month is ticked. */
  readonly problem: string | null;
}

const REASON_CODES: readonly string[] = [...STATEMENT_REFUSAL_CODES, 'STATEMENTS_FINALIZED'];

function reasonKey(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  return code !== undefined && REASON_CODES.includes(code)
    ? `salaryStatement.upload.reasons.${code}`
    : 'salaryStatement.upload.reasons.failed';
}

/** "October 2026" in the page's language, and a list of such months. */
function useMonthNames() {
  const language = useLanguage();
  const monthName = (month: string) => formatMonth(month, language);
  return {
    monthName,
    monthList: (months: readonly string[]) => formatList(months.map(monthName), language),
  };
}

/**
 * The salary statement by upload (decision 149): the bank of the statements, the
 * files (dropped or picked, several), per file the months it covers, each file's state (not sent,
 * sending, uploaded, refused with its reason), delete, and "Finish" once the three months are
 * covered. The server decides the type from the bytes; the box only filters what it can see.
 */
export function StatementUpload({ prospectId, onFinalized }: StatementUploadProps) {
  const t = useT();
  const language = useLanguage();
  const { timeZone } = useVariant();
  const baseId = useId();
  const queryClient = useQueryClient();
  const { monthName, monthList } = useMonthNames();
  const banks = useStatementBanks();
  const statements = useStatements(prospectId);
  const [chosenBank, setChosenBank] = useState('');
  const [bankProblem, setBankProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<readonly LocalFile[]>([]);
  const [finishProblem, setFinishProblem] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const counter = useRef(0);

  const uploaded: readonly TStatement[] = statements.data?.documents ?? [];
  // The files already stored fix the bank: one statement set, one bank.
  const bank = uploaded[0]?.bank ?? chosenBank;
  const required = statements.data?.requiredMonths ?? [
    // Today at the bank, only until the server's list says which months count.
    ...lastThreeFullMonths(localTimeIn(new Date(), timeZone).date),
  ];
  const missing = statements.data?.missingMonths ?? required;

  const update = (key: string, change: Partial<LocalFile>) =>
    setLocal((files) => files.map((file) => (file.key === key ? { ...file, ...change } : file)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: statementsKey(prospectId) });

  const addFiles = (files: File[]) => {
    setFinishProblem(null);
    setLocal((current) => [
      ...current,
      ...files.map((file) => {
        counter.current += 1;
        return {
          key: `${baseId}-${counter.current}`,
          file,
          // One month left to cover: the file most likely is that month's statement.
          months: missing.length === 1 ? [...missing] : [],
          status: 'PENDING' as const,
          problem: null,
        };
      }),
    ]);
  };

  const send = async (entry: LocalFile) => {
    if (bank === '') {
      setBankProblem('salaryStatement.upload.bank.required');
      return;
    }
    if (entry.months.length === 0) {
      update(entry.key, { problem: 'salaryStatement.upload.months.required' });
      return;
    }
    update(entry.key, { status: 'SENDING', problem: null });
    try {
      await uploadStatement({ prospectId, bank, months: entry.months, file: entry.file });
      await refresh();
      setLocal((files) => files.filter((file) => file.key !== entry.key));
    } catch (error) {
      update(entry.key, { status: 'REJECTED', problem: reasonKey(error) });
    }
  };

  const remove = async (statement: TStatement) => {
    setDeleting(statement.id);
    setDeleteProblem(null);
    try {
      await deleteStatement(prospectId, statement.id);
      await refresh();
    } catch (error) {
      setDeleteProblem(reasonKey(error));
    } finally {
      setDeleting(null);
    }
  };

  const finish = async () => {
    setFinishProblem(null);
    if (local.length > 0) {
      setFinishProblem(t('salaryStatement.upload.finish.pending'));
      return;
    }
    setFinishing(true);
    try {
      const result = await finalizeStatements(prospectId);
      onFinalized({ bankCode: result.bankCode });
    } catch (error) {
      if (isApiError(error) && error.code === 'MONTHS_MISSING') {
        const months = error.fieldErrors.map((fieldError) => fieldError.code);
        setFinishProblem(t('salaryStatement.upload.finish.missing', { months: monthList(months) }));
        await refresh();
      } else {
        setFinishProblem(t('salaryStatement.upload.finish.failed'));
      }
    } finally {
      setFinishing(false);
    }
  };

  const monthChoices = (entry: LocalFile) => (
    <fieldset className="statement-upload__months">
      <legend>{t('salaryStatement.upload.months.legend', { file: entry.file.name })}</legend>
      {required.map((month) => (
        <Checkbox
          key={month}
          name={`${entry.key}-${month}`}
          label={monthName(month)}
          checked={entry.months.includes(month)}
          disabled={entry.status === 'SENDING'}
          onChange={(event) =>
            update(entry.key, {
              problem: null,
              status: entry.status === 'REJECTED' ? 'PENDING' : entry.status,
              months: event.target.checked
                ? [...entry.months, month]
                : entry.months.filter((other) => other !== month),
            })
          }
        />
      ))}
    </fieldset>
  );

  const sizeOf = (bytes: number) => formatFileSize(bytes, language);

  return (
    <div className="statement-upload">
      <p>{t('salaryStatement.upload.intro', { months: monthList(required) })}</p>

      <FormField
        label={t('salaryStatement.upload.bank.label')}
        hint={t('salaryStatement.upload.bank.hint')}
        error={banks.isError ? 'salaryStatement.upload.bank.loadFailed' : bankProblem}
      >
        <Select
          name="bank"
          value={bank}
          placeholder={t('salaryStatement.upload.bank.placeholder')}
          options={sortByText(banks.data ?? [], (bank) => bank.name, language).map((option) => ({
            value: option.code,
            label: option.name,
          }))}
          disabled={uploaded.length > 0}
          onChange={(event) => {
            setChosenBank(event.target.value);
            setBankProblem(null);
          }}
        />
      </FormField>

      <UploadBox
        name="statements"
        label={t('salaryStatement.upload.drop')}
        accept={STATEMENT_MEDIA_TYPES}
        maxBytes={STATEMENT_MAX_BYTES}
        multiple
        onFiles={addFiles}
      />

      <h3 className="statement-upload__heading">{t('salaryStatement.upload.list.heading')}</h3>
      {statements.isError ? (
        <p role="alert">{t('salaryStatement.upload.list.loadFailed')}</p>
      ) : null}
      {uploaded.length === 0 && local.length === 0 ? (
        <p>{t('salaryStatement.upload.list.empty')}</p>
      ) : (
        <ul className="statement-upload__files">
          {uploaded.map((statement) => (
            <li key={statement.id} className="statement-upload__file">
              <p className="statement-upload__name">
                <span>{statement.name}</span> <span>{sizeOf(statement.size)}</span>
              </p>
              <p>{monthList(statement.months)}</p>
              <p className="statement-upload__status statement-upload__status--uploaded">
                {t(`salaryStatement.upload.status.${statement.status}`)}
              </p>
              {statement.status === 'UPLOADED' ? (
                <Button
                  variant="link"
                  loading={deleting === statement.id}
                  onClick={() => void remove(statement)}
                >
                  {t('salaryStatement.upload.actions.delete', { file: statement.name })}
                </Button>
              ) : null}
            </li>
          ))}
          {local.map((entry) => (
            <li key={entry.key} className="statement-upload__file">
              <p className="statement-upload__name">
                <span>{entry.file.name}</span> <span>{sizeOf(entry.file.size)}</span>
              </p>
              {monthChoices(entry)}
              <p
                className={`statement-upload__status statement-upload__status--${entry.status.toLowerCase()}`}
                role="status"
              >
                {t(`salaryStatement.upload.status.${entry.status}`)}
              </p>
              {entry.problem !== null ? (
                <p className="statement-upload__problem" role="alert">
                  {translateCode(t, entry.problem)}
                </p>
              ) : null}
              <div className="statement-upload__actions">
                <Button
                  variant="secondary"
                  loading={entry.status === 'SENDING'}
                  onClick={() => void send(entry)}
                >
                  {t('salaryStatement.upload.actions.send', { file: entry.file.name })}
                </Button>
                <Button
                  variant="link"
                  disabled={entry.status === 'SENDING'}
                  onClick={() =>
                    setLocal((files) => files.filter((file) => file.key !== entry.key))
                  }
                >
                  {t('salaryStatement.upload.actions.remove', { file: entry.file.name })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleteProblem !== null ? (
        <p className="statement-upload__problem" role="alert">
          {translateCode(t, deleteProblem)}
        </p>
      ) : null}

      <p role="status" className="statement-upload__coverage">
        {missing.length === 0
          ? t('salaryStatement.upload.months.complete')
          : t('salaryStatement.upload.months.missing', { months: monthList(missing) })}
      </p>
      <div className="statement-upload__finish">
        <Button loading={finishing} onClick={() => void finish()}>
          {t('salaryStatement.upload.actions.finish')}
        </Button>
        <p className="statement-upload__problem" role="alert">
          {finishProblem}
        </p>
      </div>
    </div>
  );
}
