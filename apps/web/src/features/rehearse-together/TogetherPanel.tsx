import type { RoomMember, RoomView } from '../../store/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { roomStanding } from './RoomBadge.tsx';
import { RoomQr } from './RoomQr.tsx';
import styles from './Together.module.css';

export interface TogetherPanelProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The director's room, or null before one is open. */
  readonly room: RoomView | null;
  readonly signedIn: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onRemove: (deviceId: string) => void;
  /** Hands the transport to a ringer's device (null: takes it back). */
  readonly onHandOver: (deviceId: string | null) => void;
}

const CLOCK_WORDS: Record<RoomMember['clock'], string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Uncertain',
  unknown: 'Not yet known',
};

/**
 * The director's room: the join code and QR code large enough for a projector, who joined with
 * each device's clock and latency, Remove, and Close the room.
 */
export function TogetherPanel(props: TogetherPanelProps) {
  const { room } = props;
  return (
    <Dialog title="Rehearse together" visible={props.visible} onHide={props.onHide} className={styles.panel}>
      {room === null ? (
        <div className={styles.intro}>
          <p>
            Open a room for this song: every ringer joins from their own phone or tablet with the code or the
            QR code, no account needed, and plays in step with you. You lead: Play, Stop, loops and tempo
            reach every device.
          </p>
          {props.signedIn ? null : <p className={styles.note}>Sign in to open a room.</p>}
          <Button onClick={props.onOpen} disabled={!props.signedIn}>
            Open a room
          </Button>
        </div>
      ) : (
        <DirectorRoom
          room={room}
          onClose={props.onClose}
          onRemove={props.onRemove}
          onHandOver={props.onHandOver}
        />
      )}
    </Dialog>
  );
}

function DirectorRoom(props: {
  readonly room: RoomView;
  readonly onClose: () => void;
  readonly onRemove: (deviceId: string) => void;
  readonly onHandOver: (deviceId: string | null) => void;
}) {
  const { room } = props;
  const ringers = room.members.filter((member) => member.deviceId !== room.deviceId);
  const standing = roomStanding(room);
  const handedTo = room.members.find((member) => member.deviceId === room.handedTo) ?? null;
  return (
    <div className={styles.room}>
      <div className={styles.join}>
        {room.qr ? <RoomQr url={room.joinUrl} qr={room.qr} /> : null}
        <div>
          <p className={styles.codeLabel}>Join code</p>
          <p className={styles.code} data-testid="room-code">
            {room.shownCode}
          </p>
          <p className={styles.url}>{room.joinUrl}</p>
          <p className={styles.note} data-tone={standing.tone}>
            This device: {standing.text}
          </p>
        </div>
      </div>
      <p className={styles.transport} data-testid="room-transport">
        {handedTo ? (
          <>
            {handedTo.name} leads the transport.{' '}
            <Button variant="outlined" size="small" onClick={() => props.onHandOver(null)}>
              Take it back
            </Button>
          </>
        ) : (
          'You lead the transport: Play, Stop, loops and tempo reach every device.'
        )}
      </p>
      <table className={styles.members}>
        <caption>{ringers.length === 0 ? 'Nobody has joined yet.' : `${ringers.length} joined`}</caption>
        <thead>
          <tr>
            <th scope="col">Who</th>
            <th scope="col">I am</th>
            <th scope="col">Clock</th>
            <th scope="col">Network</th>
            <th scope="col">Output</th>
            <th scope="col">
              <span className={styles.hidden}>Lead and remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ringers.map((member) => (
            <tr key={member.deviceId} data-connected={member.connected}>
              <td>
                {member.name}
                {member.connected ? '' : ' (away)'}
              </td>
              <td>{member.iAm ?? '—'}</td>
              <td>
                {CLOCK_WORDS[member.clock]}
                {member.uncertaintyMs !== null ? ` ±${Math.round(member.uncertaintyMs)} ms` : ''}
              </td>
              <td>{member.rttMs !== null ? `${Math.round(member.rttMs / 2)} ms` : '—'}</td>
              <td>{member.outputDelayMs !== null ? `${Math.round(member.outputDelayMs)} ms` : '—'}</td>
              <td className={styles.actions}>
                {member.role === 'ringer' && member.connected && member.deviceId !== room.handedTo ? (
                  <Button
                    variant="text"
                    size="small"
                    aria-label={`Hand the transport to ${member.name}`}
                    onClick={() => props.onHandOver(member.deviceId)}
                  >
                    Hand over
                  </Button>
                ) : null}
                {member.deviceId === room.handedTo ? (
                  <Button variant="text" size="small" onClick={() => props.onHandOver(null)}>
                    Take back
                  </Button>
                ) : null}
                <Button variant="danger-text" size="small" onClick={() => props.onRemove(member.deviceId)}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="danger-outlined" onClick={props.onClose}>
        Close the room
      </Button>
    </div>
  );
}
