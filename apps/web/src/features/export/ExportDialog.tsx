import type { Preferences, Song } from '@ringalong/song';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ProgressBar, Warning } from '../../ui/Feedback.tsx';
import { Segmented, type SegmentedProps } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './ExportDialog.module.css';
import {
  download,
  type ExportChoice,
  type ExportFormat,
  ExportRefused,
  exportSong,
  fileName,
} from './export-file.ts';

export interface ExportDialogProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly song: Song;
  /** The title as the editor shows it: the file is named after it. */
  readonly title: string;
  /** Tempo, octave convention and room sound: what the export sounds like, as playback does. */
  readonly preferences: Preferences;
  /** The choir's sound choices (a gain per row, 0 silent) while the choir plays; absent: every row full. */
  readonly choirGains?: ReadonlyMap<string, number> | null;
  /** The ringers with rows in the song, each with their practice mix (their bells louder). */
  readonly practice?: readonly PracticeMix[];
}

export interface PracticeMix {
  readonly ringer: string;
  readonly name: string;
  readonly rowGains: ReadonlyMap<string, number>;
}

const FORMATS: { label: string; value: ExportFormat }[] = [
  { label: 'MIDI', value: 'midi' },
  { label: 'MusicXML', value: 'musicxml' },
  { label: 'WAV audio', value: 'wav' },
  { label: 'Ogg audio', value: 'ogg' },
];
const TRACKS: { label: string; value: ExportChoice['tracks'] }[] = [
  { label: 'One per row', value: 'row' },
  { label: 'One per instrument', value: 'instrument' },
];
const PITCHES: { label: string; value: ExportChoice['pitches'] }[] = [
  { label: 'As written', value: 'written' },
  { label: 'As they sound', value: 'sounding' },
];

type Work = { readonly state: 'idle' } | { readonly state: 'working'; readonly done: number };

function about(format: ExportFormat, prefs: Preferences, practice: PracticeMix | null): string {
  if (format === 'midi') {
    return `A Standard MIDI File at ${prefs.bpm} bpm with the song's time signatures and note lengths; handchime rows get tracks of their own. Handbells sound an octave above written: choose which the file holds.`;
  }
  if (format === 'musicxml') {
    return 'A score for MuseScore, Finale or Dorico: a handbell part (and a handchime part) on a grand staff in written pitches, an octave below the sound, with bars, ties, techniques and the tempo.';
  }
  const file =
    format === 'wav' ? '16-bit stereo WAV, 44.1 kHz' : 'Ogg Opus, stereo, about a tenth of the WAV’s size';
  const settings = `${prefs.bpm} bpm${prefs.soundOctaveAbove ? ', an octave above written' : ''}${prefs.roomSound ? ', with the room' : ''}`;
  if (practice)
    return `Practice audio for ${practice.name}: ${practice.name}’s bells full, everyone else’s quieter to ring along with (rows muted in the choir stay silent); ${settings}. ${file}.`;
  return `The whole song as the bells play it here: ${settings}. ${file}.`;
}

/** One labelled row of the dialog's grid: its name, and the choices as a segmented control. */
function ChoiceRow<T>({ label, ...choices }: { label: string } & Omit<SegmentedProps<T>, 'labelledBy'>) {
  const id = useId();
  return (
    <>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <Segmented labelledBy={id} {...choices} />
    </>
  );
}

/** Export the song to a file: MIDI, MusicXML, or audio rendered with the playback's bells. */
export function ExportDialog({
  visible,
  onHide,
  song,
  title,
  preferences,
  choirGains = null,
  practice = [],
}: ExportDialogProps) {
  const [choice, setChoice] = useState<ExportChoice>({ format: 'midi', tracks: 'row', pitches: 'written' });
  const [practiceFor, setPracticeFor] = useState<string | null>(null);
  const audio = choice.format === 'wav' || choice.format === 'ogg';
  const mix = audio ? (practice.find((p) => p.ringer === practiceFor) ?? null) : null;
  const practiceId = useId();
  const [work, setWork] = useState<Work>({ state: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const name = fileName(title, choice.format, mix?.name);
  const working = work.state === 'working';

  const cancel = () => {
    running.current?.abort();
    running.current = null;
  };
  // Closing the dialog, or the dialog going away, stops a render under way.
  useEffect(() => {
    if (visible) return;
    running.current?.abort();
    running.current = null;
  }, [visible]);
  useEffect(() => () => running.current?.abort(), []);

  const hide = () => {
    cancel();
    onHide();
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setMessage(null);
    setWork({ state: 'working', done: 0 });
    try {
      const blob = await exportSong(song, title, preferences, choice, {
        signal: controller.signal,
        rowGains: mix ? mix.rowGains : choirGains,
        onProgress: (done) => setWork({ state: 'working', done }),
      });
      if (controller.signal.aborted) return;
      download(blob, name);
      running.current = null;
      setWork({ state: 'idle' });
      onHide();
    } catch (error) {
      running.current = null;
      setWork({ state: 'idle' });
      const cancelled = error instanceof DOMException && error.name === 'AbortError';
      if (cancelled) setMessage('Export cancelled.');
      else if (error instanceof ExportRefused) setMessage(error.message);
      else setMessage("Couldn't export this song. Nothing was changed; try again.");
    }
  };

  const footer = working ? (
    <div className={styles.footer}>
      <Button variant="outlined" onClick={cancel} autoFocus>
        Cancel
      </Button>
    </div>
  ) : (
    <div className={styles.footer}>
      <Button variant="outlined" onClick={hide}>
        Close
      </Button>
      <Button onClick={start}>Export</Button>
    </div>
  );

  return (
    <Dialog title="Export" visible={visible} onHide={hide} footer={footer} style={{ width: '34rem' }}>
      <div className={styles.body}>
        <fieldset className={styles.grid} disabled={working}>
          <ChoiceRow
            label="Format"
            value={choice.format}
            options={FORMATS}
            onChange={(format) => setChoice({ ...choice, format })}
          />
          {choice.format === 'midi' ? (
            <>
              <ChoiceRow
                label="Tracks"
                value={choice.tracks}
                options={TRACKS}
                onChange={(tracks) => setChoice({ ...choice, tracks })}
              />
              <ChoiceRow
                label="Pitches"
                value={choice.pitches}
                options={PITCHES}
                onChange={(pitches) => setChoice({ ...choice, pitches })}
              />
            </>
          ) : null}
          {audio && practice.length > 0 ? (
            <>
              <label htmlFor={practiceId} className={styles.label}>
                Practice audio for
              </label>
              <Select
                id={practiceId}
                value={mix?.ringer ?? null}
                options={[
                  { label: 'Nobody: the choir as it plays', value: null as string | null },
                  ...practice.map((p) => ({ label: p.name, value: p.ringer as string | null })),
                ]}
                onChange={setPracticeFor}
              />
            </>
          ) : null}
        </fieldset>
        <p className={styles.about}>{about(choice.format, preferences, mix)}</p>
        <p className={styles.file}>
          Saves as <strong>{name}</strong>
        </p>
        {working ? (
          <div className={styles.progress}>
            <ProgressBar value={Math.round(work.done * 100)} label="Rendering the audio" />
            <span aria-live="polite">{`Rendering… ${Math.round(work.done * 100)}%`}</span>
          </div>
        ) : null}
        {message ? <Warning text={message} /> : null}
      </div>
    </Dialog>
  );
}
