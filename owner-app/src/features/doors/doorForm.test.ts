import { makeCodeDoor, makeDoor } from '@soglia/api-client/testing/fixtures';
import { isDoorUnchanged, toDoorInput, toDoorValues } from './doorForm';

describe('door form values', () => {
  it('starts a new door as instructions only on channel 0 (docs/api.md, Doors)', () => {
    expect(toDoorValues()).toMatchObject({ access_type: 'solo istruzioni', channel_device: '0' });
  });

  it('sends only the fields of the chosen access type', () => {
    const values = {
      ...toDoorValues(makeDoor()),
      access_type: 'codice' as const,
      access_code: '99',
    };
    expect(toDoorInput(values, 1)).toMatchObject({
      access_type: 'codice',
      access_code: '99',
      id_device: '',
      check_position_code: '',
      channel_device: 0,
    });
  });

  it('knows an edit that changes nothing', () => {
    const door = makeCodeDoor();
    expect(isDoorUnchanged(door, toDoorValues(door))).toBe(true);
    expect(isDoorUnchanged(door, { ...toDoorValues(door), priority: '5' })).toBe(false);
  });
});
