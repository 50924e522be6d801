export { createCheckinProfilesRepository } from './checkin-profiles.repository';
export { createOwnerProfilesRepository } from './owner-profiles.repository';
export { checkinProfilesRoutes } from './checkin-profiles.routes';
export type {
  calendarOriginSchema,
  checkinProfileCreateBody,
  checkinProfilePatchBody,
  checkinProfilesQuery,
  checkinProfilesResponse,
  guestProfileListResponse,
  guestProfileSchema,
  guestTypeBody,
  ownerCheckinProfileSchema,
} from './checkin-profiles.schema';
export { hasBillingInfo, registeredGuestsCount } from './stay.query';
export type { stayPageSchema, staySchema } from './stays.routes';
