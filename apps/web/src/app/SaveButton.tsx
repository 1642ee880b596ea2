import './SaveButton.css';
import { useApp } from '../store/index.ts';
import { useDispatch } from './actions.ts';
import { HeaderButton } from './HeaderButton.tsx';

/**
 * The header's Save button, shown while changes are unsaved. While a save is under way it says so
 * and ignores clicks; after a failed save it stays marked until a save succeeds, so the failure is
 * not lost with its one-second toast.
 */
export function SaveButton() {
  const saveRequired = useApp((s) => s.saveRequired);
  const saving = useApp((s) => s.saving);
  const failure = useApp((s) => s.saveFailure);
  const remix = useApp((s) => s.loadedSongMeta.song_id > 0 && s.loadedSongMeta.user_id !== s.user.id);
  const dispatch = useDispatch();
  if (!saveRequired) return null;

  const label = saving ? 'Saving…' : failure !== null ? 'Retry save' : remix ? 'Save as remix' : 'Save';
  const why = failure !== null && !saving ? `The last save failed: ${failure}` : undefined;
  return (
    <HeaderButton
      icon="save"
      variant="solid"
      className={`save-button${why ? ' save-button-failed' : ''}`}
      label={label}
      title={why}
      aria-description={why}
      aria-busy={saving}
      aria-disabled={saving}
      data-action="save"
      onClick={() => {
        if (!saving) dispatch('save');
      }}
    />
  );
}
