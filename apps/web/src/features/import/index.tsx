export { ImportDialog, ImportDialog as default, type ImportDialogProps } from './ImportDialog.tsx';
export type { ReadFile } from './reading.ts';
