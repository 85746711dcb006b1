import { Fragment } from 'react';
import { highlightSegments } from '../../../../shared/domain/role-search.ts';

/**
 * A text with what the search found marked. The parts are React text, never HTML, so a role's
 * words can hold "<" or "&" and still show as written.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
