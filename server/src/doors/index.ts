export { createDoorsRepository } from './doors.repository';
export { doorsRoutes } from './doors.routes';
export type {
  doorInput,
  doorListResponse,
  doorSchema,
  languageInstructionSchema,
} from './doors.schema';
export type {
  languageInstructionInput,
  languageInstructionListResponse,
} from './door-translations.schema';
