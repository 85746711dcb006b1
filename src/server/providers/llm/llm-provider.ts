import type { z } from 'zod';

/** Which language-model service answers, when one is configured (LLM_PROVIDER). */
export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProviderName = (typeof LLM_PROVIDERS)[number];

export interface LlmConfig {
  provider: LlmProviderName;
  model: string;
  apiKey?: string;
  /** Where the API is: the provider's own by default; required for openai-compatible. */
  baseUrl?: string;
  /** How long the model may stay silent (before its first words, or between two) before we give up. */
  timeoutMs: number;
  /** The most tokens one answer may have; servers that ignore it are cut off by characters. */
  maxOutputTokens: number;
  /** Requests one user may make an hour. */
  perHour: number;
}

/** The outside world's language model, as the coach and the marker use it. */
export interface LanguageModelClient {
  /** "provider:model", shown to the user as the engine that answered. */
  readonly name: string;
  readonly perHour: number;
  /** The answer's text as it is written; throws an AppError with a sentence a person understands. */
  streamText(input: { system: string; prompt: string; signal: AbortSignal }): AsyncIterable<string>;
  /** One object matching the schema (validated), or an AppError. */
  generateObject<T>(input: {
    system: string;
    prompt: string;
    schema: z.ZodType<T>;
    signal: AbortSignal;
  }): Promise<T>;
}
