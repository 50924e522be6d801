import { act, renderHook, waitFor } from '@testing-library/react';
import {
  http,
  isAxiosError,
  receiveKeptReadMessage,
  setUnauthorizedHandler,
} from '@soglia/api-client';
import { KEPT_READ_MESSAGE } from '@soglia/api-client/offline';
import { startApiServer, type ApiServer, type Reply } from '@soglia/api-client/testing';
import { useRequest } from './useRequest';

let api: ApiServer;
/** Replies to GET /api/echo/<n>/ wait here until a test releases them. */
const waiting = new Map<number, (reply: Reply) => void>();
let failNext = false;

const held = (n: number) => () =>
  failNext
    ? { status: 503, body: { detail: 'Busy.' } }
    : new Promise<Reply>((resolve) => waiting.set(n, resolve));

beforeAll(async () => {
  setUnauthorizedHandler(() => {});
  api = await startApiServer({
    'GET /api/echo/0/': held(0),
    'GET /api/echo/1/': held(1),
    'GET /api/echo/2/': held(2),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  waiting.clear();
  failNext = false;
  api.requests.length = 0;
});

const cancelled: unknown[] = [];
/** A real request through api-client's axios instance, recording what aborting did to it. */
const echo = (n: number) => (signal: AbortSignal) =>
  http
    .get<{ n: number }>(`/api/echo/${n}/`, { signal })
    .then((response) => response.data.n)
    .catch((error: unknown) => {
      if (signal.aborted) cancelled.push(error);
      throw error;
    });
const loaders = [echo(0), echo(1), echo(2)];

async function release(n: number) {
  await waitFor(() => expect(waiting.has(n)).toBe(true));
  const reply = waiting.get(n)!;
  waiting.delete(n);
  reply({ status: 200, body: { n } });
}

it('goes from loading to the answer', async () => {
  const { result } = renderHook(() => useRequest(loaders[1]));
  expect(result.current.status).toBe('loading');
  await release(1);
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
  expect(api.calls()).toEqual(['GET /api/echo/1/']);
});

it('on a new input, aborts the running request and never shows its late answer', async () => {
  cancelled.length = 0;
  const { result, rerender } = renderHook(({ load }) => useRequest(load), {
    initialProps: { load: loaders[1] },
  });
  await waitFor(() => expect(waiting.has(1)).toBe(true));
  rerender({ load: loaders[2] });
  await waitFor(() => expect(cancelled).toHaveLength(1));
  expect((cancelled[0] as Error).name).toBe('CanceledError');
  await release(2);
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }));
  // The first question's answer arrives last and changes nothing.
  waiting.get(1)!({ status: 200, body: { n: 1 } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(result.current).toMatchObject({ status: 'ready', data: 2 });
});

it('reports a failure once, keeps the last answer, and loads again on retry', async () => {
  const onError = jest.fn();
  const { result } = renderHook(() => useRequest(loaders[0], { onError }));
  await release(0);
  await waitFor(() => expect(result.current.status).toBe('ready'));

  failNext = true;
  act(() => result.current.retry());
  expect(result.current).toMatchObject({ status: 'loading', data: 0 });
  await waitFor(() => expect(result.current.status).toBe('failed'));
  expect(result.current.data).toBe(0);
  expect(onError).toHaveBeenCalledTimes(1);
  expect(isAxiosError(onError.mock.calls[0][0])).toBe(true);

  failNext = false;
  act(() => result.current.retry());
  await release(0);
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 0 }));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(api.calls()).toHaveLength(3);
});

it('aborts when the screen goes away, without reporting an error', async () => {
  cancelled.length = 0;
  const onError = jest.fn();
  const { unmount } = renderHook(() => useRequest(loaders[2], { onError }));
  await waitFor(() => expect(waiting.has(2)).toBe(true));
  unmount();
  await waitFor(() => expect(cancelled).toHaveLength(1));
  expect(onError).not.toHaveBeenCalled();
});

it("shows the network's newer answer after the phone's copy, with no loading in between", async () => {
  const { result } = renderHook(() => useRequest(loaders[1]));
  await release(1);
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));

  // The service worker gave its copy; the network then answered something else.
  act(() =>
    receiveKeptReadMessage({ type: KEPT_READ_MESSAGE, path: '/api/echo/1/', state: 'updated' }),
  );
  await waitFor(() => expect(waiting.has(1)).toBe(true));
  expect(result.current).toMatchObject({ status: 'ready', data: 1 });
  waiting.get(1)!({ status: 200, body: { n: 11 } });
  waiting.delete(1);
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 11 }));
});
