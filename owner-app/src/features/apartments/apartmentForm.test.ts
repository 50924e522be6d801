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

  it('sends no server URI and no key with the remote lock off', () => {
    const input = toInput({ ...toValues(shelly), shelly: false, auth_key: 'x' });
    expect(input).toMatchObject({ shelly: false, server_uri: '', auth_key: '' });
  });
});
