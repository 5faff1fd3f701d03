import { DATA_RIGHTS_MESSAGES, type DataRequest, type DataRequestBody } from '@furlong/contract';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import type { IdentityDeps } from '../identity/identity-deps';
import { requireRecentProof, type SessionOwner } from '../identity/recent-proof';
import { hasOpenErasure, insertDataRequest, insertRequestEvent } from './data-requests.queries';

/**
 * A player's correction or erasure request, on the 90-day clock from now. An erasure ends the
 * account, so it needs a recent proof of identity (decision 025), and one at a time.
 */
export async function requestDataChange(
  deps: IdentityDeps,
  owner: SessionOwner,
  body: DataRequestBody,
  ip: string,
): Promise<DataRequest> {
  if (body.kind === 'ERASURE') await requireRecentProof(deps, owner, 'REQUEST_ERASURE', {}, { ip });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (body.kind === 'ERASURE' && (await hasOpenErasure(tx, owner.id)))
      throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.erasureOpen);
    const request = await insertDataRequest(tx, { playerId: owner.id, ...body, now });
    await insertRequestEvent(tx, {
      requestId: request.uid,
      at: now,
      actor: { type: 'player', id: owner.id },
      action: 'REQUESTED',
      note: null,
    });
    await recordAudit(tx, {
      actor: { type: 'player', id: owner.id },
      action: 'DATA_REQUESTED',
      subjectId: request.uid,
      ip,
      details: { kind: body.kind },
    });
    return request;
  });
}
