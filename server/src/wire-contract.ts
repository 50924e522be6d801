/**
 * Compile-time contract between the server's zod schemas and the wire types of
 * `@soglia/api-client`: `npm run typecheck` fails as soon as one side changes without the other.
 * Type-only: nothing here runs. Answers compare `z.output` (what the server sends); bodies compare
 * `z.output` too (what a handler receives, i.e. what a client must send once defaults and
 * normalisations are applied). Where the two legitimately differ, the comment says why.
 */
import type { z } from 'zod';
import type {
  AlloggiatiAccount,
  AlloggiatiAccountInput,
  AlloggiatiAccountQuery,
  AlloggiatiActionResult,
  AlloggiatiApartmentSettings,
  AlloggiatiDay,
  AlloggiatiDayQuery,
  AlloggiatiReceipt,
  AlloggiatiSettings,
  AlloggiatiStaysQuery,
  AlloggiatiStayStatus,
  Apartment,
  ApartmentInput,
  BillingInfo,
  BillingInfoInput,
  BillingInfoUpdate,
  CalendarEvent,
  CalendarExport,
  CalendarExportInput,
  CalendarFeed,
  CalendarFeedInput,
  CalendarOrigin,
  CheckCpcRequest,
  CheckCpcResponse,
  CheckinProfile,
  CheckinProfileInput,
  CheckinProfilePatch,
  CheckinProfilesQuery,
  CheckinProfilesResponse,
  DetailError,
  DetailErrorBody,
  ErrorCode,
  FieldErrorBody,
  FieldErrorCode,
  Door,
  DoorInput,
  DoorOpenAuditEntry,
  DoorStatusItem,
  GuestBillingInput,
  GuestBillingResponse,
  GuestInfosQuery,
  GuestProfile,
  GuestRegistration,
  GuestRegistrationInput,
  GuestRoomResponse,
  GuestTypeUpdate,
  IceServers,
  IdentificationCall,
  IdentificationStay,
  InPersonIdentification,
  InfoEntry,
  InfoEntryInput,
  InfosQuery,
  LanguageInformation,
  LanguageInformationInput,
  LanguageInformationsQuery,
  LanguageInformationUpdate,
  LanguageInstruction,
  LanguageInstructionInput,
  LoginRequest,
  LoginResponse,
  Place,
  PlacesQuery,
  Room,
  RoomInput,
  Stay,
  StaysPage,
  UserInformation,
  listAlloggiatiDue,
  listAlloggiatiReceipts,
  resolveAlloggiatiGuest,
  decideCalendarEvent,
  listCalendarEvents,
} from '@soglia/api-client';
import type {
  calendarEventListResponse,
  calendarEventSchema,
  calendarEventsQuery,
  calendarExportInput,
  calendarExportListResponse,
  calendarExportSchema,
  calendarFeedInput,
  calendarFeedListResponse,
  calendarFeedSchema,
  decideBody,
} from './calendar';
import type {
  apartmentInput,
  apartmentListResponse,
  apartmentSchema,
  languageInformationSchema as apartmentTranslationSchema,
} from './apartments';
import type { loginBody, loginResponse, userInformationResponse } from './auth';
import type {
  billingInfoSchema,
  guestBillingBody,
  guestBillingResponse,
  ownerBillingCreateBody,
  ownerBillingUpdateBody,
} from './billing';
import type {
  calendarOriginSchema,
  checkinProfileCreateBody,
  checkinProfilePatchBody,
  checkinProfilesQuery,
  checkinProfilesResponse,
  guestProfileListResponse,
  guestProfileSchema,
  guestTypeBody,
  ownerCheckinProfileSchema,
  stayPageSchema,
  staySchema,
} from './checkin-profiles';
import type {
  auditResponse,
  checkCpcBody,
  checkCpcResponse,
  doorsStatusResponse,
  guestRoomResponse,
} from './door-access';
import type {
  callsResponse as identificationCallsResponse,
  iceServersResponse,
  inPersonBody,
  stayResponse as identificationStayResponse,
} from './identification';
import type {
  doorInput,
  doorListResponse,
  doorSchema,
  languageInstructionSchema,
  languageInstructionInput,
  languageInstructionListResponse,
} from './doors';
import type { guestBodySchema, guestRegistrationSchema } from './guests';
import type {
  infoCreateBody,
  infoEntrySchema,
  infoListQuery,
  infoUpdateBody,
  languageInformationCreateBody,
  languageInformationListQuery,
  languageInformationSchema,
  languageInformationUpdateBody,
} from './guidebook';
import type {
  accountInput,
  accountQuery,
  accountSchema,
  actionResultSchema,
  apartmentSettingsSchema,
  autoSendBody,
  dueQuery,
  fetchReceiptsBody,
  receiptListSchema,
  receiptsQuery,
  resolveBody,
  settingsSchema,
  stayStatusListSchema,
  stayStatusSchema,
  staysQuery,
  alloggiatiDayQuery,
  alloggiatiDaySchema,
} from './alloggiati';
import type { placesQuery, placesResponse } from './places';
import type { roomInput, roomListResponse, roomSchema } from './rooms';
import type {
  ERROR_CODES,
  FIELD_ERROR_CODES,
  detailErrorSchema,
  detailResponse,
  fieldErrorsSchema,
} from './http';

