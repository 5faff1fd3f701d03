import {
  PAYOUT_SIGNATURE_HEADER,
  PAYOUT_TIMESTAMP_HEADER,
  payoutCallbackBodySchema,
} from '@furlong/contract';
import { applyPayoutCallback } from './apply-payout-callback';
import { signedCallbackRoute } from './signed-callback-route';

/** The payout provider's callback. */
export const payoutCallbackRoutes = signedCallbackRoute({
  path: '/cashier/payouts/callback',
  summary: 'Payout outcome from the provider (HMAC-SHA256 signed; idempotent by eventId)',
  secret: (app) => app.payouts.callbackSecret,
  signatureHeader: PAYOUT_SIGNATURE_HEADER,
  timestampHeader: PAYOUT_TIMESTAMP_HEADER,
  bodySchema: payoutCallbackBodySchema,
  apply: (app, body, now) =>
    applyPayoutCallback(
      { db: app.database.db, notifier: app.notifier, hub: app.hub, log: app.log },
      body,
      now,
    ),
  errors: [400, 401, 404, 503],
});
