const HOUR_MS = 60 * 60 * 1000;

/**
 * When a beneficiary can first receive money: its cooling-off (BENEFICIARY_COOLING_OFF_HOURS,
 * decision 025) counted from when it was added. The one place the withdrawal check and the
 * beneficiary list both read, so what the player is shown is what the check refuses.
 */
export function beneficiaryAvailableFrom(createdAt: Date, coolingOffHours: number): Date {
  return new Date(createdAt.getTime() + coolingOffHours * HOUR_MS);
}
