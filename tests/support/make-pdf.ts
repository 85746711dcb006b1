import { deflateSync } from 'node:zlib';

/**
 * A small valid PDF with one A4 page showing `lines` in Helvetica, written by hand: a catalogue,
 * a page tree, a page, a font and a content stream, with an exact cross-reference table.
 * `compress` deflates the content stream, as most real PDFs do; `breakXref` writes wrong offsets
 * and no trailer, as a damaged download would have.
 */
export function makePdf(
  lines: readonly string[],
  { compress = false, breakXref = false }: { compress?: boolean; breakXref?: boolean } = {},
): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = Buffer.from(
    [
      'BT',
      '/F1 11 Tf',
      '14 TL',
      '56 780 Td',
      ...lines.map((line) => `(${escape(line)}) Tj T*`),
      'ET',
    ].join('\n'),
    'latin1',
  );
  const stream = compress ? deflateSync(content) : content;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Length ${stream.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
      ),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xrefAt = length;
  if (breakXref) {
    parts.push(Buffer.from('xref\n0 6\n0000000000 65535 f \n0000000999 00000 n \n%%EOF\n'));
  } else {
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
    parts.push(
      Buffer.from(
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
          `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      ),
    );
  }
  return Buffer.concat(parts);
}
