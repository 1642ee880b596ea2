import { ChoirPlayerPanel } from './ChoirPlayerPanel.tsx';

export type { ChoirPlayerPanelProps } from './ChoirPlayerPanel.tsx';
export { changeSession, getSession, subscribeSession } from './kept.ts';
export { ChoirPlayerPanel };
export default ChoirPlayerPanel;
