export { TopNav } from './TopNav';
export type { TopNavItem, TopNavProps } from './TopNav';
export { useHideOnScroll } from './useHideOnScroll';
