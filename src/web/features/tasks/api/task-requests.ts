import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CertificateSchema,
  DraftSavedSchema,
  SubmissionSchema,
  TaskListSchema,
  TaskProgressListSchema,
  TaskWorkSchema,
  VerificationSchema,
  type Submission,
  type TaskList,
} from '../../../../shared/contracts/tasks.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (jobId: string, taskId?: string) =>
  `/tasks/${encodeURIComponent(jobId)}${taskId ? `/${encodeURIComponent(taskId)}` : ''}`;

export const taskKeys = {
  list: (jobId: string) => ['tasks', jobId] as const,
  work: (jobId: string, taskId: string) => ['tasks', jobId, taskId] as const,
};

export const taskListOptions = (jobId: string) =>
  queryOptions({
    queryKey: taskKeys.list(jobId),
    queryFn: async ({ signal }) =>
      TaskListSchema.parse(await apiRequest<unknown>(path(jobId), { signal })),
    retry: false,
    // Fresh for a while: a part of the page that mounts later reads it without asking again
    // (it was fetched twice on every visit). A submission refreshes it (useSubmitAnswer).
    staleTime: 30_000,
  });

export function useTaskList(jobId: string, enabled = true) {
  return useQuery({ ...taskListOptions(jobId), enabled });
}

export function useTaskWork(jobId: string, taskId: string) {
  return useQuery({
    queryKey: taskKeys.work(jobId, taskId),
    queryFn: async ({ signal }) =>
      TaskWorkSchema.parse(await apiRequest<unknown>(path(jobId, taskId), { signal })),
    retry: false,
  });
}

export async function saveDraft(jobId: string, taskId: string, answer: string) {
  return DraftSavedSchema.parse(
    await apiRequest<unknown>(`${path(jobId, taskId)}/draft`, {
      method: 'PUT',
      body: { answer },
    }),
  );
}

/**
 * Saves a draft, and shows it in the week's task list at once: a task not started yet reads
 * "Draft saved" there, as the server now has it, without asking for the list again.
 */
export function useSaveDraft(jobId: string, taskId: string) {
  const client = useQueryClient();
  return async (answer: string) => {
    const saved = await saveDraft(jobId, taskId, answer);
    client.setQueryData(
      taskKeys.list(jobId),
      (list: TaskList | undefined) =>
        list && {
          ...list,
          tasks: list.tasks.map((task) =>
            task.taskId === taskId && task.status === 'pending'
              ? { ...task, status: 'in_progress' as const }
              : task,
          ),
        },
    );
    return saved;
  };
}

export function useSubmitAnswer(jobId: string, taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: string): Promise<Submission> =>
      SubmissionSchema.parse(
        await apiRequest<unknown>(`${path(jobId, taskId)}/submit`, {
          method: 'POST',
          body: { answer },
        }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: taskKeys.list(jobId) });
      void client.invalidateQueries({ queryKey: taskKeys.work(jobId, taskId) });
    },
  });
}

/** Tasks passed per started role, for a subscriber; nothing for anyone else. */
export function useTaskProgress(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks'],
    queryFn: async ({ signal }) =>
      TaskProgressListSchema.parse(await apiRequest<unknown>('/tasks', { signal })),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['certificate', code],
    queryFn: async ({ signal }) =>
      CertificateSchema.parse(
        await apiRequest<unknown>(`/certificates/${encodeURIComponent(code)}`, { signal }),
      ),
    retry: false,
  });
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: ['verify', code],
    queryFn: async ({ signal }) =>
      VerificationSchema.parse(
        await apiRequest<unknown>(`/verify/${encodeURIComponent(code)}`, { signal }),
      ),
    enabled: code.trim().length > 0,
    retry: false,
  });
}
