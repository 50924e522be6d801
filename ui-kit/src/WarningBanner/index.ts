export { WarningBanner } from './WarningBanner';
export type { WarningBannerProps } from './WarningBanner';
