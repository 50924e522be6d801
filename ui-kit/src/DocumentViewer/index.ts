export { DocumentViewer, isPdf } from './DocumentViewer';
export type { DocumentSide, DocumentViewerProps } from './DocumentViewer';
export { useMatchedHeight } from './useMatchedHeight';
