import mammoth from 'mammoth/mammoth.browser';
import { ScreeningError, WORD_UNREADABLE } from '../screening-error.ts';

/** The raw text of a .docx file, paragraph by paragraph. */
export async function readDocxText(data: ArrayBuffer): Promise<string> {
  try {
    return (await mammoth.extractRawText({ arrayBuffer: data })).value;
  } catch (error) {
    throw new ScreeningError(WORD_UNREADABLE, { cause: error });
  }
}
