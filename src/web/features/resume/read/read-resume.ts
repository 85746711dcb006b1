import { CV_DATA_MAX_BYTES } from '../../../../shared/contracts/resume.ts';
import { RESUME_MESSAGES, resumeKindOf } from '../../../../shared/domain/resume.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { extractDocText } from '../api/extract-doc.ts';
import { ScreeningError } from '../screening-error.ts';

// The PDF and Word readers are large (pdf.js, mammoth): they load only once a CV is chosen, so
// the simulation page does not carry them.
const loadPdfReader = () => loadChunk(() => import('./pdf-text.ts'));
const loadDocxReader = () => loadChunk(() => import('./docx-text.ts'));

/** Starts loading the reader a chosen file needs, so that screening it does not wait for it. */
export function preloadReader(fileName: string): void {
  const kind = resumeKindOf(fileName);
  const load = kind === 'pdf' ? loadPdfReader : kind === 'docx' ? loadDocxReader : null;
  // A failure here is met again, and reported, when the file is screened.
  load?.().catch(() => {});
}

/**
 * Tidies text read from a file: one space between words, no blank runs longer than one line, no
 * control characters, and (rarely needed) short enough for the analysis to accept.
 */
export function tidyCvText(text: string, fileName = ''): string {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad]/g, '')
    .replace(/[ \t\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return fitCvData(tidy, fileName);
}

const encoder = new TextEncoder();
// Room for the JSON around the text and for escaped characters.
const CV_TEXT_BUDGET = CV_DATA_MAX_BYTES - 1024;

/** A CV longer than the analysis accepts keeps its beginning, where the substance usually is. */
function fitCvData(text: string, fileName: string): string {
  let fitted = text;
  while (encoder.encode(JSON.stringify({ fileName, text: fitted })).length > CV_TEXT_BUDGET) {
    fitted = fitted.slice(0, Math.floor(fitted.length * 0.9));
  }
  return fitted;
}

/**
 * The text of a CV (PRODUCT.md D13): PDF, DOCX and TXT are read here in the browser; an old Word
 * `.doc` is sent to the server, which reads it. A file with no text says so.
 */
export async function readResumeText(file: File): Promise<string> {
  const kind = resumeKindOf(file.name);
  let text: string;
  switch (kind) {
    case 'pdf':
      text = await (await loadPdfReader()).readPdfText(await file.arrayBuffer());
      break;
    case 'docx':
      text = await (await loadDocxReader()).readDocxText(await file.arrayBuffer());
      break;
    case 'doc':
      text = await extractDocText(file);
      break;
    case 'txt':
      text = await file.text();
      break;
    default:
      throw new ScreeningError(RESUME_MESSAGES.type);
  }
  const tidy = tidyCvText(text, file.name);
  if (!/[\p{L}\p{N}]/u.test(tidy)) throw new ScreeningError(RESUME_MESSAGES.noText);
  return tidy;
}
