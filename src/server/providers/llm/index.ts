import type { Env } from '../../env.ts';
import { createAiSdkClient } from './ai-sdk-client.ts';
import type { LanguageModelClient } from './llm-provider.ts';

export type { LanguageModelClient, LlmConfig, LlmProviderName } from './llm-provider.ts';

/** The variables that configure the language model. */
export type LlmEnvKey =
  | 'LLM_PROVIDER'
  | 'LLM_MODEL'
  | 'LLM_API_KEY'
  | 'LLM_BASE_URL'
  | 'LLM_TIMEOUT_MS'
  | 'LLM_MAX_OUTPUT_TOKENS'
  | 'LLM_REQUESTS_PER_HOUR';

/** The configured language model, or null: then the embedded coach and marker answer alone. */
export function createLanguageModelClient(env: Pick<Env, LlmEnvKey>): LanguageModelClient | null {
  if (!env.LLM_PROVIDER || !env.LLM_MODEL) return null;
  return createAiSdkClient({
    provider: env.LLM_PROVIDER,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
    perHour: env.LLM_REQUESTS_PER_HOUR,
  });
}
