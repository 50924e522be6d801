import { z } from 'zod';

export const loginBody = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(256),
});

export const loginResponse = z.object({ key: z.string() });
export const userInformationResponse = z.object({ profile_type: z.enum(['owner', 'guest']) });
