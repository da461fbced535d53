import { useState } from 'react';

/** Why a hint did not run, as the console words it (`operator.call.faceMatch.failure.*`). */
export type HintFailure = 'noPicture' | 'noDocument' | 'failed' | 'notSaved';

/**
 * One run of a hint (decision 291): measured in this browser (null: the video showed no picture),
 * then recorded by the server; while it runs, and why it did not, for the screen to say.
 */
export function useHintRun<Measurement>(record: (measurement: Measurement) => Promise<unknown>) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<HintFailure | null>(null);
  const run = async (measure: (() => Promise<Measurement | null>) | HintFailure) => {
    setFailure(null);
    if (typeof measure === 'string') {
      setFailure(measure);
      return;
    }
    setRunning(true);
    try {
      const measurement = await measure().catch(() => 'failed' as const);
      if (measurement === null || measurement === 'failed') {
        setFailure(measurement === null ? 'noPicture' : 'failed');
        return;
      }
      await record(measurement).catch(() => setFailure('notSaved'));
    } finally {
      setRunning(false);
    }
  };
  return { running, failure, run };
}
