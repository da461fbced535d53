import './document-preview.css';

export interface DocumentPreviewProps {
  readonly src: string;
  /** What the photo shows, translated by the caller ("Front of your identity card"). */
  readonly alt: string;
}

/** An uploaded photo of a document, small and whole, for the applicant to check before sending. */
export function DocumentPreview({ src, alt }: DocumentPreviewProps) {
  return <img className="document-preview" src={src} alt={alt} />;
}
