import { describe, expect, it } from 'vitest';
import { splitByPage, staticClosure, type ModuleGraph } from './vite-shared-chunks.ts';

const graphOf = (edges: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in edges ? { importedIds: edges[id]! } : null),
});

describe('shared chunks split by what the role page needs', () => {
  const graph = graphOf({
    '/routes/simulation.tsx': ['/contracts/simulation.ts', '/lib/api-client.ts'],
    '/contracts/simulation.ts': ['/zod.js'],
    '/lib/api-client.ts': ['/contracts/simulation.ts'],
    '/routes/role-selection.tsx': ['/catalogue/role-card.tsx', '/lib/api-client.ts'],
    '/catalogue/role-card.tsx': ['/contracts/quiz.ts'],
    '/contracts/quiz.ts': ['/zod.js'],
    '/zod.js': [],
  });

  it("follows a page's static imports, through cycles", () => {
    expect([...staticClosure(graph, '/routes/simulation.tsx')].sort()).toEqual([
      '/contracts/simulation.ts',
      '/lib/api-client.ts',
      '/routes/simulation.tsx',
      '/zod.js',
    ]);
  });

  it('names what the role page imports one chunk and what only other pages share another', () => {
    const name = splitByPage('/routes/simulation.tsx', 'shared', 'shared-pages');
    expect(name('/zod.js', graph)).toBe('shared');
    expect(name('/lib/api-client.ts', graph)).toBe('shared');
    expect(name('/catalogue/role-card.tsx', graph)).toBe('shared-pages');
    expect(name('/contracts/quiz.ts', graph)).toBe('shared-pages');
  });

  it('works the closure out again for a new chunking pass', () => {
    const name = splitByPage('/routes/simulation.tsx', 'shared', 'shared-pages');
    expect(name('/contracts/quiz.ts', graph)).toBe('shared-pages');
    const rebuilt = graphOf({ '/routes/simulation.tsx': ['/contracts/quiz.ts'] });
    expect(name('/contracts/quiz.ts', rebuilt)).toBe('shared');
  });
});
