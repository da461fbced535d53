/**
 * One frame of a playing video as a JPEG: drawn at the video's own resolution onto a canvas, then
 * encoded by the browser. Null when the video has no frame yet.
 */
export function captureFrame(video: HTMLVideoElement, quality = 0.9): Promise<Blob | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (width === 0 || height === 0) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
