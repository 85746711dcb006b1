import { readFile } from 'node:fs/promises';
import { ContentError } from './errors.ts';

/** Reads a content file's JSON; a file that is missing or not JSON stops the start naming it. */
export async function readContentJson(file: string, label: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${label}: not valid JSON (${(error as Error).message})`);
  }
}
