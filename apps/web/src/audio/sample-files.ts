/** Our handbell samples in /samples/ (made by scripts/samples), by MIDI pitch. */
export const SAMPLE_FILES: Readonly<Record<number, string>> = {
  57: 'A3.wav',
  60: 'C4.wav',
  65: 'F4.wav',
  69: 'A4.wav',
  72: 'C5.wav',
  77: 'F5.wav',
};
