import { z } from 'zod';

/**
 * GET /api/dev/outbox?to=: messages the dev outbox "sent" to one address, newest first.
 * The route exists only outside production: it exists so journeys and developers can read
 * one-time codes without an SMTP server or SMS provider.
 */
export const devOutboxQuerySchema = z.object({
  /** Email (any case) or 10-digit mobile. */
  to: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((to) => to.toLowerCase()),
});
export type DevOutboxQuery = z.infer<typeof devOutboxQuerySchema>;

export const DEV_OUTBOX_LIMIT = 50;

export const devOutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  purpose: z.string(),
  code: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export const devOutboxResponseSchema = z.array(devOutboxMessageSchema).max(DEV_OUTBOX_LIMIT);
