import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseMrz, type MrzReading } from '@onboarding/domain';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Clock } from '../clock';
import { ocrInput, uprightPage, type OcrView } from './prepare';

/**
 * Reads the machine-readable zone of a document photo (decision 080). One tesseract.js worker (its
 * own thread, WebAssembly) is started on first use and kept; jobs run one after another through a
 * promise chain, so two uploads never compete for the two cores with two engines.
 */
export interface MrzReader {
  /** The parsed zone, or null when the image holds none that could be read. Rejects only on an engine failure. */
  read(image: Buffer): Promise<MrzReading | null>;
  /** Waits for the queued jobs, then ends the worker; a later read starts a new one. */
  close(): Promise<void>;
}

export interface MrzReaderOptions {
  readonly clock: Clock;
  /** A job running longer is abandoned and the worker restarted (a stuck engine must not block the queue). */
  readonly jobTimeoutMs?: number;
}

const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/**
 * The views tried, in order, until one reads a zone whose check digits all pass: the engine
 * misreads characters that are too large as much as too small, so a second scale often reads what
 * the first did not (measured on the fixtures); then the whole page, then the page upside down.
 */
const VIEWS: readonly OcrView[] = [
  { band: 'mrz', width: 1000 },
  { band: 'mrz', width: 800 },
  { band: 'whole', width: 1000 },
  { band: 'whole', width: 1000, turned: true },
];

const checkedFields = (reading: MrzReading) =>
  [reading.documentNumber, reading.birthDate, reading.expiryDate].filter((field) => field.valid)
    .length;

/**
 * The English model from `@tesseract.js-data/eng`, read from node_modules: nothing is downloaded
 * at run time. `best_int` is the LSTM-only model that matches OEM.LSTM_ONLY.
 */
function localLanguagePath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export function createTesseractMrzReader({
  clock,
  jobTimeoutMs = 60_000,
}: MrzReaderOptions): MrzReader {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const startWorker = async () => {
    const started = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: localLanguagePath(),
      gzip: true,
      // The model is already on disk; caching would only write a second copy.
      cacheMethod: 'none',
    });
    await started.setParameters({
      tessedit_char_whitelist: MRZ_CHARACTERS,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      // The PNGs carry no resolution; without this the engine warns on every page.
      user_defined_dpi: '300',
    });
    return started;
  };

  const stopWorker = async () => {
    const running = worker;
    worker = null;
    if (running) await (await running.catch(() => null))?.terminate();
  };

  const recognise = async (png: Buffer): Promise<string> => {
    worker ??= startWorker();
    const engine = await worker.catch((error: unknown) => {
      // A worker that failed to start is started afresh by the next job.
      worker = null;
      throw error;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('MRZ reading timed out')), jobTimeoutMs);
    });
    try {
      const result = await Promise.race([engine.recognize(png), timeout]);
      return result.data.text;
    } catch (error) {
      await stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  /** Tries the attempts until one reads a zone whose check digits all pass; else the best partial one. */
  const readNow = async (image: Buffer): Promise<MrzReading | null> => {
    const today = clock();
    const page = await uprightPage(image);
    let best: MrzReading | null = null;
    for (const view of VIEWS) {
      const reading = parseMrz(await recognise(await ocrInput(page, view)), { today });
      if (reading?.valid) return reading;
      if (reading && (best === null || checkedFields(reading) > checkedFields(best)))
        best = reading;
    }
    return best;
  };

  return {
    read(image) {
      const job = queue.then(() => readNow(image));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      await queue;
      await stopWorker();
    },
  };
}
