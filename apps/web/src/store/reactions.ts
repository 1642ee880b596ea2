/**
 * Every effect of one part of the app on another, in one place that owns no view (ryohey/signal's
 * `reactions.ts`): started by the composition root (`create.ts`) over the store, the song's
 * document and its session model, and stopped with them. No behaviour waits for a dialog or
 * a component to be mounted.
 *
 * - preferences -> editor: the canvas and playback follow every change of the preferences.
 * - choir session -> row gains: the choir in the player (kept from an earlier visit or chosen in
 *   its panel), the active choir and the song make the choir view the editor plays and draws:
 *   the computer rings the absent ringers' rows, a muted row is silent, lanes, 'I am'.
 * - room -> row gains: in a rehearsal room the director's device rings for the ringers not in
 *   the room, and a ringer's device plays the room's choir's part of its ringer, silent but for
 *   quiet guide tones of its own bells when asked (`editor/choir/in-room.ts`).
 * - choir session -> this browser: kept across reloads (`kept-choir-session.ts`).
 * - save state -> unsaved guard: leaving the page asks first while changes are unsaved.
 * - I am -> my part: 'I am' with rows in the song, in the player, opens Ring along on that
 *   ringer's rows alone; I am set to no one closes it.
 * - prefetch: a choir kept on from an earlier visit loads the choirs at start, so its sound
 *   choices apply before anything is opened.
 */
import type { Song } from '@ringalong/song';
import type { StoreApi } from 'zustand/vanilla';
import { awayFromRoom, followerView, roomChoir } from '../editor/choir/in-room.ts';
import { type ChoirSession, NEW_SESSION } from '../editor/choir/session.ts';
import { choirView } from '../editor/choir/view.ts';
import type { SongDocument } from '../editor/document.ts';
import type { AppStore } from './actions.ts';
import { keepChoirSession, readKeptChoirSession } from './kept-choir-session.ts';
import type { ChoirState, RoomView, StoreDeps } from './types.ts';

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Are you sure you want to leave?';

export function startReactions(
  store: StoreApi<AppStore>,
  doc: SongDocument,
  deps: Pick<StoreDeps, 'storage' | 'page'>,
): () => void {
  const { storage, page } = deps;
  const stops: (() => void)[] = [];

  // save state -> unsaved guard: listened for only while there is something to lose
  if (page) {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_PROMPT;
      return UNSAVED_CHANGES_PROMPT;
    };
    let asking = false;
    const guard = () => {
      const unsaved = store.getState().saveRequired;
      if (unsaved === asking) return;
      asking = unsaved;
      if (unsaved) page.addEventListener('beforeunload', ask);
      else page.removeEventListener('beforeunload', ask);
    };
    guard();
    stops.push(store.subscribe(guard), () => page.removeEventListener('beforeunload', ask));
  }

  // preferences -> editor
  stops.push(
    store.subscribe((state, before) => {
      if (state.preferences !== before.preferences) doc.editor.preferencesChanged();
    }),
  );

  // choir session (kept) -> the session model; the session's changes -> this browser
  const session = doc.session;
  let keptChoir = session.choir;
  let stopped = false;
  stops.push(() => {
    stopped = true;
  });
  // Read once its reader has loaded (nothing loads when nothing is kept); a session chosen in
  // the meantime wins.
  void readKeptChoirSession(storage).then((kept) => {
    if (stopped || !kept || session.choir !== null) return;
    keptChoir = kept;
    session.setChoir(kept);
  });
  stops.push(
    session.subscribe(() => {
      const choir = session.choir;
      if (choir === keptChoir) return;
      keptChoir = choir;
      // The panel's first opening starts a new session: nothing to keep until it is changed.
      if (choir && choir !== NEW_SESSION) keepChoirSession(storage, choir);
    }),
  );

  // choir session, active choir and song -> the choir view (row gains, lanes, 'I am')
  let askedForChoirs = false;
  let shown: { song: Song; choir: ChoirState; session: ChoirSession | null; inRoom: string } | null = null;
  let gains: ReadonlyMap<string, number> | null = null;
  const showChoir = () => {
    const choirSession = session.choir;
    const { choir } = store.getState();
    if (choirSession?.on && choir.status === 'idle' && !askedForChoirs) {
      askedForChoirs = true;
      void store.getState().loadChoirs();
    }
    const song = doc.getSnapshot().song;
    const inRoom = roomKey(store.getState().room);
    const same =
      shown?.song === song &&
      shown.session === choirSession &&
      shown.choir.choirs === choir.choirs &&
      shown.choir.activeId === choir.activeId &&
      shown.inRoom === inRoom;
    if (same || (!choirSession && !shown?.session && inRoom === (shown?.inRoom ?? ''))) {
      followPart();
      return;
    }
    shown = { song, choir, session: choirSession, inRoom };
    const made = choirSession ? roomChoirView(song, choir, choirSession, store.getState().room) : null;
    // The same sound as before is the same map: playing on needs no new plan.
    const view = made && sameGains(made.rowGains, gains) ? { ...made, rowGains: gains } : made;
    gains = view?.rowGains ?? null;
    part = view?.part?.name ?? null;
    doc.editor.setChoirView(view);
    followPart();
  };

  // 'I am' (with rows in the song) in the player -> 'my part': Ring along's picture of that
  // ringer's rows alone, on any device; set I am to no one (or Leave) and it goes. A synced
  // rehearsal gets it by setting I am on a ringer's device.
  let part: string | null = null;
  let openedForPart = false;
  const followPart = () => {
    const state = store.getState();
    const wanted = part !== null && !state.preferences.editMode;
    const open = state.dialogs.ringAlong.display;
    if (wanted && !open) {
      openedForPart = true;
      state.openDialog('ringAlong');
    } else if (!wanted && open && openedForPart) {
      openedForPart = false;
      state.closeDialog('ringAlong');
    } else if (!open) openedForPart = false;
  };
  stops.push(store.subscribe(showChoir), doc.subscribe(showChoir), session.subscribe(showChoir));
  showChoir();

  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * What of the room changes how the choir sounds here: this device's role, the room's choir, and
 * whom the connected devices ring for (a status report or a clock change does not).
 */
function roomKey(room: RoomView | null): string {
  if (!room) return '';
  if (room.role === 'ringer') return `ringer ${room.choirId ?? ''} ${room.ringers.length}`;
  const ringingFor = room.members.filter((m) => m.connected && m.role === 'ringer' && m.iAm !== null);
  return `director ${ringingFor
    .map((m) => m.iAm)
    .sort()
    .join('\u0000')}`;
}

/** The choir view of this device: as without a room, or the director's or a ringer's in one. */
function roomChoirView(song: Song, choir: ChoirState, session: ChoirSession, room: RoomView | null) {
  const active = choir.choirs.find((c) => c.id === choir.activeId);
  if (!room) return choirView(song, active, session);
  if (room.role === 'ringer') {
    const theirs = room.choirId ? roomChoir(room.choirId, room.ringers) : undefined;
    return followerView(song, choirView(song, theirs, { ...session, on: true }), session);
  }
  if (!active) return choirView(song, active, session);
  const ringingFor = room.members.flatMap((m) =>
    m.connected && m.role === 'ringer' && m.iAm ? [m.iAm] : [],
  );
  return choirView(song, active, awayFromRoom(session, active, ringingFor));
}

function sameGains(a: ReadonlyMap<string, number> | null, b: ReadonlyMap<string, number> | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [key, gain] of a) if (b.get(key) !== gain) return false;
  return true;
}
