import type { Country } from '@furlong/contract';

/** Finds a country (name and flag) by code; the app layer supplies it from reference data. */
export type CountryLookup = (code: string) => Country | undefined;
