// Entry of the decoder worker threads. A worker does not inherit the TypeScript loader of the
// process that starts it under jest, so it registers tsx itself before loading the tasks.
require('tsx/cjs/api').register();
module.exports = require('./decode.tasks.ts');
