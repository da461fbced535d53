// The parts of qrcode 1.5.4 that qr-symbol.ts uses beyond its typed entry point (decision 143).

declare module 'qrcode/lib/core/segments.js' {
  const segments: { fromArray: (array: readonly unknown[]) => unknown[] };
  export default segments;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeToStringOptions } from 'qrcode';
  const svgTag: { render: (qrData: QRCode, options?: QRCodeToStringOptions) => string };
  export default svgTag;
}

declare module 'qrcode/lib/renderer/png.js' {
  import type { QRCode, QRCodeToBufferOptions } from 'qrcode';
  const png: {
    render: (
      qrData: QRCode,
      options?: QRCodeToBufferOptions,
    ) => { width: number; height: number; data: Buffer };
    renderToBuffer: (
      qrData: QRCode,
      options: QRCodeToBufferOptions,
      callback: (error: Error | null, buffer: Buffer) => void,
    ) => void;
  };
  export default png;
}
