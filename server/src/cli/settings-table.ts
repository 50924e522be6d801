import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config';
import { withSettingsTables } from '../config.table';

/** `npm run docs:settings -w @soglia/server`: rewrites the README's settings tables. */
const readmePath = path.join(serverRoot, 'README.md');
fs.writeFileSync(readmePath, withSettingsTables(fs.readFileSync(readmePath, 'utf8')));
console.log(`Settings tables of ${path.relative(process.cwd(), readmePath)} updated.`);
