import type { UpdateWhatsAppSettingsBody, WhatsAppSettingsResponse } from '../../../contracts/whatsapp-settings.ts';
import type { WhatsAppConfig } from '../../config-whatsapp.ts';
import type { WhatsAppRepository } from './whatsapp.repository.ts';

/**
 * The owner's side of WhatsApp (docs/whatsapp.md): which messages go and when the reminder does,
 * where this server sends them, and this month's messages.
 */
export function createWhatsAppSettingsService(deps: {
  repository: WhatsAppRepository;
  config: WhatsAppConfig;
  /** The local mailbox is on: the test WhatsApp's page is served. */
  localServer: boolean;
  now: () => Date;
}) {
  const { repository } = deps;

  async function getSettings(businessId: string): Promise<WhatsAppSettingsResponse> {
    const [settings, usage] = await Promise.all([
      repository.settings(businessId),
      repository.monthUsage(businessId, deps.now()),
    ]);
    const { month, failed, received, ...sent } = usage;
    return {
      ...settings,
      delivery: deps.config.mode,
      testPage: deps.config.mode === 'test' && deps.localServer,
      usage: { month, sent, failed, received },
    };
  }

  return {
    getSettings,

    async updateSettings(businessId: string, body: UpdateWhatsAppSettingsBody): Promise<WhatsAppSettingsResponse> {
      await repository.saveSettings(businessId, body, deps.now());
      return getSettings(businessId);
    },
  };
}

export type WhatsAppSettingsService = ReturnType<typeof createWhatsAppSettingsService>;
