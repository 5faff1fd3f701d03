import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../lib/save-file';
import { requestOperatorFile } from './operator-api-client';

/** A CSV with the operator's session, handed to the browser to save. */
export function useCsvDownload() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) =>
      saveFile(await requestOperatorFile(path), filename),
  });
}
