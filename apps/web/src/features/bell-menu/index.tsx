import { BellMenu } from './BellMenu.tsx';

export type { BellMenuProps, BellSelection } from './BellMenu.tsx';
export { BellMenu };
export default BellMenu;
