import { isProcessName, type ProcessName } from '@onboarding/domain/processes';

/** spec 1 §3 session: the selected process, kept for the browser tab's session. */
const STORAGE_KEY = 'selectedProcess';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readChosenProcess(): ProcessName | null {
  const value = sessionStore()?.getItem(STORAGE_KEY) ?? null;
  return value !== null && isProcessName(value) ? value : null;
}

export function storeChosenProcess(process: ProcessName): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, process);
  } catch {
    // Storage blocked: the choice lasts until the next reload, when the list is shown again.
  }
}
