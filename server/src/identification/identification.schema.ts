import { z } from 'zod';
import { CALL_STATUSES, GUEST_OUTCOMES, IDENTIFICATION_METHODS } from '../db';

export const profileParams = z.object({ profileId: z.string().regex(/^\d{1,9}$/) });

export const callsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const inPersonBody = z.object({
  guests: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
});

export const iceServersResponse = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  ttl_seconds: z.number(),
});

export const stayResponse = z.object({
  profile_id: z.number(),
  name: z.string(),
  surname: z.string(),
  apartment_name: z.string(),
  room_name: z.string().nullable(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  guest_number: z.number(),
  identified_at: z.string().nullable(),
  identified_by: z.number().nullable(),
  method: z.enum(IDENTIFICATION_METHODS).nullable(),
  guests: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      date_of_birth: z.string().nullable(),
      document_type: z.string(),
      document_number: z.string(),
      document_photo: z.string().nullable(),
      document_photo_back: z.string().nullable(),
      identification_status: z.enum(GUEST_OUTCOMES).nullable(),
      identified_at: z.string().nullable(),
    }),
  ),
});

export const callsResponse = z.array(
  z.object({
    id: z.number(),
    checkin_profile: z.number(),
    door: z.number().nullable(),
    caller: z.enum(['guest', 'owner']),
    status: z.enum(CALL_STATUSES),
    created_at: z.string(),
    answered_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    ended_by: z.enum(['guest', 'owner', 'timeout']).nullable(),
    name: z.string(),
    surname: z.string(),
    apartment_name: z.string(),
    stay_identified_at: z.string().nullable(),
  }),
);
