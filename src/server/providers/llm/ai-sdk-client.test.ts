import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FakeLlm } from '../../../../tests/support/fake-llm.ts';
import { AppError } from '../../errors.ts';
import { createAiSdkClient, CUT_NOTE } from './ai-sdk-client.ts';
import type { LlmConfig, LlmProviderName } from './llm-provider.ts';

let fake: FakeLlm;
beforeEach(async () => {
  fake = await new FakeLlm().start();
});
afterEach(async () => {
  await fake.stop();
});

const client = (provider: LlmProviderName, overrides: Partial<LlmConfig> = {}) =>
  createAiSdkClient({
    provider,
    model: provider === 'anthropic' ? 'claude-fake' : 'gpt-fake',
    apiKey: 'key-123',
    baseUrl: fake.url,
    timeoutMs: 5_000,
    maxOutputTokens: 200,
    perHour: 30,
    ...overrides,
  });

const ask = { system: 'Be brief.', prompt: 'Describe the role.' };

async function read(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(stream: AsyncIterable<string>, pieces: string[] = []): Promise<AppError> {
  try {
    for await (const piece of stream) pieces.push(piece);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the stream ended without an error');
}

describe.each(['openai', 'openai-compatible', 'anthropic'] as const)(
  '%s through the AI SDK',
  (provider) => {
    it('streams the answer piece by piece, with the prompt, the key and the token cap sent', async () => {
      fake.plan({ chunks: ['## Your day\n', '- Morning: ', 'the credit memo'] });
      const pieces = await read(
        client(provider).streamText({ ...ask, signal: new AbortController().signal }),
      );
      expect(pieces.join('')).toBe('## Your day\n- Morning: the credit memo');
      expect(pieces.length).toBeGreaterThan(1);
      const [seen] = fake.requests;
      expect(seen!.path).toBe(provider === 'anthropic' ? '/v1/messages' : '/v1/chat/completions');
      expect(seen!.body.stream).toBe(true);
      expect(JSON.stringify(seen!.body)).toContain('Describe the role.');
      expect(JSON.stringify(seen!.body)).toContain('Be brief.');
      const cap = seen!.body.max_tokens ?? seen!.body.max_completion_tokens;
      expect(cap).toBe(200);
      if (provider === 'anthropic') expect(seen!.headers['x-api-key']).toBe('key-123');
      else expect(seen!.headers.authorization).toBe('Bearer key-123');
    });

    it('says the model failed when the stream breaks off, after the pieces already sent', async () => {
      fake.plan({ chunks: ['one ', 'two ', 'three ', 'four'], failAfter: 2 });
      const pieces: string[] = [];
      const error = await failure(
        client(provider).streamText({ ...ask, signal: new AbortController().signal }),
        pieces,
      );
      // What arrived before the break was passed on; the rest never came.
      expect(pieces.join('')).toBe('one two ');
      expect(error.code).toBe('llm-unavailable');
      expect(error.message).toBe('The AI model could not answer. Please try again.');
    });

    it('retries a transient failure once, and only once', async () => {
      fake.plan({ status: 503 }, { chunks: ['second time lucky'] });
      const pieces = await read(
        client(provider).streamText({ ...ask, signal: new AbortController().signal }),
      );
      expect(pieces.join('')).toBe('second time lucky');
      expect(fake.requests).toHaveLength(2);

      fake.plan({ status: 503 }, { status: 503 }, { chunks: ['never reached'] });
      const error = await failure(
        client(provider).streamText({ ...ask, signal: new AbortController().signal }),
      );
      expect(error.code).toBe('llm-unavailable');
      expect(fake.requests).toHaveLength(4);
    });

    it('gives up on a silent model after the timeout and hangs up on it', async () => {
      fake.plan({ hang: true });
      const started = Date.now();
      const error = await failure(
        client(provider, { timeoutMs: 300 }).streamText({
          ...ask,
          signal: new AbortController().signal,
        }),
      );
      expect(error.statusCode).toBe(504);
      expect(error.message).toBe('The AI model did not answer within 0 seconds. Please try again.');
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect.poll(() => fake.requests[0]!.abandoned).toBe(true);
    });

    it('cuts off a model that ignores the token cap, says so, and stops the call', async () => {
      fake.plan({ chunks: ['word '], endless: true });
      const pieces = await read(
        client(provider, { maxOutputTokens: 20 }).streamText({
          ...ask,
          signal: new AbortController().signal,
        }),
      );
      const text = pieces.join('');
      expect(text.endsWith(CUT_NOTE)).toBe(true);
      expect(text.length - CUT_NOTE.length).toBe(20 * 6);
      await expect.poll(() => fake.requests[0]!.abandoned).toBe(true);
    });

    it('stops the model call when the reader goes away', async () => {
      fake.plan({ chunks: ['word '], endless: true });
      const abort = new AbortController();
      const pieces: string[] = [];
      for await (const piece of client(provider).streamText({ ...ask, signal: abort.signal })) {
        pieces.push(piece);
        if (pieces.length === 3) abort.abort();
      }
      expect(pieces.length).toBeLessThan(10);
      await expect.poll(() => fake.requests[0]!.abandoned).toBe(true);
    });

    it('returns structured output validated against the schema, and refuses output that does not fit', async () => {
      const schema = z.object({ level: z.enum(['full', 'partial', 'none']), note: z.string() });
      fake.plan({ json: { level: 'partial', note: 'Names the covenant but not the headroom.' } });
      const object = await client(provider).generateObject({
        ...ask,
        schema,
        signal: new AbortController().signal,
      });
      expect(object).toEqual({
        level: 'partial',
        note: 'Names the covenant but not the headroom.',
      });

      fake.plan({ json: { level: 'excellent', note: 'Not a level.' } });
      await expect(
        client(provider).generateObject({ ...ask, schema, signal: new AbortController().signal }),
      ).rejects.toMatchObject({ code: 'llm-unavailable' });
    });
  },
);
