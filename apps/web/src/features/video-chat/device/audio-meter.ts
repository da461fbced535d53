import { levelOf } from './device-checks';

/** Reads the loudness of a microphone stream (0–100) on demand. */
export interface AudioMeter {
  read(): number;
  close(): void;
}

export type AudioMeterFactory = (stream: MediaStream) => AudioMeter;

/** The Web Audio analyser behind the level meter; no sound is played back. */
export const webAudioMeter: AudioMeterFactory = (stream) => {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  return {
    read: () => {
      analyser.getByteTimeDomainData(samples);
      return levelOf(samples);
    },
    close: () => {
      source.disconnect();
      void context.close();
    },
  };
};
