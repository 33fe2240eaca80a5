import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_TEMPLATES } from '../../../core/whatsapp.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { WHATSAPP_KEYS } from '../../test/whatsapp-fixtures.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'whatsapp-setup-cli.ts');

describe('npm run whatsapp:setup against the Cloud API stand-in', () => {
  let standIn: WhatsAppStandIn;
  let dataDir: string;
  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), 'agendo-whatsapp-setup-'));
  });
  afterAll(async () => {
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const setUp = () =>
    run(process.execPath, [cli], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ...WHATSAPP_KEYS,
        WHATSAPP_API_URL: standIn.url,
      },
    });

  it('creates every template in both languages once; a second run creates nothing', async () => {
    const first = await setUp();
    expect(first.stdout).toContain('Submitted for approval');
    expect(standIn.templates.map((t) => `${t.name}/${t.language}`).sort()).toEqual(
      WHATSAPP_TEMPLATES.flatMap((name) => [`${name}/en_US`, `${name}/pt_BR`]).sort(),
    );
    const created = standIn.requests.filter((r) => r.method === 'POST');
    expect(created.every((r) => r.path === '/v23.0/2099/message_templates')).toBe(true);
    expect(created.every((r) => r.headers.authorization === `Bearer ${WHATSAPP_KEYS.WHATSAPP_ACCESS_TOKEN}`)).toBe(
      true,
    );
    const confirmation = standIn.templates.find((t) => t.name === 'booking_confirmation' && t.language === 'pt_BR');
    expect(confirmation?.body).toMatchObject({
      category: 'UTILITY',
      components: expect.arrayContaining([
        expect.objectContaining({ type: 'BODY', example: { body_text: [expect.any(Array)] } }),
        {
          type: 'BUTTONS',
          buttons: ['Confirmar', 'Cancelar', 'Remarcar'].map((text) => ({ type: 'QUICK_REPLY', text })),
        },
      ]),
    });

    const second = await setUp();
    expect(second.stdout).toContain('nothing created');
    expect(standIn.requests.filter((r) => r.method === 'POST')).toHaveLength(created.length);
  });
});
