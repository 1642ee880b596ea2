import { SongSettings } from './SongSettings.tsx';

export type { SongSettingsProps } from './SongSettings.tsx';
export { SongSettings };
export default SongSettings;
