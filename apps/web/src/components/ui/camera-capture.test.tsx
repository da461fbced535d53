import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraCapture, cameraProblemOf, type CameraCaptureTexts } from './camera-capture';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

const TEXTS: CameraCaptureTexts = {
  start: 'Use the camera',
  take: 'Take photo',
  cancel: 'Cancel',
  videoLabel: 'Camera picture',
  starting: 'Starting the camera…',
  problems: {
    unsupported: 'This browser cannot use a camera.',
    noCamera: 'No camera found.',
    denied: 'Camera permission refused.',
    busy: 'The camera is in use.',
    failed: 'The camera did not work.',
  },
};

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function renderCamera(getUserMedia: MediaDevices['getUserMedia'] | undefined) {
  const onCapture = vi.fn();
  const result = renderUi(
    <CameraCapture
      texts={TEXTS}
      fileName="front.jpg"
      onCapture={onCapture}
      mediaDevices={getUserMedia === undefined ? undefined : { getUserMedia }}
    />,
  );
  return { ...result, onCapture };
}

beforeEach(() => {
  // jsdom has no media playback and no canvas: the browser journey runs the real ones.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cameraProblemOf', () => {
  it('tells a refused permission, a missing camera and a busy one apart', () => {
    expect(cameraProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('x', 'NotFoundError'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('x', 'OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new Error('odd'))).toBe('failed');
  });
});

describe('CameraCapture', () => {
  it('starts the camera on request, hands one JPEG frame over and stops the camera', async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = vi.fn<MediaDevices['getUserMedia']>().mockResolvedValue(stream);
    const { onCapture, container } = renderCamera(getUserMedia);
    expect(getUserMedia).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, video: expect.objectContaining({}) as object }),
    );
    const take = await screen.findByRole('button', { name: 'Take photo' });
    expect(document.activeElement).toBe(take);
    expect(screen.getByLabelText('Camera picture').tagName).toBe('VIDEO');
    await expectNoAxeViolations(container);

    await userEvent.click(take);
    await waitFor(() => expect(onCapture).toHaveBeenCalledOnce());
    const file = onCapture.mock.calls[0]?.[0] as File;
    expect(file.name).toBe('front.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera picture')).toBeNull();
  });

  it('switches the camera off when cancelled', async () => {
    const { stream, track } = fakeStream();
    renderCamera(vi.fn<MediaDevices['getUserMedia']>().mockResolvedValue(stream));
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use the camera' }));
  });

  it.each([
    ['NotAllowedError', 'Camera permission refused.'],
    ['NotFoundError', 'No camera found.'],
  ])('says so plainly when getUserMedia fails with %s', async (name, message) => {
    const getUserMedia = vi
      .fn<MediaDevices['getUserMedia']>()
      .mockRejectedValue(new DOMException('x', name));
    const { container } = renderCamera(getUserMedia);
    const start = screen.getByRole('button', { name: 'Use the camera' });
    await userEvent.click(start);
    expect(await screen.findByText(message)).toBeDefined();
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
    await expectNoAxeViolations(container);
  });

  it('says the browser has no camera access when media devices are missing', async () => {
    renderCamera(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(screen.getByText('This browser cannot use a camera.')).toBeDefined();
  });
});
