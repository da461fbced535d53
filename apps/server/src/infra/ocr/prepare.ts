import { IMAGE_MAX_PIXELS } from '@onboarding/domain';
import sharp from 'sharp';
import { estimateSkewDegrees } from './skew';

/** A greyscale page (one byte per pixel), upright and level, at PAGE_WIDTH. */
export interface UprightPage {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
}

export interface OcrView {
  /** `mrz`: the bottom of the page, where TD1 backs and TD3 data pages carry the zone. */
  readonly band: 'mrz' | 'whole';
  readonly width: number;
  /** Turned half round, for a photo taken upside down. */
  readonly turned?: boolean;
}

const PAGE_WIDTH = 1000;
/** Skew is measured on a smaller copy: the line slope does not need more pixels. */
const SKEW_SAMPLE_WIDTH = 500;
const MRZ_BAND_START = 0.55;
const MARGIN = 20;

const raw = (page: UprightPage) => ({
  raw: { width: page.width, height: page.height, channels: 1 as const },
});

/** EXIF rotation, greyscale, contrast stretch and deskew, done once per image. */
export async function uprightPage(image: Buffer): Promise<UprightPage> {
  const grey = await sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: PAGE_WIDTH })
    .greyscale()
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const page = { pixels: grey.data, width: grey.info.width, height: grey.info.height };
  const sample = await sharp(page.pixels, raw(page))
    .resize({ width: SKEW_SAMPLE_WIDTH })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = estimateSkewDegrees(sample.data, sample.info.width, sample.info.height);
  if (skew === 0) return page;
  const level = await sharp(page.pixels, raw(page))
    .rotate(-skew, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: level.data, width: level.info.width, height: level.info.height };
}

/** The PNG the engine reads: one view of the page, contrast stretched, with a white margin. */
export async function ocrInput(page: UprightPage, view: OcrView): Promise<Buffer> {
  const scaled = await sharp(page.pixels, raw(page))
    .rotate(view.turned === true ? 180 : 0)
    .resize({ width: view.width })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = scaled.info;
  const top = view.band === 'mrz' ? Math.floor(height * MRZ_BAND_START) : 0;
  return sharp(scaled.data, { raw: { width, height, channels: 1 } })
    .extract({ left: 0, top, width, height: height - top })
    .normalise()
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .png()
    .toBuffer();
}
