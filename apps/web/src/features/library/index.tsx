export { default } from './LibraryDialog.tsx';
