import type { OperatorRaceSummary } from '@furlong/contract';

export interface VenueRaces {
  meetingUid: string;
  venue: string;
  venueName: string;
  country: string;
  races: OperatorRaceSummary[];
}

/** Venues in order of their first race, races in race-number order. */
export function groupByVenue(races: readonly OperatorRaceSummary[]): VenueRaces[] {
  const byStart = [...races].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.raceNumber - b.raceNumber,
  );
  const groups = new Map<string, VenueRaces>();
  for (const race of byStart) {
    const group = groups.get(race.venue) ?? {
      meetingUid: race.meetingUid,
      venue: race.venue,
      venueName: race.venueName,
      country: race.country,
      races: [],
    };
    group.races.push(race);
    groups.set(race.venue, group);
  }
  for (const group of groups.values()) group.races.sort((a, b) => a.raceNumber - b.raceNumber);
  return [...groups.values()];
}
