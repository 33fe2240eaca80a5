// Preloaded (`node --import`) into the servers the e2e global setup starts: should the test
// runner die without running its teardown, the orphaned server stops too instead of keeping the
// ports (and the next run) busy.
const runnerPid = process.ppid;
setInterval(() => {
  if (process.ppid !== runnerPid) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

export {};
