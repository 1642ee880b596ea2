/**
 * The demo songs the server seeds at first start: well-known public-domain tunes arranged for
 * handbells. Pure data, exported as `@ringalong/song/demo-songs`, so the web app's tests play them too.
 */
import type { Song } from '../index.ts';
import { AMAZING_GRACE } from './amazing-grace.ts';
import { FRERE_JACQUES } from './frere-jacques.ts';
import { JINGLE_BELLS } from './jingle-bells.ts';
import { JOY_TO_THE_WORLD } from './joy-to-the-world.ts';
import { ODE_TO_JOY } from './ode-to-joy.ts';
import { SILENT_NIGHT } from './silent-night.ts';
import { TWINKLE_TWINKLE } from './twinkle-twinkle.ts';
import { WHEN_THE_SAINTS } from './when-the-saints.ts';

export const DEMO_SONGS: readonly Song[] = [
  ODE_TO_JOY,
  TWINKLE_TWINKLE,
  JINGLE_BELLS,
  AMAZING_GRACE,
  SILENT_NIGHT,
  JOY_TO_THE_WORLD,
  FRERE_JACQUES,
  WHEN_THE_SAINTS,
];
