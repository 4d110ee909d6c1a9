import { createServer } from 'node:http';

// The floor for the upload-load benchmark: a bare Node HTTP server in its own process that reads
// and discards every request body and answers /healthz, so what is left in Lapin's numbers is
// Lapin's own work (spooling, rendering, writing, committing).
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}'));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`Lapin tourne sur http://127.0.0.1:${address.port}\n`);
});
