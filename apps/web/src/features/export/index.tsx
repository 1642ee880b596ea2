import { ExportDialog } from './ExportDialog.tsx';

export type { ExportDialogProps } from './ExportDialog.tsx';
export { ExportDialog };
export default ExportDialog;
