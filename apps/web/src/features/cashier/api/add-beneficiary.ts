import {
  addBeneficiaryResponseSchema,
  messageResponseSchema,
  type AddBeneficiaryBody,
} from '@furlong/contract';
import { requestJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';

export function addBeneficiary(body: AddBeneficiaryBody) {
  return requestJson(cashierApiPaths.beneficiaries, {
    method: 'POST',
    body,
    schema: addBeneficiaryResponseSchema,
  });
}

/** A fresh code to the player's mobile, the alternative to the password. */
export function requestBeneficiaryOtp() {
  return requestJson(cashierApiPaths.beneficiaryOtp, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}
