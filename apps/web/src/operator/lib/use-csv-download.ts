import { useMutation } from '@tanstack/react-query';
import { requestOperatorFile } from './operator-api-client';

/** A CSV with the operator's session, handed to the browser to save. */
export function useCsvDownload() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) => {
      const url = URL.createObjectURL(await requestOperatorFile(path));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
