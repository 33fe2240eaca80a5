import { loadConfig } from '../../config.ts';
import { createGraphApi } from './graph-api.ts';
import { setUpWhatsAppTemplates } from './whatsapp-setup.ts';

/**
 * `npm run whatsapp:setup` — the message templates on the WhatsApp Business Account, in pt_BR and
 * en_US (idempotent). The platform reviews each before it can be sent.
 */
const config = loadConfig({ ...process.env, WORKER: 'false', SEED_DEMO: 'false' });

if (config.whatsapp.mode !== 'platform') {
  console.log('No WhatsApp keys: Agendo uses its built-in test WhatsApp, which needs no templates.');
} else {
  const result = await setUpWhatsAppTemplates(createGraphApi(config.whatsapp));
  console.log(
    result.created.length > 0
      ? `Submitted for approval:\n  ${result.created.join('\n  ')}`
      : 'Every template was already there; nothing created.',
  );
}
