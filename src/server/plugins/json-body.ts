import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Deeper than any body the product takes (the quiz answers are the deepest, at 4 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply a JSON text nests its objects and arrays, counted without parsing it, so a hostile
 * body of 10,000 brackets is refused before anything recurses over it. Brackets inside strings do
 * not count.
 */
export function jsonDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** Refuses prototype-polluting keys the way Fastify's own parser does. */
function reviver(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor') {
    throw new AppError(400, 'bad-request', 'The request body contains a key that is not allowed.');
  }
  return value;
}

/**
 * JSON bodies for every route: nesting is limited (400 with a sentence, never a stack overflow
 * further on), malformed JSON is a 400 that says so, and an empty body is "no body".
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        return done(
          new AppError(
            400,
            'bad-request',
            `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
          ),
        );
      }
      try {
        done(null, JSON.parse(text, reviver));
      } catch (error) {
        if (error instanceof AppError) return done(error);
        done(new AppError(400, 'bad-request', 'The request body is not valid JSON.'));
      }
    });
  },
  { name: 'json-body' },
);
