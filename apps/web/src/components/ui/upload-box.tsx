import { DEFAULT_DROP_MAX_BYTES, MEGABYTE } from '@onboarding/domain';
import { formatList, formatNumber } from '@onboarding/domain/format';
import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useLanguage, useT } from '@onboarding/web-shell';
import { DocumentPreview } from './document-preview';
import { joinIds } from './field-context';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { translateCode } from './translate-code';
import '@onboarding/web-shell/button.css';
import './upload-box.css';

export const PDF_MEDIA_TYPE = 'application/pdf';

export type FileRejectionReason = 'type' | 'size' | 'empty' | 'count';

/** A file the box refused, with the form field it was meant for. */
export interface FileRejection {
  readonly field: string;
  readonly file: File;
  readonly reason: FileRejectionReason;
}

export interface UploadRules {
  /** Accepted media types (`image/jpeg`, `application/pdf`, …). */
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly multiple: boolean;
}

/**
 * Splits chosen or dropped files into the accepted and the refused ones: a wrong media type, more
 * than `maxBytes`, an empty file, or every file after the first when only one is taken.
 */
export function sortFiles(
  files: readonly File[],
  rules: UploadRules,
  field: string,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    let reason: FileRejectionReason | null = null;
    if (!rules.accept.includes(file.type)) reason = 'type';
    else if (file.size === 0) reason = 'empty';
    else if (file.size > rules.maxBytes) reason = 'size';
    else if (!rules.multiple && accepted.length > 0) reason = 'count';
    if (reason) rejected.push({ field, file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

export interface UploadBoxProps {
  /** The form field the files belong to; reported with every refused file. */
  readonly name: string;
  /** What to upload ("Front of your identity card"), translated by the caller. */
  readonly label: ReactNode;
  readonly accept: readonly string[];
  /** Largest file in bytes; DEFAULT_DROP_MAX_BYTES (1 000 000) when left out. */
  readonly maxBytes?: number;
  /** Several files at once (statements); photos take one (the default). */
  readonly multiple?: boolean;
  /** Set from outside, while the step does not take files. */
  readonly disabled?: boolean;
  /** An upload is running: the spinner shows until `imageId` is set. */
  readonly uploading?: boolean;
  /** The stored file's id once the upload succeeded. */
  readonly imageId?: string | null;
  /** Where the preview image of the stored file is (built by the caller from imageId). */
  readonly previewUrl?: string;
  /** The stored file's media type: a PDF shows an icon instead of a preview. */
  readonly fileType?: string;
  /** An error code (message key) about the upload, from the server say. */
  readonly error?: string | null;
  readonly onFiles: (files: File[], field: string) => void;
  readonly onReject?: (rejections: FileRejection[]) => void;
  /**
   * On a phone, opens the camera straight away (`capture` of the file input): `environment` is the
   * camera on the back, the one that photographs a document.
   */
  readonly capture?: 'environment' | 'user';
  /** The file button's text when the default ("Choose a file") does not fit (a phone camera). */
  readonly chooseLabel?: ReactNode;
  /** More ways to act on the box, under the file button (take a photo, delete the file). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The document upload box (spec 3 §2): pick a file with the button or drop it on the box. Files of
 * the wrong type or size are refused here and named in the box (the server checks again, by
 * content). While an upload runs a spinner shows until the stored file's `imageId` arrives; then a
 * preview image, or a PDF icon for application/pdf.
 */
export function UploadBox({
  name,
  label,
  accept,
  maxBytes = DEFAULT_DROP_MAX_BYTES,
  multiple = false,
  disabled = false,
  uploading = false,
  imageId,
  previewUrl,
  fileType,
  error,
  onFiles,
  onReject,
  capture,
  chooseLabel,
  children,
  className,
}: UploadBoxProps) {
  const t = useT();
  const language = useLanguage();
  const baseId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const titleId = `${baseId}-title`;
  const pickId = `${baseId}-pick`;
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorsId = `${baseId}-errors`;
  const done = Boolean(imageId);
  const busy = uploading && !done;

  // Megabytes to a tenth: the limits are whole or half megabytes.
  const maxMegabytes = formatNumber(Math.round((maxBytes / MEGABYTE) * 10) / 10, language);
  const types = formatList(
    accept.map((type) => (type.split('/')[1] ?? type).toUpperCase()),
    language,
    'or',
  );

  const take = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, rejected } = sortFiles(files, { accept, maxBytes, multiple }, name);
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onFiles(accepted, name);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    take([...(event.target.files ?? [])]);
    // The same file can be chosen again after a failed upload.
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Always: otherwise the browser would open a dropped file in place of the portal.
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const rejectionText = (rejection: FileRejection) => {
    const file = rejection.file.name;
    switch (rejection.reason) {
      case 'type':
        return t('ui.upload.rejected.type', { file, types });
      case 'size':
        return t('ui.upload.rejected.size', { file, max: maxMegabytes });
      case 'empty':
        return t('ui.upload.rejected.empty', { file });
      case 'count':
        return t('ui.upload.rejected.count', { file });
    }
  };

  let body: ReactNode;
  if (done) {
    body =
      fileType === PDF_MEDIA_TYPE || !previewUrl ? (
        <span className="upload-box__document">
          <Icon name="document" className="upload-box__document-icon" />
          <span>{t(fileType === PDF_MEDIA_TYPE ? 'ui.upload.pdf' : 'ui.upload.uploaded')}</span>
        </span>
      ) : (
        <DocumentPreview src={previewUrl} alt={t('ui.upload.previewAlt')} />
      );
  } else if (busy) {
    body = <Spinner size="lg" label={t('ui.upload.uploading')} />;
  } else {
    body = (
      <span className="upload-box__prompt">
        <Icon name="upload" className="upload-box__prompt-icon" />
        <span>
          {/* A phone (camera capture) has nothing to drop files from. */}
          {t(
            capture !== undefined
              ? 'ui.upload.takePrompt'
              : multiple
                ? 'ui.upload.dropMany'
                : 'ui.upload.drop',
          )}
        </span>
      </span>
    );
  }

  // One file at a time: a newer refusal here replaces the server's answer to the previous file
  // rather than standing beside it.
  const shownError = error && (multiple || rejections.length === 0) ? error : null;
  const messages = [
    ...rejections.map((rejection) => rejectionText(rejection)),
    ...(shownError ? [translateCode(t, shownError)] : []),
  ];

  return (
    <div
      className={[
        'upload-box',
        dragging && 'upload-box--dragging',
        disabled && 'upload-box--disabled',
        done && 'upload-box--done',
        messages.length > 0 && 'upload-box--invalid',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-busy={busy || undefined}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={handleDrop}
    >
      <p className="upload-box__title" id={titleId}>
        {label}
      </p>
      <div className="upload-box__body">{body}</div>
      <input
        id={inputId}
        className="upload-box__input visually-hidden"
        type="file"
        name={name}
        accept={accept.join(',')}
        multiple={multiple}
        capture={capture}
        disabled={disabled || busy}
        aria-labelledby={`${pickId} ${titleId}`}
        aria-describedby={joinIds(hintId, messages.length > 0 && errorsId)}
        aria-invalid={messages.length > 0 || undefined}
        onChange={handlePick}
      />
      <label id={pickId} htmlFor={inputId} className="button button--secondary upload-box__pick">
        {chooseLabel ?? t(done ? 'ui.upload.chooseAnother' : 'ui.upload.choose')}
      </label>
      {children}
      <p className="upload-box__hint" id={hintId}>
        {t('ui.upload.hint', { types, max: maxMegabytes })}
      </p>
      <div className="upload-box__errors" id={errorsId} role="alert">
        {messages.length > 0 ? (
          <ul className="upload-box__error-list">
            {messages.map((message) => (
              <li key={message} className="upload-box__error">
                <Icon name="error" />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
