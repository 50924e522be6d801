// The host-only floor (the login screen's libraries).
import { mountFloor } from './page.mjs';

mountFloor();
