/** Print: the score, a part or the bells-used chart, loaded when the Music menu's Print… is first chosen. */
export { openPrint, type PrintSource } from './open.tsx';
