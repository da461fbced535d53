let context: AudioContext | null = null;

/**
 * A short two-note chime made with WebAudio (decision 270): no file to fetch, nothing to cache.
 * Quiet on purpose (a gain of 0.15) and over in half a second. A browser without WebAudio, or one
 * that refuses to start it, stays silent; the title and the live region still tell.
 */
export function playArrivalSound(): void {
  try {
    if (typeof window.AudioContext !== 'function') return;
    context ??= new window.AudioContext();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    [659.25, 987.77].forEach((frequency, index) => {
      const at = start + index * 0.18;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // No sound: the other signals remain.
  }
}
