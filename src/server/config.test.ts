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

  it('wants the five WhatsApp keys or none, and runs the test WhatsApp without them', () => {
    const keys = {
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '2077',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
    };
    expect(() => loadConfig({ DATA_DIR: dataDir, WHATSAPP_ACCESS_TOKEN: 'token' })).toThrow(
      /must be set together \(missing: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN\)/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, ...keys }).whatsapp).toEqual({
      mode: 'platform',
      apiUrl: 'https://graph.facebook.com/v23.0',
      accessToken: 'token',
      phoneNumberId: '1055',
      businessAccountId: '2077',
      appSecret: 'app-secret',
      verifyToken: 'verify',
    });
    const local = loadConfig({ DATA_DIR: dataDir, ...keys, WHATSAPP_API_URL: 'http://127.0.0.1:4010/v23.0/' });
    expect(local.whatsapp.mode === 'platform' && local.whatsapp.apiUrl).toBe('http://127.0.0.1:4010/v23.0');
    expect(() => loadConfig({ DATA_DIR: dataDir, ...keys, WHATSAPP_API_URL: 'graph' })).toThrow(/WHATSAPP_API_URL/);
    const test = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }).whatsapp;
    expect(test.mode).toBe('test');
    // Its secrets come from AUTH_SECRET: the same after a restart, another for another secret.
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }).whatsapp).toEqual(test);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'y'.repeat(32) }).whatsapp.appSecret).not.toBe(test.appSecret);
  });

  it('keeps no local mailbox on a public address or with an SMTP server', () => {
    expect(loadConfig({ DATA_DIR: dataDir, BASE_URL: 'https://agendo.example.com' }).localMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://localhost:25' }).localMailbox).toBe(false);
  });
});
