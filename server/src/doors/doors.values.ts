import { requiredIssue, fieldErrors, hasIssues, type FieldIssues } from '../http';
import type { DoorInputBody } from './doors.schema';
import type { DoorRow } from './doors.serializer';
import type { doors } from '../db';

export type DoorValues = Omit<typeof doors.$inferInsert, 'id' | 'ownerId' | 'apartmentId'>;

const pick = <T>(value: T | null | undefined, stored: T | undefined, empty: T): T =>
  value === null ? empty : (value ?? stored ?? empty);

/**
 * The columns to write for a POST (`existing` null) or PUT body. Shelly doors need id_device
 * and CPC; codice doors need access_code. Fields that do not belong to the chosen access type
 * are cleared, so a code or CPC never lingers on a door that does not use it.
 * Throws 400 field errors.
 */
export const resolveDoorValues = (input: DoorInputBody, existing: DoorRow | null): DoorValues => {
  const accessType = input.access_type ?? existing?.accessType ?? 'solo istruzioni';
  const values: DoorValues = {
    name: input.name,
    accessType,
    idDevice: pick(input.id_device, existing?.idDevice, '').trim(),
    checkPositionCode: pick(input.check_position_code, existing?.checkPositionCode, '').trim(),
    channelDevice: pick(input.channel_device, existing?.channelDevice, 0),
    accessCode: pick(input.access_code, existing?.accessCode, '').trim(),
    priority: input.priority,
    description: pick(input.description, existing?.description, ''),
    instructions: pick(input.instructions, existing?.instructions, ''),
  };

  const errors: FieldIssues = {};
  if (accessType === 'shelly') {
    if (values.idDevice === '') errors.id_device = [requiredIssue()];
    if (values.checkPositionCode === '') errors.check_position_code = [requiredIssue()];
  } else {
    values.idDevice = '';
    values.checkPositionCode = '';
    values.channelDevice = 0;
  }
  if (accessType === 'codice') {
    if (values.accessCode === '') errors.access_code = [requiredIssue()];
  } else {
    values.accessCode = '';
  }
  if (hasIssues(errors)) throw fieldErrors(errors);
  return values;
};
