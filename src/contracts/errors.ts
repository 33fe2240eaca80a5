import { z } from 'zod';

/** Stable error codes of the API. The message next to a code is translated; the code never is. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_BODY',
  'BODY_TOO_DEEP',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CROSS_ORIGIN_REQUEST',
  'RATE_LIMITED',
  'PROFILE_MISSING',
  'MAILBOX_DISABLED',
  'SERVICE_IN_USE',
  'PROFESSIONAL_IN_USE',
  'CLIENT_IN_USE',
  'UNKNOWN_SERVICE',
  'USER_LIMIT_REACHED',
  'UNKNOWN_PRICE',
  'ALREADY_SUBSCRIBED',
  'NO_ACTIVE_SUBSCRIPTION',
  'NO_BILLING_ACCOUNT',
  'SAME_PLAN',
  'PLAN_BELOW_USERS_IN_USE',
  'BAD_SIGNATURE',
  'BILLING_UNAVAILABLE',
  'PROFESSIONAL_HAS_LOGIN',
  'EMAIL_TAKEN',
  'CANNOT_REVOKE_OWNER',
  'SLOT_TAKEN',
  'OUTSIDE_WORKING_HOURS',
  'INVALID_STATUS_CHANGE',
  'NOT_RESCHEDULABLE',
  'SERVICE_NOT_OFFERED',
  'INACTIVE_RESOURCE',
  'BOOKING_DISABLED',
  'OUTSIDE_BOOKING_WINDOW',
  'TOO_SOON',
  'NOT_A_SLOT',
  'BOOKING_REJECTED',
  'BOOKING_LIMIT_REACHED',
  'CHANGE_TOO_LATE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts that help the client act, e.g. the appointment in the way of a SLOT_TAKEN. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
