import type { AccessType, Door, DoorInput } from '@soglia/api-client';
import { DEFAULT_ACCESS_TYPE, DEFAULT_CHANNEL } from './doorRules';

/** The door form's fields, as the inputs hold them. */
export interface DoorFormValues {
  name: string;
  access_type: AccessType;
  id_device: string;
  check_position_code: string;
  channel_device: string;
  access_code: string;
  priority: string;
  description: string;
  instructions: string;
}

export const toDoorValues = (door?: Door): DoorFormValues => ({
  name: door?.name ?? '',
  access_type: door?.access_type ?? DEFAULT_ACCESS_TYPE,
  id_device: door?.id_device ?? '',
  check_position_code: door?.check_position_code ?? '',
  channel_device: String(door?.channel_device ?? DEFAULT_CHANNEL),
  access_code: door?.access_code ?? '',
  priority: String(door?.priority ?? 0),
  description: door?.description ?? '',
  instructions: door?.instructions ?? '',
});

/** The body to send: the fields of other access types are emptied (docs/api.md § Doors). */
export function toDoorInput(values: DoorFormValues, apartmentId: number): DoorInput {
  const shelly = values.access_type === 'shelly';
  const code = values.access_type === 'codice';
  return {
    name: values.name.trim(),
    access_type: values.access_type,
    id_device: shelly ? values.id_device.trim() : '',
    check_position_code: shelly ? values.check_position_code.trim() : '',
    channel_device: shelly ? Number(values.channel_device) : DEFAULT_CHANNEL,
    access_code: code ? values.access_code.trim() : '',
    priority: Number(values.priority),
    apartment: apartmentId,
    description: values.description,
    instructions: values.instructions,
  };
}

/** True when saving `values` would store exactly what `door` has. */
export function isDoorUnchanged(door: Door, values: DoorFormValues): boolean {
  const before = toDoorInput(toDoorValues(door), door.apartment);
  const after = toDoorInput(values, door.apartment);
  return (Object.keys(after) as (keyof DoorInput)[]).every((key) => before[key] === after[key]);
}

export const isWholeNumber = (value: string) => /^-?\d+$/.test(value.trim());
