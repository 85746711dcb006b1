import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIB_OFFSETS,
  WORD_DOCUMENT_FILE_OFFSET,
  makeCompoundFile,
  makeDoc,
} from '../../../../tests/support/make-doc.ts';
import { makeZip } from '../../../../tests/support/make-zip.ts';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '../../../shared/domain/resume.ts';
import { AppError } from '../../errors.ts';
import {
  DOC_UNREADABLE_MESSAGE,
  READ_IN_BROWSER_MESSAGE,
  extractDocText,
  extractResumeText,
  sniffResumeKind,
} from './extract-text.ts';
import { wordCharactersToText } from './word-binary.ts';

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const utf16le = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

function contains(haystack: Uint8Array, needle: Uint8Array) {
  return Buffer.from(haystack).indexOf(Buffer.from(needle)) >= 0;
}

// Byte surgery on files make-doc wrote: the header and FAT layout are [MS-CFB]'s.
const u32At = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true);
const setU32At = (bytes: Uint8Array, at: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value, true);

/** The WordDocument stream's sector chain made to loop back to its first sector. */
function withLoopingChain(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const fatAt = (u32At(bytes, 0x4c) + 1) * 512;
  let sector = 0;
  while (u32At(bytes, fatAt + sector * 4) !== 0xfffffffe) sector = u32At(bytes, fatAt + sector * 4);
  setU32At(bytes, fatAt + sector * 4, 0);
  return bytes;
}

/** The root's first child made its own right sibling. */
function withLoopingDirectory(doc: Uint8Array): Uint8Array {
  const bytes = doc.slice();
  const directoryAt = (u32At(bytes, 0x30) + 1) * 512;
  const child = u32At(bytes, directoryAt + 0x4c);
  setU32At(bytes, directoryAt + child * 128 + 0x48, child);
  return bytes;
}

function withFib(doc: Uint8Array, change: (fibAt: number, view: DataView) => void): Uint8Array {
  const bytes = doc.slice();
  change(WORD_DOCUMENT_FILE_OFFSET, new DataView(bytes.buffer));
  return bytes;
}

