import { createRinger } from './ringer';

/** Just enough of the Web Audio API (which jsdom lacks) to hear what the ring plays. */
class RecordingAudioContext {
  static last: RecordingAudioContext;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  resumed = 0;
  oscillators: { frequency: number; start: number; stop: number; stopped: boolean }[] = [];
  constructor() {
    RecordingAudioContext.last = this;
  }
  closed = false;
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  resume() {
    this.resumed += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime() {}, linearRampToValueAtTime() {} };
    return { gain: param, connect() {} };
  }
  createOscillator() {
    const record = { frequency: 0, start: -1, stop: -1, stopped: false };
    this.oscillators.push(record);
    return {
      type: 'sine',
      frequency: {
        set value(hz: number) {
          record.frequency = hz;
        },
      },
      connect() {},
      disconnect() {},
      onended: null,
      start(at: number) {
        record.start = at;
      },
      stop(at?: number) {
        if (at === undefined) record.stopped = true;
        else record.stop = at;
      },
    };
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('plays two bursts of a two-tone chord every three seconds until stopped', () => {
  const ringer = createRinger(RecordingAudioContext as unknown as typeof AudioContext);
  ringer.start();
  const audio = RecordingAudioContext.last;
  expect(audio.resumed).toBe(1);
  expect(audio.oscillators.map((o) => [o.frequency, o.start, o.stop])).toEqual([
    [440, 0, 0.4],
    [480, 0, 0.4],
    [440, 0.6, 1],
    [480, 0.6, 1],
  ]);
  // A second start while it rings changes nothing.
  ringer.start();
  expect(audio.oscillators).toHaveLength(4);

  jest.advanceTimersByTime(3000);
  expect(audio.oscillators).toHaveLength(8);

  ringer.stop();
  expect(audio.oscillators.every((o) => o.stopped)).toBe(true);
  jest.advanceTimersByTime(9000);
  expect(audio.oscillators).toHaveLength(8);
  ringer.close();
  expect(audio.closed).toBe(true);
});

it('stays silent where the browser has no Web Audio', () => {
  const ringer = createRinger(undefined);
  expect(() => {
    ringer.start();
    ringer.unlock();
    ringer.stop();
  }).not.toThrow();
});
