/**
 * The owner's set-up calls against the real API: apartments, rooms, doors, door translations,
 * door status, the guidebook and its translations.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import { readFieldErrorCodes, readFieldErrors } from '../errors';
import { DEMO_OWNER, failure, ignoreUnauthorized, signIn } from '../test/realApi';
import {
  createApartment,
  deleteApartment,
  listApartments,
  updateApartment,
  type Apartment,
} from './apartments';
import { checkDoorsStatus, createDoor, deleteDoor, listDoors, updateDoor } from './doors';
import {
  createLanguageInstruction,
  deleteLanguageInstruction,
  listLanguageInstructions,
  updateLanguageInstruction,
} from './doorTranslations';
import { createInfo, deleteInfo, listInfos, updateInfo } from './guidebook';
import {
  createLanguageInformation,
  deleteLanguageInformation,
  listLanguageInformations,
  updateLanguageInformation,
} from './guidebookTranslations';
import { createRoom, deleteRoom, listRooms, updateRoom } from './rooms';

const MAPS = 'https://maps.app.goo.gl/';

let apartment: Apartment;

beforeAll(async () => {
  ignoreUnauthorized();
  await signIn(DEMO_OWNER);
  apartment = await createApartment({
    name: 'Trullo Aurora',
    address: 'Contrada Monte 4, 70011 Alberobello',
    CIN: 'IT072003C2TRULLO01',
    email: 'aurora@example.it',
  });
});

describe('apartments', () => {
  it('lists the demo apartment without its Shelly key', async () => {
    const list = await listApartments();
    const demo = list.find((a) => a.name === 'Casa Soglia');
    expect(demo).toMatchObject({ shelly: true, auth_key: '', has_auth_key: true });
    expect(list.map((a) => a.id)).toContain(apartment.id);
  });

  it('create fills the defaults; PUT keeps the omitted fields', async () => {
    expect(apartment).toMatchObject({
      phone: '',
      email: 'aurora@example.it',
      shelly: false,
      has_auth_key: false,
      language_informations: [],
    });
    const updated = await updateApartment(apartment.id, {
      name: 'Trullo Aurora',
      address: 'Contrada Monte 4, 70011 Alberobello',
      CIN: 'IT072003C2TRULLO01',
      phone: '+39 080 432 1098',
      google_maps_link: `${MAPS}Trullo42`,
    });
    expect(updated).toMatchObject({
      id: apartment.id,
      phone: '+39 080 432 1098',
      email: 'aurora@example.it',
      google_maps_link: `${MAPS}Trullo42`,
    });
  });

  it('bad input answers field errors', async () => {
    const error = await createApartment({
      name: '',
      address: 'Via Roma 1',
      CIN: 'X',
      google_maps_link: 'https://x.it',
    }).catch((e: unknown) => e);
    expect(readFieldErrors(error)).toEqual({
      name: ['This field may not be blank.'],
      CIN: ['Il CIN non è nel formato corretto (es. IT058091C2ABCDEF12).'],
      google_maps_link: [`Il link deve iniziare con '${MAPS}'.`],
    });
    expect(readFieldErrorCodes(error)).toEqual({
      name: ['blank'],
      CIN: ['cin_format'],
      google_maps_link: ['maps_link'],
    });
  });

  it('delete removes it; a second delete is 404', async () => {
    const spare = await createApartment({
      name: 'Da cancellare',
      address: 'Via Po 2',
      CIN: 'IT072003C2SPARE001',
    });
    await expect(deleteApartment(spare.id)).resolves.toBeUndefined();
    expect((await listApartments()).map((a) => a.id)).not.toContain(spare.id);
    expect((await failure(deleteApartment(spare.id))).status).toBe(404);
  });
});

describe('rooms, doors and door translations', () => {
  it('create, link, list, update and delete', async () => {
    const room = await createRoom({ name: 'Camera Ulivo', apartment: apartment.id });
    expect(room).toEqual({
      id: expect.any(Number),
      name: 'Camera Ulivo',
      apartment: apartment.id,
      doors: [],
    });

    const gate = await createDoor({ name: 'Cancello', priority: 2, apartment: apartment.id });
    expect(gate).toMatchObject({
      access_type: 'solo istruzioni',
      channel_device: 0,
      access_code: '',
      rooms: [],
      language_instructions: [],
    });
    const keypad = await createDoor({
      name: 'Porta',
      priority: 1,
      apartment: apartment.id,
      access_type: 'codice',
      access_code: '4321#',
      rooms: [room.id],
    });
    expect(keypad.rooms).toEqual([room.id]);

    expect((await listDoors({ apartment: apartment.id })).map((d) => d.name)).toEqual([
      'Porta',
      'Cancello',
    ]);
    const linked = await updateRoom(room.id, {
      name: 'Camera Ulivo',
      apartment: apartment.id,
      doors: [keypad.id, gate.id],
    });
    expect([...linked.doors].sort()).toEqual([keypad.id, gate.id].sort());
    expect(await listRooms({ apartment: apartment.id })).toEqual([linked]);

    // PUT without rooms keeps the links; null empties a text.
    const edited = await updateDoor(gate.id, {
      name: 'Cancello cortile',
      priority: 3,
      apartment: apartment.id,
      description: null,
    });
    expect(edited).toMatchObject({ name: 'Cancello cortile', description: '', rooms: [room.id] });

    const instruction = await createLanguageInstruction({
      door: keypad.id,
      language: 'Inglese',
      code: 'en',
      door_name: 'Front door',
      text: 'Type the code on the keypad.',
    });
    expect(instruction).toMatchObject({ door: keypad.id, code: 'en', door_name: 'Front door' });
    const duplicate = await failure(
      createLanguageInstruction({ door: keypad.id, language: 'Inglese', code: 'en' }),
    );
    expect(duplicate).toEqual({
      status: 400,
      data: {
        non_field_errors: ["Esiste già un'istruzione per questa lingua."],
        codes: { non_field_errors: ['duplicate'] },
      },
    });
    const changed = await updateLanguageInstruction(instruction.id, {
      door: keypad.id,
      language: 'Inglese',
      code: 'en',
      text: 'Type 4321# on the keypad.',
    });
    expect(changed).toMatchObject({ door_name: 'Front door', text: 'Type 4321# on the keypad.' });
    expect(await listLanguageInstructions({ door_id: keypad.id })).toEqual([changed]);
    expect((await listDoors({ apartment: apartment.id }))[0].language_instructions).toEqual([
      changed,
    ]);

    await deleteLanguageInstruction(instruction.id);
    expect(await listLanguageInstructions({ door_id: keypad.id })).toEqual([]);
    await deleteDoor(gate.id);
    await deleteRoom(room.id);
    expect(await listRooms({ apartment: apartment.id })).toEqual([]);
    expect((await listDoors({ apartment: apartment.id })).map((d) => d.id)).toEqual([keypad.id]);
  });

  it('a door name over 40 characters answers the Italian message', async () => {
    const answer = await failure(
      createDoor({ name: 'P'.repeat(41), priority: 1, apartment: apartment.id }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      name: ['Il nome della porta deve essere al massimo di 40 caratteri.'],
      codes: { name: ['too_long'] },
    });
  });

  it("an apartment that is not the caller's answers 404 for its rooms", async () => {
    expect((await failure(listRooms({ apartment: 999_999 }))).status).toBe(404);
  });

  it('checkDoorsStatus reads the shelly doors from Shelly Cloud', async () => {
    const status = await checkDoorsStatus();
    expect(status).toEqual([
      {
        door_id: expect.any(Number),
        door_name: 'Portone',
        apartment_name: 'Casa Soglia',
        status: { isok: true, connected: true },
      },
    ]);
  });
});

describe('the guidebook and its translations', () => {
  it('create, list, update, translate and delete', async () => {
    const room = await createRoom({ name: 'Camera Mare', apartment: apartment.id });
    const general = await createInfo({
      title: 'Raccolta differenziata',
      type: 'general',
      info: 'Il calendario è sulla porta della cucina.',
      google_link: '',
      apartment: apartment.id,
      room: null,
    });
    expect(general).toMatchObject({ room: null, room_name: '', google_link: '' });
    const roomInfo = await createInfo({
      title: 'Aria condizionata',
      type: 'room_info',
      info: 'Il telecomando è nel cassetto.',
      google_link: '',
      apartment: apartment.id,
      room: room.id,
    });
    expect(roomInfo).toMatchObject({ room: room.id, room_name: 'Camera Mare' });
    expect((await listInfos({ apartment: apartment.id })).map((i) => i.id).sort()).toEqual(
      [general.id, roomInfo.id].sort(),
    );
    expect((await listInfos()).length).toBeGreaterThanOrEqual(2);

    const badCreate = await failure(
      createInfo({ ...general, google_link: 'https://example.com/mappa' }),
    );
    expect(badCreate.data).toEqual({
      google_link: ["Il link deve essere un link di Google Maps'."],
      codes: { google_link: ['maps_link'] },
    });
    const badUpdate = await failure(
      updateInfo(general.id, { ...general, google_link: 'https://example.com/mappa' }),
    );
    expect(badUpdate.data).toEqual({
      google_link: [`Il link deve iniziare con '${MAPS}'.`],
      codes: { google_link: ['maps_link'] },
    });
    const updated = await updateInfo(general.id, {
      ...general,
      type: 'nearby',
      google_link: `${MAPS}Forno`,
    });
    expect(updated).toMatchObject({ type: 'nearby', google_link: `${MAPS}Forno` });

    const english = await createLanguageInformation({
      apartment_info: general.id,
      language: 'Inglese',
      code: 'en',
      title: 'Recycling',
      info: 'The calendar is on the kitchen door.',
    });
    const duplicate = await failure(createLanguageInformation({ ...english }));
    expect(duplicate).toEqual({
      status: 400,
      data: {
        language: ["Esiste già un'informazione per questa lingua."],
        codes: { language: ['duplicate'] },
      },
    });
    const retitled = await updateLanguageInformation(english.id, {
      title: 'Waste sorting',
      info: english.info,
    });
    expect(retitled).toEqual({ ...english, title: 'Waste sorting' });
    expect(await listLanguageInformations({ apartment_info: general.id })).toEqual([retitled]);
    const withTranslation = (await listApartments()).find((a) => a.id === apartment.id);
    expect(withTranslation?.language_informations).toEqual([retitled]);

    await deleteLanguageInformation(english.id);
    expect(await listLanguageInformations({ apartment_info: general.id })).toEqual([]);
    await deleteInfo(general.id);
    expect((await failure(deleteInfo(general.id))).status).toBe(404);
  });
});
