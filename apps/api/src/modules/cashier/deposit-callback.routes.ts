import {
  DEPOSIT_SIGNATURE_HEADER,
  DEPOSIT_TIMESTAMP_HEADER,
  depositCallbackBodySchema,
} from '@furlong/contract';
import { applyDepositCallback } from './apply-deposit-callback';
import { signedCallbackRoute } from './signed-callback-route';

/** The payment provider's deposit webhook (decision 069). */
export const depositCallbackRoutes = signedCallbackRoute({
  path: '/cashier/deposits/callback',
  summary: 'Deposit outcome from the payment provider (HMAC-SHA256 signed; idempotent)',
  secret: (app) => app.deposits.callbackSecret,
  signatureHeader: DEPOSIT_SIGNATURE_HEADER,
  timestampHeader: DEPOSIT_TIMESTAMP_HEADER,
  bodySchema: depositCallbackBodySchema,
  apply: (app, body, now) => applyDepositCallback({ db: app.database.db, hub: app.hub }, body, now),
  errors: [400, 401, 404, 409, 503],
});
