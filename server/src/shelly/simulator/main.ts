import { startShellySimulator } from './server';

// Standalone Shelly Cloud simulator for the demo: `npm run simulator -w @soglia/server`.
const port = Number(process.env.SHELLY_SIM_PORT ?? 8010);
const host = process.env.SHELLY_SIM_HOST ?? '127.0.0.1';

const main = async () => {
  const sim = await startShellySimulator({
    port,
    host,
    devices: [{ id: 'demo-relay-1', authKey: 'demo-auth-key', channels: 1, online: true }],
  });
  console.log(`Shelly Cloud simulator on ${sim.url} (device demo-relay-1, auth key demo-auth-key)`);
  console.log(`Control API: ${sim.url}/__sim/state`);
  const stop = () => {
    void sim.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: Error) => {
  console.error(`Shelly simulator failed to start: ${error.message}`);
  process.exit(1);
});
