import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, RetryError, streamText, type LanguageModel } from 'ai';
import { AppError } from '../../errors.ts';
import type { LanguageModelClient, LlmConfig } from './llm-provider.ts';

/** One retry on a transient failure (a 429, a 5xx, a dropped connection) before the first word. */
const MAX_RETRIES = 1;
/** A server that ignores the token cap is cut off at this many characters a token. */
const CHARS_PER_TOKEN_CAP = 6;
export const CUT_NOTE = '\n\n*(The answer was cut here: it reached the length limit.)*';

function languageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      // Chat Completions: the API every OpenAI-compatible server also speaks.
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey: config.apiKey,
        baseURL: config.baseUrl!,
        // Ollama, vLLM and LM Studio take a JSON schema as the response format.
        supportsStructuredOutputs: true,
      })(config.model);
  }
}

/**
 * Aborts when the caller does (the browser went away) or when the model stays silent for longer
 * than the timeout; `touch()` restarts the silence clock after each piece.
 */
function watchdog(signal: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('timeout'));
    }, timeoutMs);
  };
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    get timedOut() {
      return timedOut;
    },
    stop() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (!controller.signal.aborted) controller.abort();
    },
  };
}

/** Says what went wrong in words a user can act on; the detail goes to the log through `cause`. */
function explain(error: unknown, timedOut: boolean, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  let result: AppError;
  if (timedOut) {
    result = new AppError(
      504,
      'llm-timeout',
      `The AI model did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
    );
  } else {
    const last = RetryError.isInstance(error) ? error.lastError : error;
    const status = APICallError.isInstance(last) ? last.statusCode : undefined;
    result =
      status === 401 || status === 403
        ? new AppError(
            503,
            'llm-unavailable',
            'The AI model refused our credentials. Please tell us.',
          )
        : status === 429
          ? new AppError(
              503,
              'llm-busy',
              'The AI model is busy right now. Please try again shortly.',
            )
          : new AppError(
              503,
              'llm-unavailable',
              'The AI model could not answer. Please try again.',
            );
  }
  result.cause = error;
  return result;
}

/** A language model reached through the Vercel AI SDK, with our timeout, retry and output cap. */
export function createAiSdkClient(config: LlmConfig): LanguageModelClient {
  const model = languageModel(config);
  const maxChars = config.maxOutputTokens * CHARS_PER_TOKEN_CAP;
  return {
    name: `${config.provider}:${config.model}`,
    perHour: config.perHour,

    async *streamText({ system, prompt, signal }) {
      const guard = watchdog(signal, config.timeoutMs);
      let written = 0;
      try {
        const result = streamText({
          model,
          system,
          prompt,
          maxOutputTokens: config.maxOutputTokens,
          maxRetries: MAX_RETRIES,
          abortSignal: guard.signal,
          // Errors are thrown below, from the stream; the SDK's default logs them to the console.
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          guard.touch();
          if (part.type === 'error') throw part.error;
          if (part.type === 'abort') {
            if (guard.timedOut) throw new Error('timeout');
            return;
          }
          if (part.type !== 'text-delta' || part.text.length === 0) continue;
          const room = maxChars - written;
          if (part.text.length >= room) {
            yield part.text.slice(0, room);
            yield CUT_NOTE;
            return;
          }
          written += part.text.length;
          yield part.text;
        }
      } catch (error) {
        if (signal.aborted && !guard.timedOut) return;
        throw explain(error, guard.timedOut, config.timeoutMs);
      } finally {
        guard.stop();
      }
    },

    async generateObject({ system, prompt, schema, signal }) {
      const guard = watchdog(signal, config.timeoutMs);
      try {
        const { object } = await generateObject({
          model,
          system,
          prompt,
          schema,
          maxOutputTokens: config.maxOutputTokens,
          maxRetries: MAX_RETRIES,
          abortSignal: guard.signal,
        });
        // The SDK validated against the schema's JSON form; parse again for zod's refinements.
        return schema.parse(object);
      } catch (error) {
        throw explain(error, guard.timedOut, config.timeoutMs);
      } finally {
        guard.stop();
      }
    },
  };
}
