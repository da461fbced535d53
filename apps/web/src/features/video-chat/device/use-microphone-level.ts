import { useEffect, useState } from 'react';
import type { AudioMeterFactory } from './audio-meter';

/** How often the meter is read: often enough to look live, rarely enough for a screen reader. */
const READ_INTERVAL_MS = 100;

/** The live level of a microphone stream and the loudest level heard since it started. */
export function useMicrophoneLevel(
  stream: MediaStream | null,
  createMeter: AudioMeterFactory,
): { level: number; peak: number } {
  const [levels, setLevels] = useState({ level: 0, peak: 0 });

  useEffect(() => {
    if (stream === null) return;
    const meter = createMeter(stream);
    const timer = setInterval(() => {
      const level = meter.read();
      setLevels((before) => ({ level, peak: Math.max(before.peak, level) }));
    }, READ_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      meter.close();
    };
  }, [stream, createMeter]);

  return levels;
}
