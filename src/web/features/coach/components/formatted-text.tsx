import type { ReactNode } from 'react';

/**
 * The coach's text as safe formatted text: "## " lines are headings, "- " and "1. " lines list
 * items, the rest paragraphs. Everything is rendered as text, never as HTML.
 */
export function FormattedText({ text, cursor }: { text: string; cursor?: ReactNode }) {
  const blocks: ReactNode[] = [];
  let items: { ordered: boolean; lines: string[] } | null = null;
  const flush = () => {
    if (!items) return;
    const List = items.ordered ? 'ol' : 'ul';
    blocks.push(
      <List
        key={blocks.length}
        className={`${items.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-5`}
      >
        {items.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </List>,
    );
    items = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      const ordered = !!numbered;
      if (items && items.ordered !== ordered) flush();
      items ??= { ordered, lines: [] };
      items.lines.push((bullet ?? numbered)![1]!);
      continue;
    }
    if (items && /^\s{2,}\S/.test(raw)) {
      // An indented line continues the list item above it.
      items.lines[items.lines.length - 1] += `\n${line.trim()}`;
      continue;
    }
    flush();
    if (line.trim() === '') continue;
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    blocks.push(
      heading ? (
        <h3 key={blocks.length} className="pt-2 font-semibold text-navy-900">
          {heading[1]}
        </h3>
      ) : (
        <p key={blocks.length}>{line}</p>
      ),
    );
  }
  flush();
  return (
    <div className="space-y-3 text-sm leading-6 whitespace-pre-line text-slate-800">
      {blocks}
      {cursor}
    </div>
  );
}
