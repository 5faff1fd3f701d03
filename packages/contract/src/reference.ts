import { z } from 'zod';
import { calendarDaySchema } from './india-time';

export const countrySchema = z.object({ code: z.string(), name: z.string(), flag: z.string() });
export const venueSchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
});
export const referenceDataSchema = z.object({
  countries: z.array(countrySchema),
  venues: z.array(venueSchema),
});
export type Country = z.infer<typeof countrySchema>;
export type Venue = z.infer<typeof venueSchema>;
export type ReferenceData = z.infer<typeof referenceDataSchema>;

/** Days that have races on the digital channel, for the calendar. */
export const raceDaysQuerySchema = z.object({
  from: calendarDaySchema(),
  to: calendarDaySchema(),
});
export const raceDaysSchema = z.array(z.iso.date());

/** Venues whose live pictures are not offered on the race page. */
export const VENUES_WITHOUT_LIVE = ['MYS', 'MAD'] as const;
