import { startCalendarSimulator } from './server';

/**
 * `npm run calendar-simulator -w @soglia/server`: the channels' calendar feeds of the demo
 * (`/airbnb/casa-soglia.ics`, `/booking/casa-soglia.ics`, `/vrbo/casa-soglia.ics`).
 */
const main = async () => {
  const port = Number(process.env.CALENDAR_SIM_PORT ?? 8030);
  const host = process.env.CALENDAR_SIM_HOST ?? '127.0.0.1';
  const sim = await startCalendarSimulator({ port, host });
  console.log(`Calendar feed simulator: ${sim.url}/airbnb/casa-soglia.ics (control: /__sim/state)`);
  const stop = () => void sim.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: Error) => {
  console.error(`Calendar simulator failed to start: ${error.message}`);
  process.exit(1);
});
