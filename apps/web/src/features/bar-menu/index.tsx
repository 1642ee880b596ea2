import { BarMenu } from './BarMenu.tsx';

export type { BarMenuProps } from './BarMenu.tsx';
export { BarMenu };
export default BarMenu;
