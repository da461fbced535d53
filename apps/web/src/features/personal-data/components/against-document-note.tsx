import { Icon } from '../../../components/ui/icon';

/**
 * What the document says, under the fields that differ from its reading (decision 287). The
 * region is there before its words are, so a screen reader reads them when they come; empty, it
 * takes no room.
 */
export function AgainstDocumentNote({ message }: { readonly message: string | null }) {
  return (
    <div className="against-document" role="status">
      {message === null ? null : (
        <p className="info-note against-document__note">
          <Icon name="info" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
