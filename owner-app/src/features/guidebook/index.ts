import { lazyPart } from '../../shared/LazyScreen';
import type { GuidebookEntryDetailModalProps } from './GuidebookEntryDetailModal';
import type { GuidebookEntryFormModalProps } from './GuidebookEntryFormModal';
export { GuidebookEntryDeleteDialog } from './GuidebookEntryDeleteDialog';
/** Downloaded when first opened. */
export const GuidebookEntryDetailModal = lazyPart<GuidebookEntryDetailModalProps>(() =>
  import('./GuidebookEntryDetailModal').then((parts) => parts.GuidebookEntryDetailModal),
);
/** Downloaded when first opened, with react-hook-form: not part of the guidebook list. */
export const GuidebookEntryFormModal = lazyPart<GuidebookEntryFormModalProps>(() =>
  import('./GuidebookEntryFormModal').then((parts) => parts.GuidebookEntryFormModal),
);
export type {
  GuidebookEntryFormApartment,
  GuidebookEntryFormModalProps,
  GuidebookEntryFormRoom,
} from './GuidebookEntryFormModal';
export { GuidebookList } from './GuidebookList';
export {
  guidebookEntryCreated,
  guidebookEntryDeleted,
  guidebookEntryEdited,
  guidebookRequested,
  guidebookSlice,
  selectAllGuidebookEntries,
  selectGuidebookEntryById,
  selectGuidebookGroups,
  selectGuidebookRequest,
  selectTranslationsOf,
  translationCreated,
  translationDeleted,
  translationEdited,
  translationsRequested,
} from './guidebookSlice';
export type { GuidebookGroup, GuidebookState } from './guidebookSlice';
export { guidebookTypeMessages } from './messages';
