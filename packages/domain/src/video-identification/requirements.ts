import { z } from 'zod';
import { lazily } from '../lazily';

/**
 * What the device check asks of the applicant's equipment (decision 136, spec 3 §7 bandwidth
 * checks): a camera of at least 640×480 at 15 frames a second and 350 kbps each way.
 */
export const VIDEO_REQUIREMENTS = {
  minWidth: 640,
  minHeight: 480,
  minFrameRate: 15,
  minKbps: 350,
} as const;

/** One bandwidth probe's size: big enough to time on a slow line, small enough for a phone plan. */
export const BANDWIDTH_PROBE_BYTES = 256 * 1024;
/** The upload probe may not be larger than this (the server refuses bigger bodies). */
export const BANDWIDTH_UPLOAD_MAX_BYTES = 512 * 1024;

/** `GET prospects/{id}/bandwidthcheck/info`: how the probes are made. */
export const bandwidthInfoSchema = lazily(() =>
  z.object({
    downloadBytes: z.number().int().positive(),
    uploadBytes: z.number().int().positive(),
    minKbps: z.number().positive(),
  }),
);
export const ZBandwidthInfo = /* @__PURE__ */ bandwidthInfoSchema();
export type TBandwidthInfo = z.infer<typeof ZBandwidthInfo>;

/** `POST prospects/{id}/bandwidthcheck/upload` (application/octet-stream) answers what arrived. */
export const bandwidthUploadResultSchema = lazily(() =>
  z.object({ receivedBytes: z.number().int().nonnegative() }),
);
export const ZBandwidthUploadResult = /* @__PURE__ */ bandwidthUploadResultSchema();
export type TBandwidthUploadResult = z.infer<typeof ZBandwidthUploadResult>;

/** spec 3 §7: a bandwidth test measures start, end, duration and size of a blob transfer. */
export const bandwidthMeasurementSchema = lazily(() =>
  z.object({
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
    durationMs: z.number().nonnegative(),
    sizeBytes: z.number().int().nonnegative(),
    kbps: z.number().nonnegative(),
  }),
);
export const ZBandwidthMeasurement = /* @__PURE__ */ bandwidthMeasurementSchema();
export type TBandwidthMeasurement = z.infer<typeof ZBandwidthMeasurement>;

/** Kilobits a second of a transfer of `sizeBytes` in `durationMs` (a zero duration counts as 1 ms). */
export function kbpsOf(sizeBytes: number, durationMs: number): number {
  return (sizeBytes * 8) / Math.max(durationMs, 1);
}

export function measurement(start: number, end: number, sizeBytes: number): TBandwidthMeasurement {
  const durationMs = Math.max(end - start, 0);
  return { start, end, durationMs, sizeBytes, kbps: kbpsOf(sizeBytes, durationMs) };
}

/** The device check's findings, sent with `videochat/start` and kept in the evidence record. */
export const deviceReportSchema = lazily(() =>
  z.object({
    browser: z.string().max(200),
    webrtc: z.boolean(),
    microphone: z.boolean(),
    camera: z.object({
      width: z.number().int().nonnegative(),
      height: z.number().int().nonnegative(),
      frameRate: z.number().nonnegative(),
    }),
    network: z.object({
      download: bandwidthMeasurementSchema(),
      upload: bandwidthMeasurementSchema(),
    }),
  }),
);
export const ZDeviceReport = /* @__PURE__ */ deviceReportSchema();
export type TDeviceReport = z.infer<typeof ZDeviceReport>;

export const DEVICE_PROBLEMS = [
  'NO_WEBRTC',
  'MICROPHONE_DENIED',
  'MICROPHONE_MISSING',
  'MICROPHONE_SILENT',
  'CAMERA_DENIED',
  'CAMERA_MISSING',
  'CAMERA_TOO_WEAK',
  'NETWORK_DOWNLOAD_SLOW',
  'NETWORK_UPLOAD_SLOW',
  'NETWORK_FAILED',
] as const;
export type DeviceProblem = (typeof DEVICE_PROBLEMS)[number];

/** The problems of a report the server also checks (the microphone's level is the browser's to judge). */
export function deviceProblems(report: TDeviceReport): DeviceProblem[] {
  const problems: DeviceProblem[] = [];
  if (!report.webrtc) problems.push('NO_WEBRTC');
  if (!report.microphone) problems.push('MICROPHONE_MISSING');
  const { width, height, frameRate } = report.camera;
  const landscape = Math.max(width, height) >= VIDEO_REQUIREMENTS.minWidth;
  const tall = Math.min(width, height) >= VIDEO_REQUIREMENTS.minHeight;
  if (width === 0 || height === 0) problems.push('CAMERA_MISSING');
  else if (!landscape || !tall || frameRate < VIDEO_REQUIREMENTS.minFrameRate) {
    problems.push('CAMERA_TOO_WEAK');
  }
  if (report.network.download.kbps < VIDEO_REQUIREMENTS.minKbps) {
    problems.push('NETWORK_DOWNLOAD_SLOW');
  }
  if (report.network.upload.kbps < VIDEO_REQUIREMENTS.minKbps) problems.push('NETWORK_UPLOAD_SLOW');
  return problems;
}
