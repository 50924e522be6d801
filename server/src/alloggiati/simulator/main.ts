import { startAlloggiatiSimulator } from './server';

/**
 * `npm run alloggiati-simulator -w @soglia/server`: the demo account `DEMO0001` / `demo` /
 * `demo-wskey`.
 */
const main = async () => {
  const port = Number(process.env.ALLOGGIATI_SIM_PORT ?? 8020);
  // Test and demo flows only: the simulator lives this many days ahead (its receipts of "today"
  // exist then). Nothing in the API reads it.
  const clockOffsetDays = Number(process.env.ALLOGGIATI_SIM_CLOCK_OFFSET_DAYS ?? 0) || 0;
  const sim = await startAlloggiatiSimulator({ port, clockOffsetDays });
  sim.addAccount(process.env.ALLOGGIATI_SIM_USER ?? 'DEMO0001', {
    password: process.env.ALLOGGIATI_SIM_PASSWORD ?? 'demo',
    wskey: process.env.ALLOGGIATI_SIM_WSKEY ?? 'demo-wskey',
  });
  console.log(`Alloggiati Web simulator: ${sim.url} (control: /__sim/state, /__sim/faults)`);
  const stop = () => void sim.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

void main();
