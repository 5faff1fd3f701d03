import { customerSelfSchema, UPLOAD_FIELD_NAME, type CustomerSelf } from '@furlong/contract';
import { apiPaths } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

/** Sends the PAN card images in one multipart request; KYC becomes PENDING. */
export function uploadKycDocuments(files: readonly File[]): Promise<CustomerSelf> {
  const form = new FormData();
  files.forEach((file) => form.append(UPLOAD_FIELD_NAME, file, file.name));
  return requestJson(apiPaths.kycUpload, {
    method: 'POST',
    body: form,
    schema: customerSelfSchema,
  });
}
