export { Badge, StatusBadge } from './Badge';
export type { BadgeProps, StatusBadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styles';
