/** Print's chunk: the print view and its drawing of the score. */
export { default } from './PrintHost.tsx';
