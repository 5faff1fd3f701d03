import { isOpenStatus, type FixtureSummary, type ReferenceData } from '@furlong/contract';

export interface VenueDay {
  code: string;
  name: string;
  /** Where the venue's row leads: the next race still taking bets, else the first race. */
  featured: FixtureSummary;
}

export interface CountryDay {
  code: string;
  name: string;
  flag: string | undefined;
  venues: VenueDay[];
}

function byStart(a: FixtureSummary, b: FixtureSummary): number {
  return Date.parse(a.startDate) - Date.parse(b.startDate) || a.raceNumber - b.raceNumber;
}

export function pickFeaturedRace(races: readonly FixtureSummary[]): FixtureSummary | undefined {
  const sorted = [...races].sort(byStart);
  return sorted.find((race) => isOpenStatus(race.status)) ?? sorted[0];
}

/**
 * Every reference country, each with its venues racing that day (earliest first). Countries
 * without races stay listed so the panel can say they are coming soon.
 */
export function groupVenuesByCountry(
  reference: ReferenceData,
  races: readonly FixtureSummary[],
): CountryDay[] {
  const countries = new Map<string, CountryDay>(
    reference.countries.map((country) => [country.code, { ...country, venues: [] }]),
  );
  const racesByVenue = new Map<string, FixtureSummary[]>();
  for (const race of races) {
    racesByVenue.set(race.venue, [...(racesByVenue.get(race.venue) ?? []), race]);
  }

  for (const [venue, venueRaces] of racesByVenue) {
    const featured = pickFeaturedRace(venueRaces);
    if (!featured) continue;
    const countryCode = featured.country;
    let country = countries.get(countryCode);
    if (!country) {
      country = { code: countryCode, name: countryCode, flag: undefined, venues: [] };
      countries.set(countryCode, country);
    }
    const known = reference.venues.find((candidate) => candidate.code === venue);
    country.venues.push({ code: venue, name: known?.name ?? featured.venueName, featured });
  }

  const countryList = [...countries.values()];
  for (const country of countryList) {
    country.venues.sort((a, b) => byStart(a.featured, b.featured));
  }
  return countryList;
}
