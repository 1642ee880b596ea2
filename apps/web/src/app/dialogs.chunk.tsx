/** The dialogs' chunk: every dialog but the library's (DialogLayer.tsx), loaded by DialogLayerHost. */
export { default } from './DialogLayer.tsx';
