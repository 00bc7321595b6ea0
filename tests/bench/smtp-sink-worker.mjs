// An SMTP server on loopback in a thread of its own, so the load generator in the bench's main thread never slows
// its answers; it counts the messages it receives and tells the main thread.
import { parentPort } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      count += 1;
      parentPort.postMessage({ count });
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', (m) => {
  if (m === 'stop') server.close(() => process.exit(0));
});
