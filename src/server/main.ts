import { enableCompileCache } from 'node:module';

// Compiled modules are kept on disk between starts, so a restart does not compile them again.
enableCompileCache();
await import('./serve.ts');
