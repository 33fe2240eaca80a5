/**
 * The flags the server's Node process starts with: `npm start` passes these (a test keeps the
 * two equal), and so do `npm run dev` and every test and benchmark that starts a server process.
 *
 * A young generation of 16 MB per semi-space. Left to itself, V8 here grows it to 64 MB during
 * start-up (its share of a 4 GB heap), and with some 40 MB alive in the old generation the
 * space left there is soon no larger than the young generation: V8 then starts a full
 * mark-compact every 150 ms or so under the schedule's load, each a 4–15 ms pause plus 10–30 ms
 * of marking on the main thread. They were the schedule's slowest answers (docs/decisions/0012).
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16'];
