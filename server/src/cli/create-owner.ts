import { loadConfigOrExit } from '../config';
import { createOwnerCommand } from './create-owner-command';

createOwnerCommand(process.argv.slice(2), loadConfigOrExit('create-owner'), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err) => {
    console.error('create-owner failed:', err);
    process.exit(1);
  },
);
