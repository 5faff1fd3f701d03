import type { VideoConnect } from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { isVideoCodeOnAir } from './video.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The embeddable player's address for a video code (a provider channel of today's races).
 * Only codes our races carry are passed on, so the endpoint cannot be used to frame anything.
 */
export async function connectVideo(
  db: Executor,
  embedUrl: string | undefined,
  videoCode: string,
  now: Date,
): Promise<VideoConnect> {
  if (!embedUrl) throw new AppError('NOT_FOUND', 'Live video is not available here at the moment.');
  const isOnAir = await isVideoCodeOnAir(
    db,
    videoCode,
    new Date(now.getTime() - DAY_MS),
    new Date(now.getTime() + DAY_MS),
  );
  if (!isOnAir) throw new AppError('NOT_FOUND', 'There is no live video for this race now.');
  return { url: embedUrl.replaceAll('{videoCode}', encodeURIComponent(videoCode)) };
}