type resolveOutcome = typeof resolveAlloggiatiGuest;
type receiptsList = typeof listAlloggiatiReceipts;
type dueList = typeof listAlloggiatiDue;
type decideEvent = typeof decideCalendarEvent;
type eventsList = typeof listCalendarEvents;

/** True only when A and B are the same type (optional vs required and readonly count). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type Out<S extends z.ZodType> = z.output<S>;
/** `{ a } & { b }` as one object type, so it can be compared with Equal. */
type Merge<T> = { [K in keyof T]: T[K] };

/** Answers: exactly the api-client wire types. */
export type ResponseContract = [
  Assert<Equal<Out<typeof loginResponse>, LoginResponse>>,
  Assert<Equal<Out<typeof detailResponse>, DetailError>>,
  Assert<Equal<Out<typeof detailErrorSchema>, DetailErrorBody>>,
  Assert<Equal<Out<typeof fieldErrorsSchema>['codes'], FieldErrorBody['codes']>>,
  Assert<Equal<Out<typeof userInformationResponse>, UserInformation>>,
  Assert<Equal<Out<typeof apartmentSchema>, Apartment>>,
  Assert<Equal<Out<typeof apartmentListResponse>, Apartment[]>>,
  Assert<Equal<Out<typeof apartmentTranslationSchema>, LanguageInformation>>,
  Assert<Equal<Out<typeof roomSchema>, Room>>,
  Assert<Equal<Out<typeof roomListResponse>, Room[]>>,
  Assert<Equal<Out<typeof doorSchema>, Door>>,
  Assert<Equal<Out<typeof doorListResponse>, Door[]>>,
  Assert<Equal<Out<typeof languageInstructionSchema>, LanguageInstruction>>,
  Assert<Equal<Out<typeof languageInstructionListResponse>, LanguageInstruction[]>>,
  Assert<Equal<Out<typeof doorsStatusResponse>, DoorStatusItem[]>>,
  Assert<Equal<Out<typeof infoEntrySchema>, InfoEntry>>,
  Assert<Equal<Out<typeof languageInformationSchema>, LanguageInformation>>,
  Assert<Equal<Out<typeof ownerCheckinProfileSchema>, CheckinProfile>>,
  Assert<Equal<Out<typeof checkinProfilesResponse>, CheckinProfilesResponse>>,
  Assert<Equal<Out<typeof staySchema>, Stay>>,
  Assert<Equal<Out<typeof stayPageSchema>, StaysPage>>,
  Assert<Equal<Out<typeof identificationStayResponse>, IdentificationStay>>,
  Assert<Equal<Out<typeof inPersonBody>, InPersonIdentification>>,
  Assert<Equal<Out<typeof identificationCallsResponse>, IdentificationCall[]>>,
  Assert<Equal<Out<typeof iceServersResponse>, IceServers>>,
  Assert<Equal<Out<typeof guestRegistrationSchema>, GuestRegistration>>,
  Assert<Equal<Out<typeof billingInfoSchema>, BillingInfo>>,
  Assert<Equal<Out<typeof guestBillingResponse>, GuestBillingResponse>>,
  Assert<Equal<Out<typeof guestProfileSchema>, GuestProfile>>,
  Assert<Equal<Out<typeof guestProfileListResponse>, GuestProfile[]>>,
  Assert<Equal<Out<typeof guestRoomResponse>, GuestRoomResponse>>,
  Assert<Equal<Out<typeof checkCpcResponse>, CheckCpcResponse>>,
  Assert<Equal<Out<typeof auditResponse>, DoorOpenAuditEntry[]>>,
  Assert<Equal<Out<typeof placesResponse>, Place[]>>,
  Assert<Equal<Out<typeof alloggiatiDaySchema>, AlloggiatiDay>>,
  Assert<Equal<Out<typeof accountSchema>, AlloggiatiAccount>>,
  Assert<Equal<Out<typeof stayStatusSchema>, AlloggiatiStayStatus>>,
  Assert<Equal<Out<typeof stayStatusListSchema>, AlloggiatiStayStatus[]>>,
  Assert<Equal<Out<typeof actionResultSchema>, AlloggiatiActionResult>>,
  Assert<Equal<Out<typeof settingsSchema>, AlloggiatiSettings>>,
  Assert<Equal<Out<typeof apartmentSettingsSchema>, AlloggiatiApartmentSettings>>,
  Assert<Equal<Out<typeof receiptListSchema>, AlloggiatiReceipt[]>>,
  Assert<Equal<Out<typeof calendarOriginSchema>, CalendarOrigin>>,
  Assert<Equal<Out<typeof calendarFeedSchema>, CalendarFeed>>,
  Assert<Equal<Out<typeof calendarFeedListResponse>, CalendarFeed[]>>,
  Assert<Equal<Out<typeof calendarEventSchema>, CalendarEvent>>,
  Assert<Equal<Out<typeof calendarEventListResponse>, CalendarEvent[]>>,
  Assert<Equal<Out<typeof calendarExportSchema>, CalendarExport>>,
  Assert<Equal<Out<typeof calendarExportListResponse>, CalendarExport[]>>,
];

