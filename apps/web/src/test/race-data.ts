import type { Fixture, FixtureSummary, Participant, ReferenceData } from '@furlong/contract';

let sequence = 0;

/** Valid v4-shaped uuids in order, so the contract schemas accept test data. */
export function nextUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const reference: ReferenceData = {
  countries: [
    { code: 'IN', name: 'India', flag: '/flags/IN.svg' },
    { code: 'FR', name: 'France', flag: '/flags/FR.svg' },
  ],
  venues: [
    { code: 'BLR', name: 'Bangalore', country: 'IN' },
    { code: 'MYS', name: 'Mysore', country: 'IN' },
    { code: 'CHY', name: 'Chantilly', country: 'FR' },
  ],
};

export function buildSummary(overrides: Partial<FixtureSummary> = {}): FixtureSummary {
  return {
    uid: nextUuid(),
    startDate: '2025-11-14T08:30:00.000Z',
    venue: 'BLR',
    venueName: 'Bangalore',
    country: 'IN',
    raceNumber: 1,
    distance: 1200,
    sport: 'HORSE_RACING',
    name: 'Maiden Plate',
    label: 'Class V',
    result: null,
    withdrawals: [],
    noOfHorses: 8,
    nonRunners: 0,
    status: 'PUBLISHED',
    externalId: null,
    videoUrl: null,
    videoCode: null,
    tips: null,
    message: null,
    allowedChannels: ['DIGITAL'],
    feedSource: 'test',
    version: 1,
    ...overrides,
  };
}

export function buildRunner(overrides: Partial<Participant> = {}): Participant {
  return {
    uid: nextUuid(),
    name: 'Silver Arrow',
    horseNumber: 1,
    cageNumber: 3,
    jerseyUrl: '/silks/silk-1.svg',
    isRunner: true,
    lastRuns: ['1', '4', '2'],
    weight: 56,
    jockey: 'P. Trevor',
    trainer: 'S. Padmanabhan',
    odds: [],
    ...overrides,
  };
}

export function buildFixture(overrides: Partial<Fixture> = {}): Fixture {
  return { ...buildSummary(), participants: [buildRunner()], markets: [], ...overrides };
}
