// What the lazy pages share is split in two chunks: what the role page (the subscriber's week, the
// page people pay for) needs, and what only the other pages share (the catalogue's cards, the quiz
// results, the billing forms and their contracts). The role page then neither downloads nor runs
// code it never uses; the other pages load both files, in parallel (the server names a page's
// chunks in its head).

/** The part of Rolldown's chunking context this needs: a module's static imports. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `root` imports statically, directly or not, itself included. */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * A chunk-group name function: `name` for a module the page at `pageModule` imports statically,
 * `otherName` for any other. Rolldown reuses one context object for a chunking pass, so the page's
 * closure is worked out once a pass.
 */
export function splitByPage(pageModule: string, name: string, otherName: string) {
  let closure: { graph: ModuleGraph; modules: Set<string> } | undefined;
  return (id: string, graph: ModuleGraph): string => {
    if (closure?.graph !== graph) closure = { graph, modules: staticClosure(graph, pageModule) };
    return closure.modules.has(id) ? name : otherName;
  };
}
