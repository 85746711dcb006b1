// Validates content/coach/*.json: npx tsx scripts/check-coach.ts
// One file per category; role overrides must name roles of that category.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CoachKnowledgeSchema } from '../src/shared/contracts/coach-knowledge.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';

const dir = path.resolve('content/coach');
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const problems: string[] = [];
const seen = new Set<string>();
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
  const parsed = CoachKnowledgeSchema.safeParse(
    JSON.parse(await readFile(path.join(dir, file), 'utf8')),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      problems.push(`${file}: field "${issue.path.join('.')}": ${issue.message}`);
    continue;
  }
  seen.add(parsed.data.category);
  for (const jobId of Object.keys(parsed.data.roles)) {
    const role = roles.find((r) => r.job_id === jobId);
    if (!role) problems.push(`${file}: roles.${jobId}: no such role`);
    else if (role.category !== parsed.data.category)
      problems.push(`${file}: roles.${jobId}: is in ${role.category}, not ${parsed.data.category}`);
  }
  const text = JSON.stringify(parsed.data);
  for (const bad of [
    /\banalyz/i,
    /\borganiz/i,
    /\bmodeling\b/i,
    /\bcenter\b/i,
    /\bfavor/i,
    /\bbehavior/i,
    /lorem|TODO|TBD/,
  ])
    if (bad.test(text)) problems.push(`${file}: ${bad} (British spelling, no placeholders)`);
}
for (const category of new Set(roles.map((r) => r.category)))
  if (!seen.has(category)) problems.push(`no coach knowledge for ${category}`);
for (const p of problems) console.log(p);
console.log(`${seen.size} categories; ${problems.length} problem(s).`);
process.exitCode = problems.length > 0 ? 1 : 0;
