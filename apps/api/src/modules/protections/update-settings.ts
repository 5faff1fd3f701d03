import {
  PRIVACY_NOTICE_VERSION,
  type ProtectionSettingsBody,
  type Protections,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { insertConsent } from '../data-rights/consents.queries';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { lockProtections } from './protections.queries';
import { playerProtections } from './protections.schema';

/** The reality-check interval, the price-change policy and (when given) marketing consent. */
export async function updateSettings(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: ProtectionSettingsBody,
): Promise<Protections> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockProtections(tx, request.playerId);
    await tx
      .update(playerProtections)
      .set({
        realityCheckMinutes: body.realityCheckMinutes,
        priceChangePolicy: body.priceChangePolicy,
        ...(body.marketingConsent === undefined ? {} : { marketingConsent: body.marketingConsent }),
        updatedAt: now,
      })
      .where(eq(playerProtections.playerId, request.playerId));
    // The switch on the settings screen is a consent given or withdrawn: it joins the record.
    if (body.marketingConsent !== undefined && body.marketingConsent !== before.marketingConsent)
      await insertConsent(tx, {
        playerId: request.playerId,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: body.marketingConsent ? ['ACCOUNT', 'MARKETING'] : ['ACCOUNT'],
        screen: 'SETTINGS',
        givenAt: now,
      });
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_SETTINGS',
      subjectId: request.playerId,
      ip: request.ip,
      details: { ...body },
    });
  });
  return getProtections(deps.db, request.playerId, now);
}
