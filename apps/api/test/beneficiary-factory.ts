import { beneficiaries } from '../src/modules/cashier/cashier.schema';
import { sealedBankAccount } from '../src/modules/cashier/sealed-bank-account';
import { vpaHash } from '../src/security/identity-hash';
import type { TestApp } from './build-test-app';

/**
 * Beneficiaries written as the cashier writes them (sealed, with their identity hash), without
 * the cooling-off and the two-account rule: for tests of what links one account to another.
 */
export function addVpaBeneficiary(subject: TestApp, playerId: string, vpa: string) {
  return subject.database.db.insert(beneficiaries).values({
    playerId,
    type: 'VPA',
    vpa,
    destination: vpa.toLowerCase(),
    identityHash: vpaHash(subject.app.secrets.fieldCipher, vpa),
  });
}

export function addBankBeneficiary(
  subject: TestApp,
  playerId: string,
  accountNumber: string,
  ifsc = 'HDFC0001234',
) {
  return subject.database.db.insert(beneficiaries).values({
    playerId,
    type: 'BANK',
    ifsc,
    ...sealedBankAccount(subject.app.secrets.fieldCipher, accountNumber, ifsc),
  });
}
