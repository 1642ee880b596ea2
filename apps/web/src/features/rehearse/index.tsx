import { RehearsePanel } from './RehearsePanel.tsx';

export type { RehearsePanelProps } from './RehearsePanel.tsx';
export { RehearsePanel };
export default RehearsePanel;
