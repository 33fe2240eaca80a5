import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has a working default for everything optional', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.localMailbox).toBe(true);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('names every bad value and what it must be', () => {
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        BASE_URL: 'not a url',
        AUTH_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT="70000"');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
      expect(message).toContain('BASE_URL="not a url"');
      expect(message).toContain('AUTH_SECRET="short": must have at least 32 characters');
    }
  });

  it('wants both Google keys or neither', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' })).toThrow(/must be set together/);
    const config = loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google?.discoveryUrl).toBe('https://accounts.google.com/.well-known/openid-configuration');
  });

  it('keeps no local mailbox on a public address or with an SMTP server', () => {
    expect(loadConfig({ DATA_DIR: dataDir, BASE_URL: 'https://agendo.example.com' }).localMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://localhost:25' }).localMailbox).toBe(false);
  });
});
