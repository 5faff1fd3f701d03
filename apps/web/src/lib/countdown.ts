/** "1h 05m", "4:07", or null once the off time has passed. */
export function formatCountdown(startDate: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(startDate) - now) / 1000);
  if (seconds <= 0) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
