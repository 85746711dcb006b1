import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../../../tests/support/make-pdf.ts';
import { rawPdfText } from './raw-pdf-text.ts';

const LINES = [
  'Priya Shah',
  'Credit Analyst (Lending), Northbank, 2021 - Present',
  'Built cash-flow forecasts for 40 borrowers \\ tested covenants',
];

const pdfWith = (content: string, filter = '') => {
  const stream = filter ? deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(`%PDF-1.4\n5 0 obj\n<< /Length ${stream.length}${filter} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]),
  );
};

describe('rawPdfText', () => {
  it('reads the lines of a plain content stream, brackets and backslashes included', async () => {
    expect(await rawPdfText(new Uint8Array(makePdf(LINES)))).toBe(LINES.join('\n'));
  });

  it('inflates a compressed content stream', async () => {
    expect(await rawPdfText(new Uint8Array(makePdf(LINES, { compress: true })))).toBe(
      LINES.join('\n'),
    );
  });

  it('reads a file whose cross-reference table is broken', async () => {
    expect(await rawPdfText(new Uint8Array(makePdf(LINES, { breakXref: true })))).toContain(
      'Priya Shah',
    );
  });

  it('joins TJ arrays, spacing words where the gap is wide, and reads octal and hex strings', async () => {
    const text = await rawPdfText(
      pdfWith(
        'BT /F1 10 Tf 0 0 Td [(Fin) 20 (ancial) -250 (model)] TJ 0 -14 Td (\\243120m) Tj T* <457863656C> Tj ET',
        ' /Filter /FlateDecode',
      ),
    );
    expect(text).toBe('Financial model\n£120m\nExcel');
  });

  it('drops streams that are not text and says nothing for a file without any', async () => {
    expect(await rawPdfText(pdfWith('(\u0001\u0002\u0003\u00fe\u00ff\u0080\u0081) Tj'))).toBe('');
    expect(await rawPdfText(new TextEncoder().encode('not a pdf at all'))).toBe('');
    expect(await rawPdfText(pdfWith('garbage', ' /Filter /FlateDecode'))).toBe('');
  });
});
