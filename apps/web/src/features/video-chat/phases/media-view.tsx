import { useEffect, useRef } from 'react';

export interface MediaViewProps {
  readonly stream: MediaStream | null;
  readonly label: string;
  /** The own picture is muted (no echo) and mirrored like a mirror. */
  readonly own?: boolean;
  readonly className?: string;
}

/** A live video of a stream; the label names it for screen readers. */
export function MediaView({ stream, label, own = false, className }: MediaViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    element.srcObject = stream;
    // Autoplay may be refused before a user gesture; the stream shows once it can play.
    if (stream !== null && typeof element.play === 'function') {
      element.play()?.catch(() => undefined);
    }
  }, [stream]);
  return (
    <video
      ref={video}
      className={['video-view', own && 'video-view--own', className].filter(Boolean).join(' ')}
      aria-label={label}
      autoPlay
      playsInline
      muted={own}
    />
  );
}
