import { Redis } from 'ioredis';
import type { Transport } from './bus';

/**
 * Redis pub/sub: one connection publishes, a second one subscribes (a subscribed connection can
 * do nothing else). ioredis reconnects and subscribes again by itself. The channel's name starts
 * with `keyPrefix`: pub/sub channels are global to a Redis server, whatever its database number.
 */
export const createRedisBus = async (
  url: string,
  keyPrefix: string,
  channel: string,
  deliver: (text: string) => void,
  onError?: (error: Error) => void,
): Promise<Transport> => {
  const name = `${keyPrefix}bus:${channel}`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', (error) => onError?.(error));
  subscriber.on('error', (error) => onError?.(error));
  subscriber.on('message', (from: string, text: string) => {
    if (from === name) deliver(text);
  });
  await subscriber.subscribe(name);
  return {
    send: async (text) => {
      await publisher.publish(name, text);
    },
    get connected() {
      return subscriber.status === 'ready';
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
};
