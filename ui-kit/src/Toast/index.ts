export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export type { ToastTone } from './Toast.styles';
