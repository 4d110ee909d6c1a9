import { Agent, request } from 'node:http';

// The trip benchmark's readers, in a process of their own so that receiving 4 × 221 KB a few
// hundred times a second (and collecting those buffers) is not counted against the server:
// `node bench/tripLoadClient.mjs <url> <json body> <seconds> [clients]`; prints each request's
// time in ms (to the last byte, not decoded), as JSON.
const [url = '', body = '{}', seconds = '2', clients = '4'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true });

function timedPost() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'br' };
    const sent = request(`${url}/api/trip/get`, { method: 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`trip/get answered ${response.statusCode}`))));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

for (let n = 0; n < 5; n += 1) await timedPost();
const times = [];
const until = performance.now() + Number(seconds) * 1000;
await Promise.all(
  Array.from({ length: Number(clients) }, async () => {
    while (performance.now() < until) times.push(await timedPost());
  }),
);
process.stdout.write(JSON.stringify(times));
agent.destroy();
