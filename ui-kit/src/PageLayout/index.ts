export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export type { PageWidth } from './PageLayout.styles';
