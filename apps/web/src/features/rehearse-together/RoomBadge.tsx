import type { RoomView } from '../../store/types.ts';
import { Switch } from '../../ui/Switch.tsx';
import styles from './Together.module.css';

/** In words: how this device stands in the room (connection and clock). */
export function roomStanding(room: RoomView): { text: string; tone: 'good' | 'warn' | 'bad' } {
  if (room.ended) return { text: room.ended, tone: 'bad' };
  if (room.connection === 'reconnecting') return { text: 'Reconnecting…', tone: 'warn' };
  if (room.connection === 'connecting' || !room.clock) return { text: 'Joining…', tone: 'warn' };
  if (room.clock.quality === 'uncertain') return { text: 'Clock uncertain', tone: 'warn' };
  return { text: 'In step', tone: 'good' };
}

/** What the director last did, in words. */
const CHANGES: Record<string, string> = {
  start: 'Playing',
  stop: 'Stopped',
  seek: 'Moved',
  loop: 'Loop changed',
  tempo: 'Tempo changed',
  countIn: 'Count-in changed',
  song: 'Song changed',
};

/**
 * The ringer's badge over the player: in step, clock uncertain, reconnecting; who leads; and the
 * quiet guide tones of the ringer's own bells (for earphones; off until turned on).
 */
export function RoomBadge(props: {
  readonly room: RoomView;
  readonly guideTones: boolean;
  readonly onGuideTones: (on: boolean) => void;
  readonly onLeave: () => void;
}) {
  const { room } = props;
  const standing = roomStanding(room);
  const leads = room.deviceId !== null && room.handedTo === room.deviceId;
  return (
    <div className={styles.badge} data-tone={standing.tone} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.standing}>{standing.text}</span>
      {room.iAm ? <span className={styles.iAm}>I am {room.iAm}</span> : null}
      <span className={styles.leads}>
        {leads ? 'You lead the transport' : `${room.title || 'Room'} · the director leads`}
      </span>
      {room.lastChange ? <span className={styles.change}>{CHANGES[room.lastChange] ?? ''}</span> : null}
      <Switch
        checked={props.guideTones}
        onChange={props.onGuideTones}
        className={`ui-switch ${styles.guide}`}
        ariaLabel="Guide tones: your own bells, quietly, in earphones"
      >
        Guide tones
      </Switch>
      <button type="button" className="ui-button ui-button-text ui-button-small" onClick={props.onLeave}>
        Leave
      </button>
    </div>
  );
}
