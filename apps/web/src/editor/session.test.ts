import { createDefaultSong, DEFAULT_PREFERENCES, type Song } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { FakeAudio } from '../../test/fake-audio.ts';
import { NEW_SESSION } from './choir/session.ts';
import { SongDocument } from './document.ts';
import { EditorSession, type SessionSnapshot } from './session.ts';
import { sessionSchema } from './session-schema.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const host = {
  getPreferences: () => ({ ...DEFAULT_PREFERENCES, editMode: true, practiceTempo: 80, countIn: true }),
  onPlaybackChange: () => {},
  onOpenBarMenu: () => {},
  onOpenBellMenu: () => {},
  onSaveRequested: () => {},
};

function twoNotes(): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: [
      {
        pitchId: 60,
        instrument: 'handbell',
        notes: [
          { beat: 0, length: 1 },
          { beat: 4, length: 1 },
        ],
      },
    ],
  };
}

describe('the editor session model', () => {
  it('sends a snapshot of a playing, looped, selected session through JSON and the schema unchanged', () => {
    const doc = new SongDocument(host, new FakeAudio(), twoNotes());
    doc.editor.setLoop({ on: true, from: 1, to: 2, speedUp: 5 });
    doc.editor.setLengthChoice(0.5);
    doc.session.setChoir({
      ...NEW_SESSION,
      absent: ['ann'],
      rowModes: { 'handbell:60': 'muted' },
      iAm: 'ben',
    });
    doc.editor.play();
    const snapshot = doc.session.getSnapshot();

    const received: SessionSnapshot = sessionSchema.parse(JSON.parse(JSON.stringify(snapshot)));

    expect(received).toEqual(snapshot);
    expect(received.transport).toMatchObject({
      state: 'playing',
      positionSource: 'clock',
      practiceTempo: 80,
    });
    expect(received.transport.loop).toEqual({ on: true, from: 1, to: 2, speedUp: 5 });
    expect(received.view).toMatchObject({ mode: 'composer', lengthChoice: 0.5 });
    expect(received.choir?.absent).toEqual(['ann']);
  });

  it('refuses a snapshot whose fields are not what a session holds', () => {
    const doc = new SongDocument(host, new FakeAudio());
    const damaged = { ...doc.session.getSnapshot(), transport: { state: 'flying' } };
    expect(sessionSchema.safeParse(JSON.parse(JSON.stringify(damaged))).success).toBe(false);
  });

  it('tells its subscribers once a frame, however many changes the frame had, and keeps old snapshots', async () => {
    const session = new EditorSession();
    const first = session.getSnapshot();
    let told = 0;
    session.subscribe(() => told++);

    session.setTransport({ state: 'playing' });
    session.setView({ selection: ['a'] });
    session.setTransport({ loop: { on: true, from: 1, to: 2, speedUp: 0 } });
    expect(session.transport.state).toBe('playing');
    expect(first.transport.state).toBe('stopped');
    await nextFrame();
    expect(told).toBe(1);

    session.setTransport({ state: 'playing' });
    await nextFrame();
    expect(told).toBe(1);
  });

  it('records where a Play started until Stop, the position then following the view again', () => {
    const doc = new SongDocument(host, new FakeAudio(), twoNotes());
    doc.editor.play();
    expect(doc.session.transport.startBeat).not.toBeNull();
    doc.editor.stop();
    expect(doc.session.transport).toMatchObject({
      state: 'stopped',
      positionSource: 'view',
      startBeat: null,
    });
  });
});
