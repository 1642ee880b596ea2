import type { SongMetadata } from '@ringalong/song';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useId } from 'react';
import { Icon } from '../../app/icons.tsx';

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
    <li className="song-card">
      <button type="button" className="song-card-open" onClick={onOpen} aria-label={`Open ${song.title}`}>
        <span className="song-card-title">{song.title}</span>
        <span className="song-card-creator">{song.display_name}</span>
        <span className="song-card-stats">
          <span title="Bells">
            <Icon name="bell" /> {plural(song.bell_count, 'bell')}
          </span>
          <span title="Views">
            <Icon name="view" /> {plural(song.view_count, 'view')}
          </span>
        </span>
      </button>
      {canPublish || canDelete ? (
        <span className="song-card-actions">
          {canPublish ? (
            <span className="song-card-public">
              <InputSwitch
                inputId={publicId}
                checked={song.is_public}
                onChange={(e) => onPublicity(Boolean(e.value))}
              />
              <label htmlFor={publicId}>Public</label>
            </span>
          ) : null}
          {canDelete ? (
            <Button
              label="Delete"
              icon={<Icon name="trash" />}
              severity="danger"
              text
              aria-label={`Delete ${song.title}`}
              onClick={onDelete}
            />
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
