import { useEffect, useState } from 'react';

export interface LocalMedia {
  readonly stream: MediaStream | null;
  /** Why the camera or microphone could not be used (the browser's error name), else null. */
  readonly error: string | null;
}

/** The operator's camera and microphone for the call, released when the screen closes. */
export function useLocalMedia(active: boolean): LocalMedia {
  const [media, setMedia] = useState<LocalMedia>({ stream: null, error: null });
  const supported =
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  useEffect(() => {
    if (!active || !supported) return;
    let stopped = false;
    let acquired: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } })
      .then(
        (stream) => {
          if (stopped) {
            for (const track of stream.getTracks()) track.stop();
            return;
          }
          acquired = stream;
          setMedia({ stream, error: null });
        },
        (error: unknown) => {
          if (!stopped) {
            setMedia({ stream: null, error: error instanceof Error ? error.name : 'Error' });
          }
        },
      );
    return () => {
      stopped = true;
      for (const track of acquired?.getTracks() ?? []) track.stop();
    };
  }, [active, supported]);
  return supported ? media : { stream: null, error: 'NotSupportedError' };
}
