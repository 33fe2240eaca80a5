import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  EMAIL_VERIFICATION_RETURN_PATH,
} from '../../../contracts/email-verification.ts';
import { TRIAL_DAYS } from '../../../core/plans.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage, type Locale } from '../../i18n/locale.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { emailVerificationMail, passwordResetMail } from '../mail/mail-templates.ts';

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * better-auth over our Kysely connection: e-mail + password, password reset and e-mail
 * confirmation through the outbox, and Google as an OpenID Connect provider found through its
 * discovery document (a test points GOOGLE_DISCOVERY_URL at a local server). A new user becomes
 * the owner of a new business on trial.
 */
export function createAuth(deps: {
  config: Config;
  db: Kysely<Database>;
  accounts: AccountsService;
  mail: MailService;
}) {
  const { config } = deps;
  const secure = config.baseUrl.startsWith('https://');
  return betterAuth({
    appName: 'Agendo',
    // A wrong password is an everyday event, not a warning; tests would drown in them.
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: { db: deps.db, type: 'postgres' },
    user: { modelName: 'users', fields: { emailVerified: 'email_verified', ...timestamps } },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 100,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = languageOf(request?.headers);
        const mail = passwordResetMail(locale, user.name || user.email, url);
        await deps.mail.enqueue({ kind: 'password_reset', to: user.email, ...mail });
      },
    },
    // The trial starts at sign-up, signed in; the address is confirmed meanwhile, and sign-in never
    // waits for it. The link only confirms (no session from it) and returns to the site root
    // (docs/decisions/0024-e-mail-confirmation-after-sign-up.md).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, token }, request) => {
        const locale = languageOf(request?.headers);
        // Our link, not the one a client may have shaped with its own callbackURL.
        const url = `${config.baseUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_VERIFICATION_RETURN_PATH)}`;
        const mail = emailVerificationMail(locale, {
          name: user.name || user.email,
          url,
          trialDays: TRIAL_DAYS,
          validHours: EMAIL_VERIFICATION_LINK_HOURS,
        });
        // Tied to the owner's business: held and erased with it, like its other e-mails.
        const businessId = await deps.accounts.businessIdOf(user.id);
        await deps.mail.enqueue({ kind: 'email_verification', to: user.email, businessId, ...mail });
      },
    },
    // Sign-in attempts are limited by our own database-backed limiter (auth.routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'agendo',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            const locale = languageOf(context?.request?.headers);
            await deps.accounts.provisionOwner({ id: user.id, email: user.email, name: user.name }, locale);
          },
        },
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The language of a request better-auth hands over (a sign-up through Google comes back as the browser's own request). */
function languageOf(headers: Headers | undefined): Locale {
  return requestLanguage({ cookie: headers?.get('cookie'), acceptLanguage: headers?.get('accept-language') });
}
