import type { TPartialSave } from '@onboarding/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { savePartial } from '../api/partial-save';
import { partialSaveOf, type PersonalDataFormValues } from '../form/form-values';
import type { SectionValidity } from '../form/section-validity';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** A pause in typing this long saves what was entered (decision 103). */
export const AUTOSAVE_DELAY_MS = 800;

export interface AutosaveOptions {
  readonly form: UseFormReturn<PersonalDataFormValues>;
  readonly prospectId: string;
  readonly isDiploma: boolean;
  /** A section that has just become valid is saved at once (its completion). */
  readonly validity: SectionValidity;
  readonly save?: (prospectId: string, draft: TPartialSave) => Promise<unknown>;
}

/**
 * Keeps the screen saved as the applicant goes (spec 3 `info/partialsave`): after a pause in
 * typing, at once when a section becomes complete, and when the page is left. A save identical to
 * the last one is skipped; a failed one is tried again with the next change.
 */
export interface Autosave {
  readonly status: SaveStatus;
  /**
   * Stops saving and waits for a save on its way: before the final PATCH, so no draft reaches the
   * server after the step is done.
   */
  readonly stop: () => Promise<void>;
  /** Saves again after a final PATCH that was refused. */
  readonly resume: () => void;
}

export function useAutosave({
  form,
  prospectId,
  isDiploma,
  validity,
  save = savePartial,
}: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const stopped = useRef(false);
  const lastSaved = useRef(JSON.stringify(partialSaveOf(form.getValues(), isDiploma)));
  const flushRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let mounted = true;
    const flush = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (stopped.current) return;
      const draft = partialSaveOf(form.getValues(), isDiploma);
      const serialised = JSON.stringify(draft);
      if (serialised === lastSaved.current) return;
      lastSaved.current = serialised;
      if (mounted) setStatus('saving');
      inFlight.current = save(prospectId, draft).then(
        () => {
          if (mounted) setStatus('saved');
        },
        () => {
          // Not kept: the next change (or completion) tries again.
          lastSaved.current = '';
          if (mounted) setStatus('failed');
        },
      );
    };
    flushRef.current = flush;
    const subscription = form.watch(() => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the page keeps what was typed in the last moment too.
      if (timer.current !== null) flush();
      mounted = false;
    };
  }, [form, prospectId, isDiploma, save]);

  const completed = Object.values(validity).filter(Boolean).length;
  const previousCompleted = useRef(completed);
  useEffect(() => {
    if (completed > previousCompleted.current) flushRef.current();
    previousCompleted.current = completed;
  }, [completed]);

  const stop = useCallback(async () => {
    stopped.current = true;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    await inFlight.current;
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { status, stop, resume };
}
