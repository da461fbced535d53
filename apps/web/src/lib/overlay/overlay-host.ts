/**
 * spec 3 §2: the page frame holds "an interactive video overlay". The frame renders an empty host
 * element with this id; a feature portals its dialog into it, so the overlay sits above the page
 * content without the frame knowing the feature.
 */
export const OVERLAY_HOST_ID = 'interactive-overlay';

export function overlayHost(): HTMLElement {
  return document.getElementById(OVERLAY_HOST_ID) ?? document.body;
}
