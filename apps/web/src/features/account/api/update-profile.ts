import { customerSelfSchema, type CustomerSelf, type ProfileUpdateBody } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

export function updateProfile(body: ProfileUpdateBody): Promise<CustomerSelf> {
  return requestJson(apiPaths.customerSelf, { method: 'POST', body, schema: customerSelfSchema });
}
