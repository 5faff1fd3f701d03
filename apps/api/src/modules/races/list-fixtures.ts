import { indiaDayBounds, type FixtureSummary } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { findDigitalFixturesBetween, findParticipants, findResults } from './races.queries';
import { toFixtureSummary } from './serialize-fixture';

/** The digital races of one India-time day: a race at 00:10 IST belongs to that IST day. */
export async function listFixturesOfDay(db: Executor, day: string): Promise<FixtureSummary[]> {
  const { start, end } = indiaDayBounds(day);
  const heads = await findDigitalFixturesBetween(db, start, end);
  const ids = heads.map((head) => head.fixture.id);
  const [runners, results] = await Promise.all([findParticipants(db, ids), findResults(db, ids)]);
  return heads.map((head) =>
    toFixtureSummary(
      head,
      runners.filter((runner) => runner.fixtureId === head.fixture.id),
      results.filter((result) => result.fixtureId === head.fixture.id),
    ),
  );
}
