/** How many frames a comparison reads, and how far apart: about a second and a half of call. */
export const MATCH_FRAMES = { count: 5, gapMs: 300 } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Frames of the applicant's live video as images, read from the stream by a video element of
 * their own (the one on screen stays as it is), `width` pixels wide when given (the landmarks
 * need no more, and thirty full frames would hold a hundred megabytes). Null when the stream
 * shows no picture.
 */
export async function captureCallFrames(
  stream: MediaStream,
  { count, gapMs, width }: { count: number; gapMs: number; width?: number } = MATCH_FRAMES,
): Promise<ImageBitmap[] | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
    if (video.videoWidth === 0 || video.videoHeight === 0) return null;
    const frames: ImageBitmap[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await wait(gapMs);
      const scale = width === undefined ? 1 : Math.min(1, width / video.videoWidth);
      frames.push(
        await createImageBitmap(video, {
          resizeWidth: Math.round(video.videoWidth * scale),
          resizeHeight: Math.round(video.videoHeight * scale),
        }),
      );
    }
    return frames;
  } finally {
    video.pause();
    video.srcObject = null;
  }
}

/** The document's image, read with the staff session, as an image the worker can take. */
export async function documentBitmap(url: string): Promise<ImageBitmap> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`document image: HTTP ${response.status}`);
  return createImageBitmap(await response.blob());
}
