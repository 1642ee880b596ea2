import { levelWords, type SongMetadata } from '@ringalong/song';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { view } from '../../ui/shapes/first-paint.ts';
import { bell, trash } from '../../ui/shapes/library.ts';

export interface SongCardProps {
  readonly song: SongMetadata;
  /** Own non-demo songs carry a Public switch. */
  readonly canPublish: boolean;
  /** Offered on 'Your Songs' for own non-demo songs. */
  readonly canDelete: boolean;
  /** The song is being opened: the card says so until the answer comes. */
  readonly opening?: boolean;
  readonly onOpen: () => void;
  readonly onPublicity: (isPublic: boolean) => void;
  readonly onDelete: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The piece's difficulty in words, not by colour; none from an older server or before grading. */
const levelText = (level: number | null | undefined) =>
  typeof level === 'number' ? levelWords(level) : null;

export function SongCard({
  song,
  canPublish,
  canDelete,
  opening = false,
  onOpen,
  onPublicity,
  onDelete,
}: SongCardProps) {
  const publicId = useId();
  const level = levelText(song.difficulty);
  // The button's name is 'Open <title>'; the level is its description, read after the name.
  const describedBy = opening ? `${publicId}-opening` : level ? `${publicId}-level` : undefined;
  return (
    <li className="lib-card">
      <button
        type="button"
        className="lib-card-open"
        onClick={opening ? undefined : onOpen}
        aria-label={`Open ${song.title}`}
        aria-busy={opening || undefined}
        aria-describedby={describedBy}
      >
        <span className="lib-card-title">{song.title}</span>
        <span className="lib-card-creator">{song.display_name}</span>
        {opening ? (
          <span className="lib-card-opening" id={`${publicId}-opening`} role="status">
            Opening…
          </span>
        ) : (
          <span className="lib-card-stats">
            <span title="Bells">
              <Icon shape={bell} /> {plural(song.bell_count, 'bell')}
            </span>
            <span title="Views">
              <Icon shape={view} /> {plural(song.view_count, 'view')}
            </span>
            {level ? (
              <span className="lib-card-level" id={`${publicId}-level`}>
                {level}
              </span>
            ) : null}
          </span>
        )}
      </button>
      {canPublish || canDelete ? (
        <span className="lib-card-actions">
          {canPublish ? (
            <span className="lib-card-public">
              <Switch id={publicId} checked={song.is_public} onChange={onPublicity} />
              <label htmlFor={publicId}>Public</label>
            </span>
          ) : null}
          {canDelete ? (
            <Button variant="danger-text" icon={trash} aria-label={`Delete ${song.title}`} onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
