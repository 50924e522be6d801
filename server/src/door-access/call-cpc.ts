import type { FastifyInstance } from 'fastify';
import type { DoorAccessSettings } from './door-access.config';
import { createDoorAccessRepository } from './door-access.repository';
import { checkinIncomplete, createCpcGate, type CpcAttempt } from './cpc-gate';
import { missingRequirements } from './guest-room';

export type CallAttempt = CpcAttempt;

/**
 * The guest at the door proves it with the door's CPC, checked as check-cpc checks an opening:
 * a door of the stay's room, online check-in complete, inside the stay, the right CPC. Wrong
 * CPCs count on check-cpc's own counters (a call is no way around its lockout) and go to the
 * door-open audit log. Any access type with a CPC will do: no door is opened.
 */
export const createCallCpcCheck = (app: FastifyInstance, settings: DoorAccessSettings) => {
  const gate = createCpcGate(app, createDoorAccessRepository(app.db), settings, {
    auditPrefix: 'identification call: ',
  });
  return async (attempt: CallAttempt) => {
    const { stay, door } = await gate(attempt, (stay) => {
      const missing = missingRequirements(stay);
      return missing.length > 0 ? checkinIncomplete(missing) : null;
    });
    return { ownerId: stay.ownerId, door };
  };
};
