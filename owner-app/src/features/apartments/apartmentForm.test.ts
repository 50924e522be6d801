import { makeApartment } from '@soglia/api-client/testing/fixtures';
import { isUnchanged, toInput, toValues } from './apartmentForm';

describe('apartment form values', () => {
  const shelly = makeApartment({
    shelly: true,
    server_uri: 'https://shelly-49-eu.shelly.cloud',
    has_auth_key: true,
  });

  it('is unchanged when nothing but surrounding spaces differ, and no new key is typed', () => {
    expect(isUnchanged(shelly, toValues(shelly))).toBe(true);
    expect(isUnchanged(shelly, { ...toValues(shelly), name: ' Casa Soglia ' })).toBe(true);
    expect(isUnchanged(shelly, { ...toValues(shelly), auth_key: 'nuova' })).toBe(false);
    expect(isUnchanged(shelly, { ...toValues(shelly), get_billing_info: true })).toBe(false);
  });

  it('asks for identification on a new apartment, and keeps what an apartment has', () => {
    expect(toValues().identification_required).toBe(true);
    expect(toValues(shelly).identification_required).toBe(false);
    expect(isUnchanged(shelly, { ...toValues(shelly), identification_required: true })).toBe(false);
  });

  it("rings two minutes on a new apartment, keeps an apartment's time, and sends seconds", () => {
    expect(toValues().identification_ring_seconds).toBe('120');
    const apartment = makeApartment({ identification_ring_seconds: 300 });
    expect(toValues(apartment).identification_ring_seconds).toBe('300');
    expect(toInput({ ...toValues(apartment), identification_ring_seconds: '60' })).toMatchObject({
      identification_ring_seconds: 60,
    });
    expect(
      isUnchanged(apartment, { ...toValues(apartment), identification_ring_seconds: '60' }),
    ).toBe(false);
  });

  it("keeps the apartment's usual times, 15:00 and 10:00 for a new one", () => {
    expect(toValues()).toMatchObject({
      default_check_in_time: '15:00',
      default_check_out_time: '10:00',
    });
    const late = makeApartment({ default_check_in_time: '17:30:00' });
    expect(toInput(toValues(late)).default_check_in_time).toBe('17:30');
    expect(isUnchanged(late, toValues(late))).toBe(true);
    expect(isUnchanged(late, { ...toValues(late), default_check_out_time: '11:00' })).toBe(false);
  });

  it('sends no server URI and no key with the remote lock off', () => {
    const input = toInput({ ...toValues(shelly), shelly: false, auth_key: 'x' });
    expect(input).toMatchObject({ shelly: false, server_uri: '', auth_key: '' });
  });
});
