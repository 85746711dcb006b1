import { readContentJson } from '../../content-json.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  CoachKnowledgeSchema,
  type CoachKnowledge,
} from '../../../shared/contracts/coach-knowledge.ts';
import { ContentError } from '../../errors.ts';

/** Reads content/coach/*.json, one file per category; a bad file stops the server naming it. */
export async function loadCoachKnowledge(dir: string): Promise<Map<string, CoachKnowledge>> {
  const knowledge = new Map<string, CoachKnowledge>();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) {
    const json = await readContentJson(path.join(dir, file), `coach/${file}`);
    const parsed = CoachKnowledgeSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ContentError(`coach/${file}: field "${issue?.path.join('.')}": ${issue?.message}`);
    }
    knowledge.set(parsed.data.category, parsed.data);
  }
  return knowledge;
}
