import { identificationStay, openSocket, type TestSocket } from './factories.identification';
import { testDbKind } from './helper';
import { setupTwoProcesses } from './two-processes';

/**
 * The identification call across two real API processes on one PostgreSQL (and Redis when one
 * answers): the host's tab on one process, the guest's on the other. The sockets go straight to
 * each process (the round-robin proxy does not forward WebSocket upgrades). Runs in the
 * server-postgres project (DATABASE_URL); PGlite is one process by construction.
 */
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

onPostgres('identification across two API processes', () => {
  const two = setupTwoProcesses('local');
  const sockets: TestSocket[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });
  const open = async (process: number, token: string) => {
    const s = await openSocket(two.service.urls[process], token);
    sockets.push(s);
    return s;
  };

  it('the ring, the signals both ways and the outcome cross processes; the stay is identified in both', async () => {
    const stay = await identificationStay(two.ctx, 2);
    const host = await open(0, stay.hostToken);
    const guest = await open(1, stay.guestToken);
    await Promise.all([host.next('hello'), guest.next('hello')]);

    guest.send({ type: 'call.start', door_id: stay.door.id, cpc: stay.cpc });
    const callId = (await guest.next('call.started')).call_id;
    const ring = await host.next('call.ringing', 10_000);
    expect(ring).toMatchObject({ call_id: callId, door_name: 'Portone' });
    expect(ring.stay.guests).toHaveLength(2);

    host.send({ type: 'call.answer', call_id: callId });
    expect((await guest.next('call.answered', 10_000)).call_id).toBe(callId);

    // An offer larger than one NOTIFY travels by id; candidates follow it in order.
    const offer = { type: 'offer', sdp: 'v=0\r\n' + 'a=x\r\n'.repeat(2000) };
    guest.send({ type: 'signal', call_id: callId, description: offer });
    guest.send({
      type: 'signal',
      call_id: callId,
      candidate: {
        candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    });
    expect((await host.next('signal', 10_000)).description).toEqual(offer);
    expect((await host.next('signal', 10_000)).candidate.candidate).toContain('10.0.0.1');
    host.send({ type: 'signal', call_id: callId, description: { type: 'answer', sdp: 'v=0' } });
    host.send({ type: 'signal', call_id: callId, candidate: null });
    expect((await guest.next('signal', 10_000)).description.type).toBe('answer');
    expect((await guest.next('signal', 10_000)).candidate).toBeNull();

    for (const registered of stay.registered) {
      host.send({
        type: 'guest.confirm',
        call_id: callId,
        registration_id: registered.id,
        outcome: 'identified',
      });
      await host.next('guest.confirmed.ok');
    }
    expect(await guest.next('stay.identified', 10_000)).toMatchObject({
      profile_id: stay.profile.id,
      method: 'video_call',
    });

    const url = `/api/identification/stays/${stay.profile.id}/`;
    for (const process of [0, 1]) {
      const client = two.on(process);
      client.token = stay.hostToken;
      const seen = await client.get(url);
      expect([seen.status, seen.body.method, seen.body.identified_by]).toEqual([
        200,
        'video_call',
        stay.owner.id,
      ]);
      expect(seen.body.identified_at).not.toBeNull();
    }

    guest.send({ type: 'call.end', call_id: callId });
    expect(await host.next('call.ended', 10_000)).toMatchObject({
      call_id: callId,
      ended_by: 'guest',
    });
  });
});
