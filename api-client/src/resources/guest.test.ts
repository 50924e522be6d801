/**
 * The guest's calls against the real API (profile, guest type, billing, registration with
 * document photos, room and doors, CPC door opening, the translated guidebook), the owner's door-open
 * audit, and cancelling calls with an AbortSignal.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import { isCancel } from 'axios';
import { getStoredToken, storeToken } from '../auth-token';
import {
  blobBytes,
  DEMO_GUEST,
  DEMO_OWNER,
  failure,
  ignoreUnauthorized,
  jpegFile,
  pdfFile,
  relayEvents,
  romeDate,
  signIn,
} from '../test/realApi';
import type { UploadProgress } from '../request';
import { listApartments } from './apartments';
import { listDoorOpenAudit } from './audit';
import { createGuestBillingInfo } from './billing';
import {
  createCheckinProfile,
  listGuestProfiles,
  updateGuestType,
  type CheckinProfile,
  type GuestType,
} from './checkinProfiles';
import {
  checkCpc,
  getGuestRoom,
  isGuestRoomDetail,
  isGuestRoomList,
  isMissingRequirements,
} from './doorAccess';
import { listDoors, type Door } from './doors';
import { createGuestWithPhotos, downloadGuestPhoto } from './guests';
import { createInfo, listGuestInfos } from './guidebook';
import { getIdentificationStay, identifyInPerson } from './identification';
import { createLanguageInformation } from './guidebookTranslations';
import { listRooms } from './rooms';

const GUEST = { username: 'elena.ferri', password: 'ELENA2024' };

let ownerToken: string;
let guestToken: string;
let stay: CheckinProfile;
let portone: Door;

const asOwner = () => storeToken(ownerToken);
const asGuest = () => storeToken(guestToken);

beforeAll(async () => {
  ignoreUnauthorized();
  // The owner prepares an open stay in the demo apartment (Casa Soglia, Camera Blu, Portone).
  await signIn(DEMO_OWNER);
  ownerToken = getStoredToken()!;
  const demo = (await listApartments()).find((a) => a.name === 'Casa Soglia')!;
  const [room] = await listRooms({ apartment: demo.id });
  portone = (await listDoors({ apartment: demo.id })).find((d) => d.name === 'Portone')!;
  stay = await createCheckinProfile({
    name: 'Elena',
    surname: 'Ferri',
    source: 'Diretto',
    guest_number: 1,
    check_in_date: romeDate(-1),
    check_out_date: romeDate(2),
    check_in_time: '00:00',
    check_out_time: '23:59',
    password: GUEST.password,
    apartment: demo.id,
    room: room.id,
    require_registration_form: true,
    require_document_photo: true,
    require_billing_info: true,
  });
  const info = await createInfo({
    title: 'Colazione',
    type: 'restaurants',
    info: 'Il bar all’angolo apre alle 7.',
    google_link: 'https://maps.app.goo.gl/BarAngolo',
    apartment: demo.id,
    room: null,
  });
  await createLanguageInformation({
    apartment_info: info.id,
    language: 'Inglese',
    code: 'en',
    title: 'Breakfast',
    info: 'The corner café opens at 7.',
  });
  await signIn(GUEST);
  guestToken = getStoredToken()!;
});

describe('the demo guest', () => {
  it('sees the own profile and what is still missing before the doors', async () => {
    await signIn(DEMO_GUEST);
    const [profile, ...others] = await listGuestProfiles();
    expect(others).toEqual([]);
    expect(profile).toMatchObject({
      apartment_name: 'Casa Soglia',
      guest_number: 2,
      registered_guests: 0,
      room_name: 'Camera Blu',
    });
    const room = await getGuestRoom({ language: 'it' });
    expect(isMissingRequirements(room) && room.missing_requirements).toEqual([
      { code: 'registration_form', count: 2 },
      { code: 'billing_info', count: 1 },
      { code: 'identification', count: 1 },
    ]);
    asGuest();
  });
});

describe('a guest completing the online check-in', () => {
  beforeEach(asGuest);

  it('listGuestProfiles answers the own profile only', async () => {
    expect(await listGuestProfiles()).toEqual([
      expect.objectContaining({
        id: stay.id,
        name: 'Elena',
        guest_type: null,
        registered_guests: 0,
        require_billing_info: true,
        got_billing_info: false,
      }),
    ]);
  });

  it('updateGuestType sets the type of the own profile only', async () => {
    const updated = await updateGuestType(stay.id, { guest_type: 'ospite singolo' });
    expect(updated).toMatchObject({ id: stay.id, guest_type: 'ospite singolo' });
    const empty = await failure(updateGuestType(stay.id, { guest_type: '' as GuestType }));
    expect(empty).toEqual({
      status: 400,
      data: {
        guest_type: ['The Guest Type field is required.'],
        codes: { guest_type: ['blank'] },
      },
    });
    expect((await failure(updateGuestType(stay.id + 1000, { guest_type: 'gruppo' }))).status).toBe(
      404,
    );
  });

  it('getGuestRoom lists what is missing first', async () => {
    const room = await getGuestRoom({ language: 'en' });
    expect(isGuestRoomList(room) || isGuestRoomDetail(room)).toBe(false);
    expect(isMissingRequirements(room) && room.missing_requirements).toEqual([
      { code: 'document_photo', count: 1 },
      { code: 'registration_form', count: 1 },
      { code: 'billing_info', count: 1 },
      { code: 'identification', count: 1 },
    ]);
  });

  it('createGuestBillingInfo: per person type required fields, then got_billing_info', async () => {
    const address = {
      address: 'Corso Vittorio Emanuele 30',
      city: 'Torino',
      postal_code: '10123',
      country: 'Italia',
      email: 'elena.ferri@example.it',
    };
    const missing = await failure(
      createGuestBillingInfo({ person_type: 'individual', first_name: 'Elena', ...address }),
    );
    expect(missing).toEqual({
      status: 400,
      data: {
        last_name: ['This field is required.'],
        tax_code: ['This field is required.'],
        codes: { last_name: ['required'], tax_code: ['required'] },
      },
    });
    const saved = await createGuestBillingInfo({
      person_type: 'individual',
      first_name: 'Elena',
      last_name: 'Ferri',
      tax_code: 'FRRLNE92C41L219N',
      ...address,
    });
    expect(saved).toMatchObject({ checkin_profile: stay.id, got_billing_info: true });
    expect((await listGuestProfiles())[0].got_billing_info).toBe(true);
  });

  it('createGuestWithPhotos: multipart with progress; the guest reads the own photos', async () => {
    const fields = {
      first_name: 'Elena',
      last_name: 'Ferri',
      date_of_birth: '1992-03-01',
      citizenship: 'Italia',
      place_of_birth: 'Torino',
      gender: 'F',
      document_type: 'identity card' as const,
      document_number: 'CA98765ZT',
      place_of_issue: 'Torino',
    };
    const incomplete = await failure(
      createGuestWithPhotos({ ...fields, place_of_issue: null }, { document_photo: jpegFile() }),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.data).toMatchObject({ place_of_issue: ['This field is required.'] });

    const progress: UploadProgress[] = [];
    const guest = await createGuestWithPhotos(
      fields,
      { document_photo: jpegFile(), document_photo_back: pdfFile() },
      { onUploadProgress: (p) => progress.push(p) },
    );
    expect(guest).toMatchObject({
      ...fields,
      checkin_profile: stay.id,
      document_photo: `/api/media/guests/${guest.id}/front/`,
      document_photo_back: `/api/media/guests/${guest.id}/back/`,
    });
    expect(progress.at(-1)).toMatchObject({ progress: 1 });

    const front = await downloadGuestPhoto(guest.id, 'front');
    expect(front.type).toBe('image/jpeg');
    expect((await blobBytes(front)).length).toBeGreaterThan(100);
    expect((await listGuestProfiles())[0].registered_guests).toBe(1);
  });

  it('getGuestRoom then lists the doors to call the host from, with no code, until identified', async () => {
    const room = await getGuestRoom({ language: 'en' });
    if (!isMissingRequirements(room))
      throw new Error(`expected missing, got ${JSON.stringify(room)}`);
    expect(room.missing_requirements).toEqual([{ code: 'identification', count: 1 }]);
    expect(room.room?.doors.map((d) => [d.name, d.access_type, d.access_code])).toEqual([
      ['Portone', 'shelly', ''],
      ['Porta appartamento', 'codice', ''],
      ['Cancello', 'solo istruzioni', ''],
    ]);
    expect(JSON.stringify(room)).not.toContain('1357#');
    const refused = await failure(checkCpc({ door_id: portone.id, cpc: '2468' }));
    expect(refused.data).toMatchObject({ code: 'identification_required' });

    asOwner();
    const { guests } = await getIdentificationStay(stay.id);
    const identified = await identifyInPerson(stay.id, { guests: guests.map((g) => g.id) });
    expect(identified).toMatchObject({ method: 'in_person', identified_at: expect.any(String) });
  });

  it('getGuestRoom then answers the room and its doors, never the CPC', async () => {
    const room = await getGuestRoom({ language: 'en' });
    if (!isGuestRoomList(room)) throw new Error(`expected rooms, got ${JSON.stringify(room)}`);
    expect(room).toHaveLength(1);
    expect(room[0].name).toBe('Camera Blu');
    expect(room[0].doors.map((d) => [d.name, d.access_type, d.access_code])).toEqual([
      ['Portone', 'shelly', ''],
      ['Porta appartamento', 'codice', '1357#'],
      ['Cancello', 'solo istruzioni', ''],
    ]);
    expect(JSON.stringify(room)).not.toContain('2468');
  });

  it('checkCpc: a wrong CPC is refused, the right one pulses the relay', async () => {
    const before = await relayEvents('demo-relay-1');
    const wrong = await failure(checkCpc({ door_id: portone.id, cpc: '0000' }));
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ detail: expect.any(String), code: 'wrong_cpc' });

    const opened = await checkCpc({ door_id: portone.id, cpc: '2468' });
    expect(opened).toEqual({
      detail: expect.any(String),
      door_id: portone.id,
      open_seconds: 5,
      queued_ms: expect.any(Number),
    });
    expect(await relayEvents('demo-relay-1')).toBeGreaterThan(before);
  });

  it('listGuestInfos answers the translation of the requested language', async () => {
    const italian = await listGuestInfos();
    expect(italian).toContainEqual(expect.objectContaining({ title: 'Colazione' }));
    const english = await listGuestInfos({ language: 'en' });
    expect(english).toContainEqual(
      expect.objectContaining({ title: 'Breakfast', info: 'The corner café opens at 7.' }),
    );
  });
});

describe('the owner reads the door-open audit', () => {
  beforeAll(asOwner);

  it('newest first, filtered by door and limited', async () => {
    const all = await listDoorOpenAudit();
    expect(all.slice(0, 2)).toEqual([
      expect.objectContaining({
        door_id: portone.id,
        door_name: 'Portone',
        checkin_profile_id: stay.id,
        guest_username: 'elena.ferri',
        guest_name: 'Elena Ferri',
        outcome: 'opened',
      }),
      expect.objectContaining({ door_id: portone.id, outcome: 'wrong_cpc' }),
    ]);
    expect(Date.parse(all[0].created_at)).not.toBeNaN();
    const one = await listDoorOpenAudit({ door_id: portone.id, limit: 1 });
    expect(one).toEqual([all[0]]);
    expect((await failure(listDoorOpenAudit({ door_id: 999_999 }))).status).toBe(404);
  });
});

describe('cancelling with an AbortSignal', () => {
  beforeAll(asGuest);

  it('an aborted call rejects as cancelled', async () => {
    const controller = new AbortController();
    const call = getGuestRoom({ language: 'it' }, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
  });

  it('an upload with an already aborted signal is never sent', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createGuestWithPhotos(
      { first_name: 'Nessuno' },
      { document_photo: jpegFile() },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
    expect((await listGuestProfiles())[0].registered_guests).toBe(1);
  });
});
