/**
 * The spec's Place rule (section "Tote and race rules"): the Place market pays the first 3
 * with 8 or more starters, the first 2 with 4 to 7, and does not run under 4. An each-way
 * line needs a Place market, so under 4 starters each-way is off (0 places).
 * Settlement applies the same rule (`payingPositions` in the API's settlement rules).
 */
export function placesPaid(starters: number): 0 | 2 | 3 {
  if (starters >= 8) return 3;
  return starters >= 4 ? 2 : 0;
}
