export { GuidebookSection } from './GuidebookSection';
export type { GuidebookSectionProps } from './GuidebookSection';
export type { GuidebookSectionId } from './sections';
