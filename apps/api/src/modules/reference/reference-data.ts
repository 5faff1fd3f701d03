import type { Country, Venue } from '@furlong/contract';

/** The countries whose races the portal carries; flags are served by the web app. */
export const COUNTRIES: readonly Country[] = [
  { code: 'IN', name: 'India', flag: '/flags/IN.svg' },
  { code: 'FR', name: 'France', flag: '/flags/FR.svg' },
  { code: 'IE', name: 'Ireland', flag: '/flags/IE.svg' },
  { code: 'ZA', name: 'South Africa', flag: '/flags/ZA.svg' },
  { code: 'GB', name: 'United Kingdom', flag: '/flags/GB.svg' },
  { code: 'AU', name: 'Australia', flag: '/flags/AU.svg' },
];

/** Venue codes as the race club's feed spells them, with the names shown to players. */
export const VENUES: readonly Venue[] = [
  { code: 'BLR', name: 'Bengaluru', country: 'IN' },
  { code: 'MUM', name: 'Mumbai', country: 'IN' },
  { code: 'PUN', name: 'Pune', country: 'IN' },
  { code: 'HYD', name: 'Hyderabad', country: 'IN' },
  { code: 'MYS', name: 'Mysuru', country: 'IN' },
  { code: 'MAD', name: 'Chennai', country: 'IN' },
  { code: 'CAL', name: 'Kolkata', country: 'IN' },
  { code: 'DEL', name: 'Delhi', country: 'IN' },
  { code: 'OTY', name: 'Ooty', country: 'IN' },
  { code: 'LCH', name: 'Longchamp', country: 'FR' },
  { code: 'CHY', name: 'Chantilly', country: 'FR' },
  { code: 'DEA', name: 'Deauville', country: 'FR' },
  { code: 'SCL', name: 'Saint-Cloud', country: 'FR' },
  { code: 'CUR', name: 'Curragh', country: 'IE' },
  { code: 'LEO', name: 'Leopardstown', country: 'IE' },
  { code: 'GAL', name: 'Galway', country: 'IE' },
  { code: 'KEN', name: 'Kenilworth', country: 'ZA' },
  { code: 'TUR', name: 'Turffontein', country: 'ZA' },
  { code: 'GRV', name: 'Greyville', country: 'ZA' },
  { code: 'ASC', name: 'Ascot', country: 'GB' },
  { code: 'NMK', name: 'Newmarket', country: 'GB' },
  { code: 'EPS', name: 'Epsom', country: 'GB' },
  { code: 'YRK', name: 'York', country: 'GB' },
  { code: 'GWD', name: 'Goodwood', country: 'GB' },
  { code: 'FLE', name: 'Flemington', country: 'AU' },
  { code: 'RAN', name: 'Randwick', country: 'AU' },
  { code: 'CAU', name: 'Caulfield', country: 'AU' },
  { code: 'MV', name: 'Moonee Valley', country: 'AU' },
];
