export { DescriptionList } from './DescriptionList';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
export type { DescriptionListLayout } from './DescriptionList.styles';
