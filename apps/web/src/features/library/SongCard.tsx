import type { SongMetadata } from '@ringalong/song';
import { useId } from 'react';
import { Icon } from '../../app/icons.tsx';
import { LibraryButton } from './LibraryButton.tsx';

export interface SongCardProps {
  readonly song: SongMetadata;
  /** Own non-demo songs carry a Public switch. */
  readonly canPublish: boolean;
  /** Offered on 'Your Songs' for own non-demo songs. */
  readonly canDelete: boolean;
  readonly onOpen: () => void;
  readonly onPublicity: (isPublic: boolean) => void;
  readonly onDelete: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function SongCard({ song, canPublish, canDelete, onOpen, onPublicity, onDelete }: SongCardProps) {
  const publicId = useId();
  return (
    <li className="lib-card">
      <button type="button" className="lib-card-open" onClick={onOpen} aria-label={`Open ${song.title}`}>
        <span className="lib-card-title">{song.title}</span>
        <span className="lib-card-creator">{song.display_name}</span>
        <span className="lib-card-stats">
          <span title="Bells">
            <Icon name="bell" /> {plural(song.bell_count, 'bell')}
          </span>
          <span title="Views">
            <Icon name="view" /> {plural(song.view_count, 'view')}
          </span>
        </span>
      </button>
      {canPublish || canDelete ? (
        <span className="lib-card-actions">
          {canPublish ? (
            <span className="lib-card-public">
              <button
                type="button"
                role="switch"
                id={publicId}
                aria-checked={song.is_public}
                className="lib-switch"
                onClick={() => onPublicity(!song.is_public)}
              >
                <span className="lib-switch-thumb" />
              </button>
              <label htmlFor={publicId}>Public</label>
            </span>
          ) : null}
          {canDelete ? (
            <LibraryButton
              variant="danger-text"
              icon={<Icon name="trash" />}
              aria-label={`Delete ${song.title}`}
              onClick={onDelete}
            >
              Delete
            </LibraryButton>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
