export { guidebookRoutes } from './guidebook.routes';
export type {
  infoCreateBody,
  infoEntrySchema,
  infoListQuery,
  infoUpdateBody,
  languageInformationCreateBody,
  languageInformationListQuery,
  languageInformationSchema,
  languageInformationUpdateBody,
} from './guidebook.schema';
