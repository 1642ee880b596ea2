/** Import music's chunk: the readers' front and the shaping (the readers run in a worker of their own). */
export { default } from './ImportMusicHost.tsx';
