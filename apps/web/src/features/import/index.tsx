export { ImportDialog, ImportDialog as default, type ImportDialogProps } from './ImportDialog.tsx';
