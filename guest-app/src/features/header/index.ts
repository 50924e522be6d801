export { GuestHeader } from './GuestHeader';
export type { GuestHeaderProps } from './GuestHeader';
