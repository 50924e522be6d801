export { EntityList, type EntityListMessages, type EntityListProps } from './EntityList';
