import { readdir, readFile } from 'node:fs/promises';
import { ContentError } from '../../errors.ts';
import path from 'node:path';
import type { z } from 'zod';
import {
  RoleContentSchema,
  RoleFileSchema,
  type JobProfile,
  type RoleContent,
} from '../../../shared/contracts/catalogue.ts';
import {
  CATEGORIES,
  categorySlug,
  deriveCategory,
  deriveDifficulty,
  deriveSalaryRange,
} from '../../../shared/domain/role-derivations.ts';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `field "${issue.path.join('.') || '(root)'}": ${issue.message}`)
    .join('; ');
}

function parseRoleFile(file: string, raw: string): RoleContent[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsedFile = RoleFileSchema.safeParse(json);
  if (!parsedFile.success) {
    throw new ContentError(`${file}: ${describeIssues(parsedFile.error)}`);
  }
  return parsedFile.data.roles.map((candidate, index) => {
    const label =
      typeof candidate === 'object' && candidate !== null && 'job_id' in candidate
        ? String((candidate as { job_id: unknown }).job_id)
        : `#${index + 1}`;
    const parsed = RoleContentSchema.safeParse(candidate);
    if (!parsed.success) {
      throw new ContentError(`${file}: role "${label}": ${describeIssues(parsed.error)}`);
    }
    const derived = deriveCategory(parsed.data.title);
    if (derived !== parsedFile.data.category) {
      throw new ContentError(
        `${file}: role "${label}": field "title": "${parsed.data.title}" derives to category "${derived}", but the file holds "${parsedFile.data.category}" roles`,
      );
    }
    return parsed.data;
  });
}

export function toJobProfile(role: RoleContent): JobProfile {
  return {
    job_id: role.job_id,
    title: role.title,
    summary: role.summary,
    description: role.description,
    skills: role.skills,
    category: deriveCategory(role.title),
    difficulty: deriveDifficulty(role.title),
    salary_range: deriveSalaryRange(role.title),
    responsibilities: role.responsibilities,
    dailyTasks: role.dailyTasks,
    experienceLevels: role.experienceLevels,
    interests: role.interests,
    personalityTraits: role.personalityTraits,
    onetCodes: role.onetCodes,
  };
}

/**
 * Reads every content/roles/*.json file, validates it and derives the SPEC.md fields. A bad file
 * throws a ContentError naming the file, the role and the field, so a typo stops the server at
 * start instead of reaching a visitor.
 */
export async function loadRoleCatalogue(rolesDir: string): Promise<JobProfile[]> {
  // Catalogue order follows SPEC.md's category order, then each file's own order.
  const rank = (name: string) => {
    const index = CATEGORIES.findIndex((category) => `${categorySlug(category)}.json` === name);
    return index === -1 ? CATEGORIES.length : index;
  };
  const files = (await readdir(rolesDir))
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (files.length === 0) throw new ContentError(`${rolesDir}: no role files found`);
  const roles: JobProfile[] = [];
  const seenIds = new Map<string, string>();
  const seenTitles = new Map<string, string>();
  for (const name of files) {
    const file = path.join(rolesDir, name);
    for (const role of parseRoleFile(name, await readFile(file, 'utf8'))) {
      const titleKey = role.title.toLowerCase();
      const clash = seenIds.get(role.job_id) ?? seenTitles.get(titleKey);
      if (clash) {
        throw new ContentError(
          `${name}: role "${role.job_id}": field "${seenIds.has(role.job_id) ? 'job_id' : 'title'}": duplicate of a role in ${clash}`,
        );
      }
      seenIds.set(role.job_id, name);
      seenTitles.set(titleKey, name);
      roles.push(toJobProfile(role));
    }
  }
  return roles;
}
