// Imported first by index.ts, so it runs before React, styled-components and the app's own
// modules are evaluated (most of a second on a slow phone): a signed-in user's first answers are
// asked for now (startSession) and arrive while the rest of the code is still starting.
import { startSession } from './auth/startSession';

startSession();
