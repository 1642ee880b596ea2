export { default } from './UserSettingsDialog.tsx';
