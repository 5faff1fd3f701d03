import {
  DATA_RIGHTS_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  type ConsentBody,
  type ConsentState,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { setMarketingConsent } from '../protections/protections.queries';
import { insertConsent, listConsents } from './consents.queries';

export interface ConsentRequest {
  playerId: string;
  ip: string;
  now: Date;
}

/**
 * Records the player's answer to the notice in force: the purposes given, on which screen.
 * Withdrawing a purpose is the same call with the purpose left out; marketing then stops at
 * once, since canReceiveMarketing reads the switch set here in the same transaction.
 */
export async function recordConsent(
  db: Database,
  request: ConsentRequest,
  body: ConsentBody,
): Promise<ConsentState> {
  if (body.noticeVersion !== PRIVACY_NOTICE_VERSION)
    throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.noticeVersion);
  await db.transaction(async (tx) => {
    await insertConsent(tx, {
      playerId: request.playerId,
      noticeVersion: body.noticeVersion,
      purposes: body.purposes,
      screen: body.screen,
      givenAt: request.now,
    });
    await setMarketingConsent(
      tx,
      request.playerId,
      body.purposes.includes('MARKETING'),
      request.now,
    );
    await recordAudit(tx, {
      actor: { type: 'player', id: request.playerId },
      action: 'CONSENT_RECORDED',
      subjectId: request.playerId,
      ip: request.ip,
      details: { noticeVersion: body.noticeVersion, purposes: body.purposes, screen: body.screen },
    });
  });
  return getConsentState(db, request.playerId);
}

export async function getConsentState(db: Database, playerId: string): Promise<ConsentState> {
  const history = await listConsents(db, playerId);
  const current = history[0] ?? null;
  return {
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    current,
    needsAnswer: current?.noticeVersion !== PRIVACY_NOTICE_VERSION,
    history,
  };
}
