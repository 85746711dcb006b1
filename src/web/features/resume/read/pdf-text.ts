import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { RESUME_MESSAGES } from '../../../../shared/domain/resume.ts';
import { ScreeningError } from '../screening-error.ts';
import { rawPdfText } from './raw-pdf-text.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A CV longer than this is not a CV; the pages after it are not read. */
const MAX_PAGES = 30;

interface TextPiece {
  str: string;
  hasEOL: boolean;
  transform: number[];
}

/** The text of one page, a line break wherever the text moves to a new line. */
function pageText(items: readonly unknown[]): string {
  let text = '';
  let lastY: number | null = null;
  for (const item of items) {
    if (typeof item !== 'object' || item === null || !('str' in item)) continue;
    const piece = item as TextPiece;
    const y = piece.transform[5] ?? 0;
    if (lastY !== null && Math.abs(y - lastY) > 1 && !text.endsWith('\n')) text += '\n';
    text += piece.str;
    if (piece.hasEOL) text += '\n';
    lastY = y;
  }
  return text;
}

async function readWithPdfJs(bytes: Uint8Array): Promise<string> {
  // Text only: no fonts installed in the page, no code generated from the file (our CSP), and
  // only errors logged (a CV's fonts are rarely embedded, and pdf.js warns about each).
  const document = await getDocument({
    data: bytes,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

/**
 * The text of a PDF (SPEC.md section 8): read by pdf.js; when it cannot open the file, the text
 * strings in the file's bytes; when there are none, 'PDF could not be parsed'.
 */
export async function readPdfText(data: ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(data);
  try {
    // pdf.js hands its copy to its worker, which leaves the original for the fallback.
    return await readWithPdfJs(bytes.slice());
  } catch {
    const raw = await rawPdfText(bytes);
    if (raw.trim()) return raw;
    throw new ScreeningError(RESUME_MESSAGES.pdfUnreadable);
  }
}
