/**
 * A screening that stopped for a reason the person can act on; its message is shown as written.
 * Anything else that goes wrong shows SPEC.md's 'Failed to analyze CV. Please try again.'
 */
export class ScreeningError extends Error {
  override name = 'ScreeningError';
}

/** PRODUCT.md D13: a Word file that cannot be read gets a clear sentence, never a crash. */
export const WORD_UNREADABLE =
  'This Word document could not be read. Please save it as .docx or PDF and upload it again.';