/** Error codes: the server's lists (with their statuses) are exactly the wire types. */
export type ErrorCodeContract = [
  Assert<Equal<keyof typeof ERROR_CODES, ErrorCode>>,
  Assert<Equal<keyof typeof FIELD_ERROR_CODES, FieldErrorCode>>,
];

/** Request bodies: what the handler receives is exactly what the client type describes. */
export type BodyContract = [
  Assert<Equal<Out<typeof loginBody>, LoginRequest>>,
  Assert<Equal<Out<typeof apartmentInput>, ApartmentInput>>,
  Assert<Equal<Out<typeof roomInput>, RoomInput>>,
  Assert<Equal<Out<typeof doorInput>, DoorInput>>,
  Assert<Equal<Out<typeof languageInstructionInput>, LanguageInstructionInput>>,
  // The server also accepts google_link and room as null or omitted and normalises them to ''
  // and null; the client always sends both (the form has them), so its type is the normalised one.
  Assert<Equal<Out<typeof infoCreateBody>, InfoEntryInput>>,
  Assert<Equal<Out<typeof infoUpdateBody>, InfoEntryInput>>,
  Assert<Equal<Out<typeof languageInformationCreateBody>, LanguageInformationInput>>,
  Assert<Equal<Out<typeof languageInformationUpdateBody>, LanguageInformationUpdate>>,
  Assert<Equal<Out<typeof checkinProfileCreateBody>, CheckinProfileInput>>,
  Assert<Equal<Out<typeof checkinProfilePatchBody>, CheckinProfilePatch>>,
  Assert<Equal<Out<typeof guestTypeBody>, GuestTypeUpdate>>,
  Assert<Equal<Out<typeof checkCpcBody>, CheckCpcRequest>>,
  // The server tolerates an `id`, `places_to_review` and the identification fields in the body
  // (clients that send the object back) and ignores them; the client type leaves them out.
  Assert<
    Equal<
      Omit<
        Out<typeof guestBodySchema>,
        'id' | 'places_to_review' | 'identification_status' | 'identified_at'
      >,
      GuestRegistrationInput
    >
  >,
  Assert<Equal<Out<typeof ownerBillingCreateBody>, BillingInfoInput>>,
  Assert<Equal<Out<typeof ownerBillingUpdateBody>, BillingInfoUpdate>>,
  Assert<Equal<Out<typeof guestBillingBody>, GuestBillingInput>>,
  Assert<Equal<Out<typeof accountInput>, AlloggiatiAccountInput>>,
  // The client passes these as function arguments (setAlloggiatiAutoSend's boolean,
  // fetchAlloggiatiReceipts' day, resolveAlloggiatiGuest's outcome) and builds the body itself.
  Assert<Equal<Out<typeof autoSendBody>, { auto_send: boolean }>>,
  Assert<Equal<Out<typeof fetchReceiptsBody>, { day: string }>>,
  Assert<Equal<Out<typeof resolveBody>, { outcome: Parameters<resolveOutcome>[2] }>>,
  Assert<Equal<Out<typeof calendarFeedInput>, CalendarFeedInput>>,
  Assert<Equal<Out<typeof calendarExportInput>, CalendarExportInput>>,
  // decideCalendarEvent takes the decision as an argument and builds the body itself.
  Assert<Equal<Out<typeof decideBody>, { decision: Parameters<decideEvent>[1] }>>,
];

/**
 * Query strings whose parsed form matches the client's query type. The others (rooms, doors,
 * language-instructions, door-open-audit, guest-room) parse text ids and defaults, so their
 * zod types are strings or always-set values while the client passes numbers or leaves them out.
 */
export type QueryContract = [
  Assert<Equal<Out<typeof checkinProfilesQuery>, CheckinProfilesQuery>>,
  Assert<Equal<Out<typeof languageInformationListQuery>, LanguageInformationsQuery>>,
  // One route serves both sides: the owner filters by apartment, the guest asks for a language.
  Assert<Equal<Out<typeof infoListQuery>, Merge<InfosQuery & GuestInfosQuery>>>,
  Assert<Equal<Out<typeof placesQuery>, PlacesQuery>>,
  Assert<Equal<Out<typeof alloggiatiDayQuery>, AlloggiatiDayQuery>>,
  Assert<Equal<Out<typeof accountQuery>, AlloggiatiAccountQuery>>,
  Assert<Equal<Out<typeof staysQuery>, AlloggiatiStaysQuery>>,
  // listAlloggiatiReceipts' and listAlloggiatiDue's queries are inline object types.
  Assert<Equal<Out<typeof receiptsQuery>, NonNullable<Parameters<receiptsList>[0]>>>,
  Assert<Equal<Out<typeof dueQuery>, NonNullable<Parameters<dueList>[0]>>>,
  // Its apartment and feed are text ids on the server, numbers in the client.
  Assert<
    Equal<Out<typeof calendarEventsQuery>['kind'], NonNullable<Parameters<eventsList>[0]>['kind']>
  >,
];
