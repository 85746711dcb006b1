import { errorCodeOf } from '../../../../shared/contracts/error-codes.ts';
import type { WorkflowId } from '../../../../shared/domain/coaching.ts';
import { ApiError } from '../../../lib/api-client.ts';

export type CoachRequest =
  | { kind: 'workflow'; workflowType: WorkflowId; job: { id: string; title: string } }
  | { kind: 'question'; question: string; job: { id: string; title: string } };

/**
 * Asks the coach and reads its answer as server-sent events, handing each piece of text to
 * `onText` as it arrives; resolves with the engine that answered.
 */
export async function askCoach(
  request: CoachRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<{ engine: string }> {
  const jobProfile = { id: request.job.id, title: request.job.title };
  const [path, body] =
    request.kind === 'workflow'
      ? ['/api/coach/workflow', { jobProfile, workflowType: request.workflowType, context: '' }]
      : ['/api/coach/chat-simple', { jobProfile, question: request.question, context: '' }];
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) {
    const error = (await response.json().catch(() => null)) as {
      error?: string;
      code?: string;
    } | null;
    throw new ApiError(
      response.status,
      errorCodeOf(error?.code),
      error?.error ?? `The server answered ${response.status}.`,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as {
        text?: string;
        engine?: string;
        error?: string;
      } | null;
      if (event === 'delta' && data?.text) onText(data.text);
      else if (event === 'done') return { engine: data?.engine ?? 'unknown' };
      else if (event === 'error') throw new Error(data?.error ?? 'The coach stopped.');
      end = buffer.indexOf('\n\n');
    }
  }
  throw new Error('The answer stopped before it was complete.');
}
