import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  type ResumeKind,
} from '../../../shared/domain/resume.ts';
import { AppError } from '../../errors.ts';
import { hasCompoundFileSignature, openCompoundFile } from './compound-file.ts';
import { readWordDocumentText } from './word-binary.ts';

/**
 * The text of an uploaded CV, read on the server. The browser reads PDF and DOCX itself (pdf.js,
 * mammoth); old binary `.doc` files and text files come here. What a file is is decided by its
 * bytes, never by its name, so a renamed program or image is refused before anything parses it.
 */

export const DOC_UNREADABLE_MESSAGE =
  'This Word file could not be read. Please save it as .docx or PDF and try again.';
export const READ_IN_BROWSER_MESSAGE = 'This file is read in your browser; please choose it again.';

const unsupported = () => new AppError(415, 'unsupported-file', RESUME_MESSAGES.type);
const unreadableDoc = () => new AppError(422, 'unreadable-doc', DOC_UNREADABLE_MESSAGE);

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf
const DOCX_MAIN_PART = 'word/document.xml';

/**
 * Whether a ZIP's central directory lists `name`. The central directory, not the local headers,
 * is the ZIP's own index: local headers may omit sizes (streamed writers), so walking them can
 * not be done reliably.
 */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const EOCD = 0x06054b50;
  const EOCD_BYTES = 22;
  const lowest = Math.max(0, bytes.length - EOCD_BYTES - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - EOCD_BYTES; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return false;
  let entries = view.getUint16(eocd + 10, true);
  let directoryAt = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryAt === 0xffffffff) {
    // ZIP64: the real numbers are in the ZIP64 end record that the locator points to.
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) return false;
    const zip64At = Number(view.getBigUint64(locator + 8, true));
    if (zip64At + 56 > bytes.length || view.getUint32(zip64At, true) !== 0x06064b50) return false;
    entries = Number(view.getBigUint64(zip64At + 32, true));
    directoryAt = Number(view.getBigUint64(zip64At + 48, true));
  }
  const wanted = new TextEncoder().encode(name);
  let at = directoryAt;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(at + 28, true);
    const nameAt = at + 46;
    if (nameAt + nameLength > bytes.length) return false;
    if (nameLength === wanted.length && wanted.every((byte, j) => bytes[nameAt + j] === byte)) {
      return true;
    }
    at = nameAt + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return false;
}

/**
 * An OLE2 file is a Word document when its directory has a WordDocument stream. One whose
 * directory cannot be read at all still counts as `.doc` (a damaged Word file is the likely
 * story, and its reader then says so); one that reads fine without that stream is a different
 * Office file (Excel, Outlook, PowerPoint) and is not ours.
 */
function isWordCompoundFile(bytes: Uint8Array): boolean {
  try {
    return openCompoundFile(bytes).streamNames.some(
      (name) => name.toUpperCase() === 'WORDDOCUMENT',
    );
  } catch {
    return true;
  }
}

/** Control characters that plain text has no business holding (tabs, newlines and feeds aside). */
const isStrayControl = (code: number) =>
  code <= 0x08 || (code >= 0x0e && code <= 0x1f) || (code >= 0x7f && code <= 0x9f);

/**
 * The text of a plain-text file: UTF-8 (with or without its BOM) or UTF-16 with a BOM, no NULs
 * and no more than 1 character in 20 a control character. Null when the bytes are not text.
 */
function decodePlainText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) {
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    } else {
      if (bytes.includes(0)) return null;
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) if (isStrayControl(text.charCodeAt(i))) controls += 1;
  return controls * 20 > text.length ? null : text;
}

export function sniffResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    return zipHasEntry(bytes, DOCX_MAIN_PART) ? 'docx' : null;
  }
  if (hasCompoundFileSignature(bytes)) return isWordCompoundFile(bytes) ? 'doc' : null;
  // RTF is text on the outside, but its "text" is markup.
  if (startsWith(bytes, RTF_MAGIC)) return null;
  return decodePlainText(bytes) === null ? null : 'txt';
}

/** Line ends made `\n`, trailing spaces and runs of blank lines gone, ends trimmed. */
function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of a Word 97-2003 binary document; an AppError (422) when the file cannot be read. */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  try {
    return tidyText(readWordDocumentText(openCompoundFile(bytes)));
  } catch {
    // Whatever went wrong inside a stranger's file, the person's next step is the same.
    throw unreadableDoc();
  }
}

/**
 * The route's entry point: the kind of an uploaded CV and its text, or an AppError the page
 * shows as it is. `_fileName` is not consulted: a file's name says nothing reliable about it.
 */
export async function extractResumeText(
  bytes: Uint8Array,
  _fileName: string,
): Promise<{ kind: ResumeKind; text: string }> {
  if (bytes.length > RESUME_MAX_BYTES) {
    throw new AppError(413, 'file-too-large', RESUME_MESSAGES.size);
  }
  const kind = sniffResumeKind(bytes);
  if (kind === null) {
    // Word users meet RTF as "a .doc file"; saving it again is the fix, as for a damaged .doc.
    throw startsWith(bytes, RTF_MAGIC) ? unreadableDoc() : unsupported();
  }
  if (kind === 'pdf' || kind === 'docx') {
    throw new AppError(422, 'read-in-browser', READ_IN_BROWSER_MESSAGE);
  }
  const text = kind === 'doc' ? await extractDocText(bytes) : tidyText(decodePlainText(bytes)!);
  if (text === '') throw new AppError(422, 'no-text', RESUME_MESSAGES.noText);
  return { kind, text };
}
