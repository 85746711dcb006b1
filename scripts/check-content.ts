// Validates content/ the way the server does at start, and prints a count per category.
import path from 'node:path';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';

const roles = await loadRoleCatalogue(path.resolve(process.argv[2] ?? 'content/roles'));
const counts = new Map<string, number>();
for (const role of roles) counts.set(role.category, (counts.get(role.category) ?? 0) + 1);
for (const [category, count] of [...counts].sort()) console.log(`${category}: ${count}`);
console.log(`total: ${roles.length}`);
