export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export type { SpinnerSize } from './Spinner.styles';
