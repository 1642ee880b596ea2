/**
 * The staff view: the song or a ringer's part in staff notation. The view itself
 * (`StaffView.tsx`) is in the chunk of the music's readers and writers (`app/music-files.chunk.tsx`
 * imports it from there), so that what the shell needs of it here stays small.
 */
export type { StaffPart, StaffViewProps } from './staff-parts.ts';
export { staffParts } from './staff-parts.ts';
