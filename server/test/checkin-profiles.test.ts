import { billingInfo } from '../src/db/tables/billing.table';
import { guestRegistrations } from '../src/db/tables/guests.table';
import { TestClient } from './api-client';
import { createGuestStay, createOwner } from './factories';
import { setupTestApp } from './helper';

const ctx = setupTestApp();
const client = () => new TestClient(ctx.baseUrl);

describe('GET /api/checkin-profiles-guest/', () => {
  it('answers the guest view of the own profile', async () => {
    const stay = await createGuestStay(ctx, {
      requireRegistrationForm: true,
      requireBillingInfo: true,
      guestType: 'famiglia',
    });
    await ctx.db.insert(guestRegistrations).values([
      { checkinProfileId: stay.profile.id, firstName: 'Mario', lastName: 'Bianchi' },
      { checkinProfileId: stay.profile.id, firstName: 'Anna', lastName: 'Bianchi' },
    ]);
    const c = client();
    await c.login(stay.username, stay.password);
    const res = await c.get('/api/checkin-profiles-guest/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: stay.profile.id,
        apartment_name: stay.apartment.name,
        name: 'Mario',
        surname: 'Bianchi',
        CIN: stay.apartment.cin,
        phone: stay.apartment.phone,
        email: stay.apartment.email,
        address: stay.apartment.address,
        check_in_date: stay.profile.checkInDate,
        check_in_time: '15:00:00',
        check_out_date: stay.profile.checkOutDate,
        check_out_time: '10:00:00',
        guest_type: 'famiglia',
        guest_number: 3,
        registered_guests: 2,
        require_billing_info: true,
        got_billing_info: false,
        require_registration_form: true,
        require_document_photo: false,
        room_name: 'Camera Verde',
      },
    ]);

    await ctx.db
      .insert(billingInfo)
      .values({ checkinProfileId: stay.profile.id, personType: 'individual' });
    const after = await c.get('/api/checkin-profiles-guest/');
    expect(after.body[0].got_billing_info).toBe(true);
  });

  it("never shows another guest's profile", async () => {
    const mine = await createGuestStay(ctx);
    await createGuestStay(ctx);
    const c = client();
    await c.login(mine.username, mine.password);
    const res = await c.get('/api/checkin-profiles-guest/');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([mine.profile.id]);
  });

  it('answers 403 to owners', async () => {
    const owner = await createOwner(ctx);
    const c = client();
    await c.login(owner.username, owner.password);
    const res = await c.get('/api/checkin-profiles-guest/');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  });
});
