const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local wall-clock time (HH:mm) on a calendar day in an IANA zone.
 * Overseas meetings keep local post times, so their India times follow the host's
 * daylight saving (a London 13:50 is 18:20 IST in summer and 19:20 IST in winter).
 */
export function zonedInstant(day: string, clock: string, timeZone: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00.000Z`) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  // Two passes settle the offset even when the guess lands across a daylight-saving change.
  let instant = wall - zoneOffsetMs(timeZone, wall);
  instant = wall - zoneOffsetMs(timeZone, instant);
  return new Date(instant);
}
