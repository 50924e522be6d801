'use strict';
// An S3-protocol server (s3rver) for the tests, in a process of its own so a test can stop it
// like a real outage. Usage: node --openssl-legacy-provider s3-server.child.cjs DIR BUCKET [PORT]
// (s3rver's continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider.)
// Prints {"port": N} once it listens; exits on SIGTERM or when its parent closes stdin.
const S3rver = require('@20minutes/s3rver');

const [directory, bucket, port = '0'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
  // Its signature check computes bucket-level paths without the trailing slash the SDK signs;
  // the access key is still checked (S3RVER).
  allowMismatchedSignatures: true,
});

server.run().then(
  (address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
process.on('SIGTERM', () => process.exit(0));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
