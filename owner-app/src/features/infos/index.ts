export { InfoDeleteDialog } from './InfoDeleteDialog';
export { InfoDetailModal } from './InfoDetailModal';
export { InfoFormModal } from './InfoFormModal';
export type { InfoFormApartment, InfoFormModalProps, InfoFormRoom } from './InfoFormModal';
export { InfoList } from './InfoList';
export {
  infoCreated,
  infoDeleted,
  infoEdited,
  infosRequested,
  infosSlice,
  selectAllInfos,
  selectInfoById,
  selectInfoGroups,
  selectInfosRequest,
  selectTranslationsOf,
  translationCreated,
  translationDeleted,
  translationEdited,
  translationsRequested,
} from './infosSlice';
export type { InfoGroup, InfosState } from './infosSlice';
export { infoTypeMessages } from './messages';
