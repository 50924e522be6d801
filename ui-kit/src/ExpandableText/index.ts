export { ExpandableText, truncateText } from './ExpandableText';
export type { ExpandableTextProps } from './ExpandableText';
