import { ChoirPlayerPanel } from './ChoirPlayerPanel.tsx';

export type { ChoirPlayerPanelProps } from './ChoirPlayerPanel.tsx';
export { ChoirPlayerPanel };
export default ChoirPlayerPanel;
