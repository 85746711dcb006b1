import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProgressSchema,
  type Progress,
  type ProgressUpdate,
} from '../../../../shared/contracts/progress.ts';
import { emptyProgress, PROGRESS_KINDS } from '../../../../shared/domain/progress.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { progressQueryKey } from './get-progress.ts';

export async function markOpened(jobId: string, update: ProgressUpdate): Promise<Progress> {
  return ProgressSchema.parse(
    await apiRequest<unknown>(`/progress/${encodeURIComponent(jobId)}`, {
      method: 'PUT',
      body: update,
    }),
  );
}

/**
 * Records that the user opened an item. The page shows it at once (an e-mail turns read as it
 * opens) and takes it back if the server refuses. Several may be in flight: each one adds or
 * removes only its own item, so a slow answer never undoes a newer one.
 */
export function useMarkOpened(jobId: string) {
  const client = useQueryClient();
  const key = progressQueryKey(jobId);
  const update = (change: (opened: Progress['opened']) => Progress['opened']) =>
    client.setQueryData<Progress>(key, (current) => ({
      job_id: jobId,
      opened: change(current?.opened ?? emptyProgress()),
    }));
  return useMutation({
    mutationFn: (item: ProgressUpdate) => markOpened(jobId, item),
    onMutate: async ({ kind, itemId }) => {
      await client.cancelQueries({ queryKey: key });
      const known = client.getQueryData<Progress>(key)?.opened[kind].includes(itemId) ?? false;
      if (!known) update((opened) => ({ ...opened, [kind]: [...opened[kind], itemId] }));
      return { added: !known };
    },
    onError: (_error, { kind, itemId }, context) => {
      if (context?.added)
        update((opened) => ({ ...opened, [kind]: opened[kind].filter((id) => id !== itemId) }));
    },
    onSuccess: (saved) => {
      // The server's list, plus anything opened since that is still on its way.
      update((opened) => {
        const merged = { ...saved.opened };
        for (const kind of PROGRESS_KINDS)
          merged[kind] = [...new Set([...saved.opened[kind], ...opened[kind]])];
        return merged;
      });
    },
  });
}
