import { UPLOAD_RULES, type IdDocumentType, type TIdSideStatus } from '@onboarding/domain';
import { Button } from '../../../components/ui/button';
import { CameraCapture } from '../../../components/ui/camera-capture';
import { UploadBox } from '../../../components/ui/upload-box';
import { useT } from '../../../lib/i18n/i18n-context';
import { imageUrl } from '../api/delete-image';
import { refusalKey, type RefusalKey } from '../hooks/refusal-message';
import './side-upload.css';

export interface SideUploadProps {
  readonly idType: IdDocumentType;
  readonly side: TIdSideStatus;
  readonly busy: boolean;
  /** The refusal of the photo just sent; else the reason a REJECTED side keeps. */
  readonly error: RefusalKey | undefined;
  readonly onFile: (file: File) => void;
  readonly onDelete: (imageId: string) => void;
  /** Offer the computer's camera (desktop); the phone's camera opens through `capture`. */
  readonly withCamera?: boolean;
  readonly capture?: 'environment';
  /** The file button's text (the phone's "Take a photo"). */
  readonly chooseLabel?: string;
}

/**
 * One side of the document: the upload box (pick, drop, preview, replace), the camera as another
 * way in, and delete. A REJECTED side shows its reason and asks for that side again.
 */
export function SideUpload({
  idType,
  side,
  busy,
  error,
  onFile,
  onDelete,
  withCamera = false,
  capture,
  chooseLabel,
}: SideUploadProps) {
  const t = useT();
  const label = t(`documents.sides.${idType}.${side.side}`);
  const accepted = side.state === 'UPLOADED' || side.state === 'CONFIRMED';
  const imageId = accepted ? (side.image?.imageId ?? null) : null;
  const shownError =
    error ?? (side.state === 'REJECTED' ? refusalKey(side.rejectionReason) : undefined);
  const fileName = side.side === 'FRONTVIEW' ? 'front.jpg' : 'back.jpg';

  return (
    <div className="side-upload">
      <UploadBox
        name={side.side}
        label={label}
        accept={UPLOAD_RULES.ID_DOCUMENT.mediaTypes}
        maxBytes={UPLOAD_RULES.ID_DOCUMENT.maxBytes}
        uploading={busy}
        imageId={imageId}
        previewUrl={imageId === null ? undefined : imageUrl(imageId)}
        fileType={side.image?.mediaType}
        error={shownError ?? null}
        capture={capture}
        chooseLabel={chooseLabel}
        onFiles={([file]) => {
          if (file !== undefined) onFile(file);
        }}
      >
        {withCamera && !busy ? (
          <CameraCapture
            fileName={fileName}
            onCapture={onFile}
            texts={{
              start: t('documents.upload.camera.start'),
              take: t('documents.upload.camera.take'),
              cancel: t('documents.upload.camera.cancel'),
              videoLabel: t('documents.upload.camera.videoLabel', { side: label }),
              starting: t('documents.upload.camera.starting'),
              problems: {
                unsupported: t('documents.upload.camera.problems.unsupported'),
                noCamera: t('documents.upload.camera.problems.noCamera'),
                denied: t('documents.upload.camera.problems.denied'),
                busy: t('documents.upload.camera.problems.busy'),
                failed: t('documents.upload.camera.problems.failed'),
              },
            }}
          />
        ) : null}
        {imageId !== null && !busy ? (
          <Button
            variant="link"
            className="side-upload__delete"
            aria-label={t('documents.upload.removeNamed', { side: label })}
            onClick={() => onDelete(imageId)}
          >
            {t('documents.upload.remove')}
          </Button>
        ) : null}
      </UploadBox>
    </div>
  );
}
