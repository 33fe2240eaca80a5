import type Stripe from 'stripe';

/** How old a signed delivery may be: Stripe's own default. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A webhook delivery whose signature is forged or stale. */
export class BadSignatureError extends Error {}

/**
 * Checks a Stripe-signed webhook delivery and parses it: Stripe's own (subscriptions, deposits) or
 * one the built-in test flows signed the same way. Throws BadSignatureError when it does not hold.
 */
export async function verifyStripeSignature<Event>(
  stripe: Stripe,
  payload: string | Buffer,
  signature: string,
  secret: string,
): Promise<Event> {
  try {
    return (await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
    )) as unknown as Event;
  } catch (error) {
    throw new BadSignatureError(error instanceof Error ? error.message : String(error));
  }
}
