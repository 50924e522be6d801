export { guestPhotosRoutes } from './guest-photos.routes';
export { backfillGuestPlaceCodes } from './guests.backfill';
export { guestsRoutes } from './guests.routes';
export { guestRegistrationSchema } from './guests.schema';
export type { guestBodySchema } from './guests.schema';
export { guestPhotoPath, toGuestRegistration } from './guests.serializer';
