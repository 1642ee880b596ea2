export { default } from './SignInDialog.tsx';
