import { loadConfigOrExit } from '../config';
import { rotateKeyCommand } from './rotate-key-command';

rotateKeyCommand(process.argv.slice(2), loadConfigOrExit('rotate-key'), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err) => {
    console.error('rotate-key failed:', err);
    process.exit(1);
  },
);
