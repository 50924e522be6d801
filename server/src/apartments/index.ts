export { createApartmentsRepository } from './apartments.repository';
export { apartmentsRoutes } from './apartments.routes';
export type {
  apartmentInput,
  apartmentListResponse,
  apartmentSchema,
  languageInformationSchema,
} from './apartments.schema';
