import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './start.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}

let agendo;
try {
  agendo = await startServer(config);
} catch (error) {
  // A failed migration names itself (MigrationError): the server does not run on half a schema.
  console.error(`Agendo did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const running = agendo;
let stopping = false;
let drained: NodeJS.Timeout | undefined;

function close() {
  clearTimeout(drained);
  running
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

// SIGTERM (an orchestrator's stop): readiness answers 503 at once, requests are still served for
// DRAIN_SECONDS while the balancer notices, then the server finishes those in flight and closes.
// SIGINT (Ctrl-C), or a second signal, closes without the wait.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return close();
    stopping = true;
    running.readiness.drain();
    const seconds = signal === 'SIGTERM' ? config.drainSeconds : 0;
    running.app.log.info(
      `${signal}: not ready any more${seconds > 0 ? `; serving ${seconds} s more` : ''}, then finishing in-flight requests and closing the database`,
    );
    if (seconds > 0) drained = setTimeout(close, seconds * 1000);
    else close();
  });
}
