/** The choir in the player's code the editor loads with the first choir view: its layout and its drawing. */
export { installChoirDrawing } from './draw.ts';
export { choirRows } from './rows.ts';