describe('extractDocText reads Word 97-2003 files', () => {
  it('reads a compressed (cp1252) piece, paragraph marks becoming newlines', async () => {
    const text = 'Jane Doe\nFinancial Analyst\nSalary expectation: £45,000 – £50,000 “negotiable”';
    const doc = makeDoc([{ text, encoding: 'cp1252' }]);

    // One byte a character: "£" is 0xA3 and "–" 0x96 in the stream.
    expect(contains(doc, new Uint8Array([0xa3, 0x34, 0x35]))).toBe(true);
    expect(contains(doc, new Uint8Array([0x20, 0x96, 0x20]))).toBe(true);
    expect(await extractDocText(doc)).toBe(text);
  });

  it('reads a UTF-16 piece between compressed ones', async () => {
    const unicode = 'Managed a €2m budget – Łódź office, £ reporting\n';
    const doc = makeDoc([
      { text: 'Jane Doe\nExperience\n', encoding: 'cp1252' },
      { text: unicode, encoding: 'utf16' },
      { text: 'References on request', encoding: 'cp1252' },
    ]);

    expect(contains(doc, utf16le('€2m budget – Łódź office, £'))).toBe(true);
    expect(await extractDocText(doc)).toBe(
      'Jane Doe\nExperience\nManaged a €2m budget – Łódź office, £ reporting\nReferences on request',
    );
  });

  it('finds the tables in 0Table as well as 1Table', async () => {
    for (const tableStream of ['0Table', '1Table'] as const) {
      const doc = makeDoc('Risk Analyst\nLondon', { tableStream });
      expect(await extractDocText(doc)).toBe('Risk Analyst\nLondon');
    }
  });

  it('keeps field results and drops field codes, nested fields included', async () => {
    const doc = makeDoc(
      'Email: \x13 HYPERLINK "mailto:jane@example.com" \x14jane@example.com\x15\n' +
        'See \x13 HYPERLINK "https://example.com" \x14my portfolio (page \x13 PAGE \x141\x15)\x15 online',
    );
    expect(await extractDocText(doc)).toBe(
      'Email: jane@example.com\nSee my portfolio (page 1) online',
    );
  });

  it('turns special characters into plain text and drops symbol-font glyphs', async () => {
    const doc = makeDoc([
      { text: 'Co\x1eoperative bank; analy\x1fsis\x0bSecond line\n', encoding: 'cp1252' },
      { text: '\uf0b7\tExcel modelling\u00a0and VBA', encoding: 'utf16' },
    ]);
    expect(await extractDocText(doc)).toBe(
      'Co-operative bank; analysis\nSecond line\n\tExcel modelling and VBA',
    );
  });

  it('reads a long document across many sectors and formatting pages', async () => {
    const lines = Array.from({ length: 400 }, (_, i) => `Achievement ${i + 1}: cut costs by ${i}%`);
    const doc = makeDoc(lines.join('\n'));
    expect(doc.length).toBeGreaterThan(16 * 1024);
    expect(await extractDocText(doc)).toBe(lines.join('\n'));
  });

  it('makes table cells tab-separated and rows lines', () => {
    const codes = Uint16Array.from('Skill\x07Level\x07\x07Excel\x07Expert\x07\x07', (char) =>
      char.charCodeAt(0),
    );
    expect(wordCharactersToText(codes)).toBe('Skill\tLevel\t\nExcel\tExpert\t\n');
  });

  const cvText = 'Jane Doe\nFinancial Analyst with five years in equity research.';
  const unreadable: [string, () => Uint8Array][] = [
    [
      'an OLE header followed by garbage',
      () => {
        const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
        bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
        return bytes;
      },
    ],
    ['a sector chain that loops', () => withLoopingChain(makeDoc(cvText))],
    ['a directory tree that loops', () => withLoopingDirectory(makeDoc(cvText))],
    [
      'a text length beyond the piece table',
      () =>
        withFib(makeDoc(cvText), (at, view) =>
          view.setUint32(at + FIB_OFFSETS.ccpText, 2 ** 31, true),
        ),
    ],
    [
      'an encrypted document',
      () =>
        withFib(makeDoc(cvText), (at, view) => {
          const flags = view.getUint16(at + FIB_OFFSETS.flags, true);
          view.setUint16(at + FIB_OFFSETS.flags, flags | 0x0100, true);
        }),
    ],
    [
      'a WordDocument stream without a Word FIB',
      () =>
        withFib(makeDoc(cvText), (at, view) => view.setUint16(at + FIB_OFFSETS.wIdent, 0, true)),
    ],
  ];

  it.each(unreadable)('refuses %s with a message a person can act on', async (_, make) => {
    const error = await failure(extractDocText(make()));
    expect(error).toMatchObject({ statusCode: 422, code: 'unreadable-doc' });
    expect(error.message).toBe(
      'This Word file could not be read. Please save it as .docx or PDF and try again.',
    );
  });

  const soffice = ['soffice', 'libreoffice'].find(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0,
  );

  it.skipIf(!soffice)(
    'gives the same text as LibreOffice for the generated files',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'finsim-doc-'));
      try {
        const samples = {
          compressed: makeDoc('Jane Doe\nSalary expectation: £45,000 – £50,000 “negotiable”'),
          mixed: makeDoc(
            [
              { text: 'Jane Doe\n', encoding: 'cp1252' },
              { text: 'Managed a €2m budget – Łódź office\n', encoding: 'utf16' },
              { text: 'References on request', encoding: 'cp1252' },
            ],
            { tableStream: '0Table' },
          ),
          field: makeDoc(
            'Email: \x13 HYPERLINK "mailto:jane@example.com" \x14jane@example.com\x15',
          ),
        };
        for (const [name, bytes] of Object.entries(samples)) {
          writeFileSync(join(dir, `${name}.doc`), bytes);
        }
        const result = spawnSync(
          soffice!,
          [
            `-env:UserInstallation=file://${join(dir, 'profile')}`,
            '--headless',
            '--convert-to',
            'txt:Text (encoded):UTF8',
            '--outdir',
            dir,
            ...Object.keys(samples).map((name) => join(dir, `${name}.doc`)),
          ],
          { encoding: 'utf8', timeout: 120_000 },
        );
        expect(result.status).toBe(0);
        for (const [name, bytes] of Object.entries(samples)) {
          const libreOffice = readFileSync(join(dir, `${name}.txt`), 'utf8')
            .replace(/^\uFEFF/, '')
            .replace(/\r\n/g, '\n')
            .trim();
          expect(await extractDocText(bytes), name).toBe(libreOffice);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

describe('sniffResumeKind decides by content, not name', () => {
  it('knows a PDF by its header', () => {
    expect(sniffResumeKind(ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< >>\nendobj\n'))).toBe(
      'pdf',
    );
  });

  it('knows a DOCX by the Word part in its ZIP, and refuses other ZIPs', () => {
    const docx = makeZip({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
      'word/document.xml':
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body></w:document>',
    });
    const workbook = makeZip({ 'xl/workbook.xml': '<workbook/>', 'word.txt': 'not word' });

    expect(sniffResumeKind(docx)).toBe('docx');
    expect(sniffResumeKind(workbook)).toBeNull();
  });

  it('knows a Word 97 file, and a damaged one, by its compound file', () => {
    const garbage = new Uint8Array(2048).fill(0x5a);
    garbage.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

    expect(sniffResumeKind(makeDoc('Jane Doe'))).toBe('doc');
    expect(sniffResumeKind(garbage)).toBe('doc');
  });

  it('refuses a compound file that is not a Word document (a spreadsheet)', () => {
    const workbook = makeCompoundFile([{ name: 'Workbook', data: new Uint8Array(600).fill(1) }]);
    expect(sniffResumeKind(workbook)).toBeNull();
  });

  it('refuses a Linux executable named cv.doc', async () => {
    const handle = await open(process.execPath, 'r');
    const head = new Uint8Array(64 * 1024);
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    expect(Array.from(head.subarray(0, 4))).toEqual([0x7f, 0x45, 0x4c, 0x46]);

    expect(sniffResumeKind(head)).toBeNull();
    const error = await failure(extractResumeText(head, 'cv.doc'));
    expect(error).toMatchObject({ statusCode: 415, code: 'unsupported-file' });
    expect(error.message).toBe('Please upload a PDF, Word document, or text file');
  });

  it('refuses a Windows executable and images', () => {
    const exe = new Uint8Array(256);
    exe.set(ascii('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'));
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00,
    ]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

    expect(sniffResumeKind(exe)).toBeNull();
    expect(sniffResumeKind(png)).toBeNull();
    expect(sniffResumeKind(jpeg)).toBeNull();
  });

  it('accepts UTF-8 and BOM-marked UTF-16 text, and refuses binary noise', () => {
    const text = 'Jane Doe\r\nAnalyst — FX options, £2bn book\r\n';
    const noise = new Uint8Array(400).map((_, i) => (i % 31) + 1);

    expect(sniffResumeKind(new TextEncoder().encode(text))).toBe('txt');
    expect(sniffResumeKind(new Uint8Array([0xff, 0xfe, ...utf16le(text)]))).toBe('txt');
    expect(sniffResumeKind(noise)).toBeNull();
  });

  it('refuses RTF, whose text is markup', () => {
    expect(sniffResumeKind(ascii('{\\rtf1\\ansi\\deff0 {\\fonttbl}Jane Doe\\par}'))).toBeNull();
  });
});

describe('extractResumeText', () => {
  it('returns the kind and text of a .doc and of a text file', async () => {
    await expect(extractResumeText(makeDoc('Jane Doe\nAnalyst'), 'cv.doc')).resolves.toEqual({
      kind: 'doc',
      text: 'Jane Doe\nAnalyst',
    });
    const text = new TextEncoder().encode(
      '\uFEFFJane Doe  \r\n\r\n\r\n\r\nAnalyst — £2bn book\r\n',
    );
    await expect(extractResumeText(text, 'cv.txt')).resolves.toEqual({
      kind: 'txt',
      text: 'Jane Doe\n\nAnalyst — £2bn book',
    });
    const utf16 = new Uint8Array([0xfe, 0xff, ...Buffer.from('Jane Doe', 'utf16le').swap16()]);
    await expect(extractResumeText(utf16, 'cv.txt')).resolves.toEqual({
      kind: 'txt',
      text: 'Jane Doe',
    });
  });

  it('answers no-text for an empty text file and an empty Word document', async () => {
    for (const bytes of [new Uint8Array(), new TextEncoder().encode(' \n\t\n'), makeDoc('')]) {
      const error = await failure(extractResumeText(bytes, 'cv'));
      expect(error).toMatchObject({ statusCode: 422, code: 'no-text' });
      expect(error.message).toBe(RESUME_MESSAGES.noText);
    }
  });

  it('sends PDF and DOCX back to the browser, which reads them', async () => {
    const pdf = ascii('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n');
    const docx = makeZip({ 'word/document.xml': '<w:document/>' });
    for (const bytes of [pdf, docx]) {
      const error = await failure(extractResumeText(bytes, 'cv.doc'));
      expect(error).toMatchObject({ statusCode: 422, code: 'read-in-browser' });
      expect(error.message).toBe(READ_IN_BROWSER_MESSAGE);
    }
  });

  it('asks for a new save of a damaged .doc or an RTF file named .doc', async () => {
    const damaged = new Uint8Array(4096).fill(0xee);
    damaged.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const rtf = ascii('{\\rtf1\\ansi Jane Doe\\par}');
    for (const bytes of [damaged, rtf]) {
      const error = await failure(extractResumeText(bytes, 'cv.doc'));
      expect(error).toMatchObject({ statusCode: 422, code: 'unreadable-doc' });
      expect(error.message).toBe(DOC_UNREADABLE_MESSAGE);
    }
  });

  it('refuses a file over the size limit before reading it', async () => {
    const error = await failure(extractResumeText(new Uint8Array(RESUME_MAX_BYTES + 1), 'cv.txt'));
    expect(error).toMatchObject({ statusCode: 413, message: RESUME_MESSAGES.size });
  });
});
