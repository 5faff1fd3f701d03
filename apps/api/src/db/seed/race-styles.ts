import {
  ENGLISH_SPEAKING_PEOPLE,
  FRENCH_PEOPLE,
  INDIAN_PEOPLE,
  type PeoplePool,
} from './word-lists';

/** How one racing country names its races and who rides there. */
export interface RaceStyle {
  /** Builds a race name from a place word and a race kind. */
  nameRace(word: string, kind: string): string;
  raceWords: readonly string[];
  raceKinds: readonly string[];
  labels: readonly string[];
  /** Distances in metres, as the country's tracks offer them. */
  distances: readonly number[];
  people: PeoplePool;
}

const the = (word: string, kind: string) => `The ${word} ${kind}`;

// prettier-ignore
const INDIA: RaceStyle = {
  nameRace: the,
  raceWords: [
    'Nilgiris', 'Deccan', 'Malabar', 'Konkan', 'Kaveri', 'Chamundi', 'Hampi', 'Gulmohar',
    'Jacaranda', 'Western Ghats', 'Coromandel', 'Golconda', 'Charminar', 'Brahmaputra',
    'Sahyadri', 'Vindhya', 'Kodagu', 'Palm Grove', 'Marine Drive', 'Lalbagh', 'Doddabetta',
    'Hooghly', 'Tollygunge', 'Cubbon Park', 'Banjara Hills',
  ],
  raceKinds: ['Plate', 'Plate', 'Handicap', 'Cup', 'Trophy', 'Stakes'],
  labels: [
    'Class I, 5yo+', 'Class II, 4yo+', 'Class III, 4yo+', 'Class III, 3yo+', 'Class IV, 3yo+',
    'Class V, 4yo+', 'Terms, 3yo', 'Maiden, 3yo', 'Class IV, Div II',
  ],
  distances: [1000, 1100, 1200, 1200, 1400, 1400, 1600, 1600, 1800, 2000, 2200, 2400],
  people: INDIAN_PEOPLE,
};

// prettier-ignore
const FRANCE: RaceStyle = {
  nameRace: (word) => `Prix ${word}`,
  raceWords: [
    'de la Seine', 'du Bois de Boulogne', 'des Lilas', 'de Normandie', 'de la Cascade',
    'des Tuileries', 'du Moulin', 'de la Pépinière', 'des Cerisiers', 'de Lutèce',
    'du Pont Neuf', 'des Sablons', 'de la Forêt', 'du Vexin',
  ],
  raceKinds: [''],
  labels: ['Handicap, 4yo+', 'Claimer, 3yo', 'Maiden, 2yo', 'Listed, 3yo', 'Group 3, 3yo+', 'Conditions, 4yo+'],
  distances: [1000, 1200, 1400, 1600, 1800, 2000, 2100, 2400],
  people: FRENCH_PEOPLE,
};

// prettier-ignore
const BRITISH_WORDS = [
  'Silver Birch', 'Coronation Meadow', 'Heath Road', 'Bunbury', 'Lime Tree', 'River Ouse',
  'Harvest Moon', 'Old Mill', 'Cathedral', 'Greenfields', 'Willow Bank', 'Foxhill',
  'Summer Solstice', 'Knavesmire', 'Downs',
];

// prettier-ignore
const BRITAIN: RaceStyle = {
  nameRace: the,
  raceWords: BRITISH_WORDS,
  raceKinds: ['Handicap', 'Handicap', 'Stakes', 'Cup', 'Trophy'],
  labels: ['Class 2, 3yo+', 'Class 4, 3yo+', 'Class 5, 4yo+', 'Class 3, 2yo', 'Listed, 3yo+'],
  distances: [1000, 1200, 1400, 1600, 2000, 2400],
  people: ENGLISH_SPEAKING_PEOPLE,
};

// prettier-ignore
const IRELAND: RaceStyle = {
  ...BRITAIN,
  raceWords: [
    'Liffey', 'Shannon', 'Wicklow', 'Connemara', 'Slieve Bloom', 'Kildare', 'Claddagh',
    'Corrib', 'Boyne', 'Burren', 'Glendalough', 'Moher',
  ],
  raceKinds: ['Handicap', 'Handicap', 'Stakes', 'Race', 'Cup'],
  labels: ['Maiden, 3yo', 'Handicap 45-70, 4yo+', 'Premier Handicap, 3yo+', 'Listed, 3yo+', 'Group 3, 3yo+'],
};

// prettier-ignore
const SOUTH_AFRICA: RaceStyle = {
  nameRace: the,
  raceWords: [
    'Table Mountain', 'Drakensberg', 'Protea', 'Highveld', 'Cape Flats', 'Umgeni', 'Karoo',
    'Berea', 'Gold Reef', 'Stellenbosch', 'Kirstenbosch', 'Umhlanga',
  ],
  raceKinds: ['Handicap', 'Handicap', 'Plate', 'Stakes', 'Trophy'],
  labels: ['MR 72 Handicap', 'MR 84 Handicap', 'MR 96 Handicap', 'Maiden Plate, 3yo', 'Pinnacle Stakes'],
  distances: [1000, 1200, 1400, 1600, 1800, 2000, 2400],
  people: ENGLISH_SPEAKING_PEOPLE,
};

// prettier-ignore
const AUSTRALIA: RaceStyle = {
  nameRace: (word, kind) => `${word} ${kind}`,
  raceWords: [
    'Yarra', 'Southern Cross', 'Wattle', 'Harbourside', 'Blue Mountains', 'Kookaburra', 'Bondi',
    'Riverina', 'Bellbird', 'Dandenong', 'Gippsland', 'Hawkesbury',
  ],
  raceKinds: ['Handicap', 'Handicap', 'Plate', 'Stakes', 'Quality'],
  labels: ['Benchmark 64, 3yo+', 'Benchmark 78, 3yo+', 'Maiden, 3yo', 'Class 1, 4yo+', 'Group 3, 3yo+'],
  distances: [1000, 1100, 1200, 1400, 1600, 2000, 2040, 2400],
  people: ENGLISH_SPEAKING_PEOPLE,
};

const STYLES: Record<string, RaceStyle> = {
  IN: INDIA,
  FR: FRANCE,
  GB: BRITAIN,
  IE: IRELAND,
  ZA: SOUTH_AFRICA,
  AU: AUSTRALIA,
};

export function raceStyleOf(countryCode: string): RaceStyle {
  return STYLES[countryCode] ?? BRITAIN;
}
