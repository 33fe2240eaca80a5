import { createHmac } from 'node:crypto';
import { z } from 'zod';

/*
 * The WhatsApp part of the configuration (docs/whatsapp.md), read by config.ts: the five keys of
 * the WhatsApp Business Platform go together, and without them the built-in test WhatsApp runs.
 */

/** The Graph API's base, with its version. */
const DEFAULT_API_URL = 'https://graph.facebook.com/v23.0';
const KEYS = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_BUSINESS_ACCOUNT_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

const optionalString = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The variables, for config.ts's schema. */
export const whatsAppEnv = {
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_BUSINESS_ACCOUNT_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: optionalString.pipe(
    z.url({ error: `must be a full URL such as ${DEFAULT_API_URL}` }).default(DEFAULT_API_URL),
  ),
};

type WhatsAppEnv = z.output<z.ZodObject<typeof whatsAppEnv>>;

/**
 * How appointment messages reach WhatsApp. With the five keys, through the Cloud API at `apiUrl`
 * (a local stand-in in tests); without them, through the built-in test WhatsApp, whose reply
 * buttons deliver events signed with `appSecret` to the same webhook.
 */
export type WhatsAppConfig =
  | {
      mode: 'platform';
      apiUrl: string;
      accessToken: string;
      phoneNumberId: string;
      businessAccountId: string;
      appSecret: string;
      verifyToken: string;
    }
  | { mode: 'test'; appSecret: string; verifyToken: string };

/** What is wrong with the WhatsApp variables: some of the keys without the others. */
export function whatsAppProblems(env: WhatsAppEnv): string[] {
  const missing = KEYS.filter((key) => env[key] === undefined);
  if (missing.length === 0 || missing.length === KEYS.length) return [];
  return [`${KEYS.join(', ')} must be set together (missing: ${missing.join(', ')})`];
}

export function whatsAppConfig(env: WhatsAppEnv, authSecret: string): WhatsAppConfig {
  const {
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_BUSINESS_ACCOUNT_ID: businessAccountId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  } = env;
  if (accessToken && phoneNumberId && businessAccountId && appSecret && verifyToken) {
    const apiUrl = env.WHATSAPP_API_URL.replace(/\/$/, '');
    return { mode: 'platform', apiUrl, accessToken, phoneNumberId, businessAccountId, appSecret, verifyToken };
  }
  const derived = (purpose: string) => createHmac('sha256', authSecret).update(purpose).digest('base64url');
  return { mode: 'test', appSecret: derived('whatsapp-test-app-secret'), verifyToken: derived('whatsapp-test-verify') };
}
