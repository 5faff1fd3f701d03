import type { Country } from '@furlong/contract';
import { useMemo } from 'react';
import type { CountryLookup } from '../features/races/country-lookup';
import { useReferenceData } from '../lib/reference-data';

/** Bridges the venues feature's reference data to race screens, which only need name and flag. */
export function useCountryLookup(): CountryLookup {
  const { data } = useReferenceData();
  return useMemo(() => {
    const byCode = new Map<string, Country>(
      data?.countries.map((country) => [country.code, country]),
    );
    return (code: string) => byCode.get(code);
  }, [data]);
}
