import { AssignRingersDialog } from './AssignRingersDialog.tsx';

export type { AssignRingersDialogProps } from './AssignRingersDialog.tsx';
export { AssignRingersDialog };
export default AssignRingersDialog;
