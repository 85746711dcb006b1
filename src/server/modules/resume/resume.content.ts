import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError } from '../../errors.ts';
import {
  buildTaxonomy,
  SkillSynonymsSchema,
  TechnologySkillsSchema,
  type SkillTaxonomy,
} from './skill-taxonomy.ts';

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`resume/${path.basename(file)}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(
      `resume/${path.basename(file)}: field "${issue?.path.join('.')}": ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** Reads content/resume: the skill synonyms we wrote and O*NET's technology skills. */
export async function loadSkillTaxonomy(dir: string): Promise<SkillTaxonomy> {
  return buildTaxonomy(
    await readJson(path.join(dir, 'skill-synonyms.json'), SkillSynonymsSchema),
    await readJson(path.join(dir, 'technology-skills.json'), TechnologySkillsSchema),
  );
}
