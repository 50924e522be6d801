import { loadConfigOrExit } from '../config';

// `node dist/check-config.js`: the API's settings checked without starting anything (exit 1 and
// one line per problem, as the API itself would print). `npm run start:prod` runs it first.
const config = loadConfigOrExit('Soglia API');
console.log(`Soglia API settings: ok (SOGLIA_MODE=${config.mode})`);
