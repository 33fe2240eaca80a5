/**
 * Bodies nested 20,000 levels deep (an object and an array) sent to every JSON operation of the
 * API document and better-auth's sign-in and sign-up, signed in and not, on a production server
 * process with the embedded database. Each must be a 400 BODY_TOO_DEEP answered within 50 ms
 * (the time from sending the request to the whole answer, which bounds the server's own time),
 * and the server must stay healthy. Budget: the slowest ≤ 50 ms.
 *
 *   npm run bench:deep-bodies
 */
import { HttpClient } from '../src/server/test/http-client.ts';
import { spawnServer } from '../src/server/test/server-process.ts';

const LEVELS = 20_000;
const BUDGET_MS = 50;
const ROUNDS = 5;
const bodies = {
  object: `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`,
  array: `${'['.repeat(LEVELS)}1${']'.repeat(LEVELS)}`,
};

const server = await spawnServer({ SIGN_IN_LIMIT_PER_IP: '100000', PUBLIC_BOOKINGS_PER_IP_PER_HOUR: '100000' });
try {
  const owner = new HttpClient(server.baseUrl);
  await owner.signUp('deep-bodies@example.com');
  const visitor = new HttpClient(server.baseUrl);
  const document = (await visitor.get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.requestBody !== undefined)
      .map(([method]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '6f1c2a4e-0b8e-4c55-9d4e-2f1a3b5c7d9e'),
      })),
  );
  operations.push(
    { method: 'POST', path: '/api/auth/sign-in/email' },
    { method: 'POST', path: '/api/auth/sign-up/email' },
  );

  const timings: number[] = [];
  const slow: string[] = [];
  const wrong: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { method, path } of operations) {
      for (const [shape, body] of Object.entries(bodies)) {
        for (const client of [owner, visitor]) {
          const started = performance.now();
          const response = await client.request(method, path, body, { 'content-type': 'application/json' });
          const took = performance.now() - started;
          timings.push(took);
          if (took > BUDGET_MS) slow.push(`round ${round + 1} ${method} ${path} (${shape}): ${took.toFixed(1)} ms`);
          if (response.status !== 400 || response.body?.error?.code !== 'BODY_TOO_DEEP')
            wrong.push(`${method} ${path} (${shape}): ${response.status} ${response.body?.error?.code}`);
        }
      }
    }
  }
  const healthy = (await visitor.get('/api/health')).status === 200;
  timings.sort((a, b) => a - b);
  const slowest = timings.at(-1)!;
  const median = timings[Math.floor(timings.length / 2)]!;
  console.log(
    `${operations.length} JSON operations × ${Object.keys(bodies).length} shapes × 2 callers × ${ROUNDS} rounds: ${timings.length} requests of ${LEVELS.toLocaleString('en-US')} levels`,
  );
  console.log(
    `answered 400 BODY_TOO_DEEP: ${timings.length - wrong.length}/${timings.length}${wrong.length ? `; not: ${wrong.slice(0, 5).join('; ')}` : ''}`,
  );
  console.log(
    `time per answer: median ${median.toFixed(2)} ms, slowest ${slowest.toFixed(2)} ms (budget ≤ ${BUDGET_MS} ms) ${slowest <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
  if (slow.length) console.log(`over ${BUDGET_MS} ms:\n  ${slow.join('\n  ')}`);
  console.log(`server healthy afterwards: ${healthy ? 'yes' : 'NO'}`);
  process.exitCode = wrong.length === 0 && slowest <= BUDGET_MS && healthy ? 0 : 1;
} finally {
  await server.stop();
}
