export { CardGrid } from './CardGrid';
export type { CardGridProps } from './CardGrid';
export type { CardGridColumnWidth } from './CardGrid.styles';
