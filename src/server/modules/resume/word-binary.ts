import type { CompoundFile } from './compound-file.ts';

/**
 * The main document text of a Word 97-2003 binary file ([MS-DOC] 2.4.1 "Retrieving Text"): the
 * FIB names the table stream and the CLX in it, whose piece table maps character positions to
 * runs of 8-bit (compressed) or UTF-16 text in the WordDocument stream.
 *
 * Headers, footnotes, comments and text boxes are separate stories after the main document; a CV's
 * content is in the main document, and those stories would interleave out of reading order.
 */

/** Thrown for a compound file that does not hold a Word 97-2003 document we can read. */
export class WordFileError extends Error {
  override name = 'WordFileError';
}

const FIB_IDENT = 0xa5ec;
const FIRST_WORD_97_NFIB = 0x00c0;
const FC_CLX_INDEX = 33;
const CLXT_PRC = 0x01;
const CLXT_PCDT = 0x02;
const PCD_BYTES = 8;

/**
 * [MS-DOC] 2.4.1: compressed bytes are Windows-1252, except that the bytes this table leaves out
 * of 0x80-0x9F stand for themselves.
 */
const COMPRESSED_HIGH: Readonly<Record<number, number>> = {
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9f: 0x0178,
};

const FIELD_BEGIN = 0x13;
const FIELD_SEPARATOR = 0x14;
const FIELD_END = 0x15;
const CELL_MARK = 0x07;

function fail(reason: string): never {
  throw new WordFileError(reason);
}

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inside = (offset: number, length: number) =>
    offset >= 0 && length >= 0 && offset + length <= bytes.length;
  return {
    u16(offset: number) {
      if (!inside(offset, 2)) fail('read past the end of a stream');
      return view.getUint16(offset, true);
    },
    i16(offset: number) {
      if (!inside(offset, 2)) fail('read past the end of a stream');
      return view.getInt16(offset, true);
    },
    u32(offset: number) {
      if (!inside(offset, 4)) fail('read past the end of a stream');
      return view.getUint32(offset, true);
    },
    inside,
  };
}

interface Fib {
  tableStreamName: '0Table' | '1Table';
  ccpText: number;
  fcClx: number;
  lcbClx: number;
}

function readFib(wordDocument: Uint8Array): Fib {
  const r = reader(wordDocument);
  if (r.u16(0x00) !== FIB_IDENT) fail('not a Word document');
  if (r.u16(0x02) < FIRST_WORD_97_NFIB) fail('older than Word 97');
  const flags = r.u16(0x0a);
  if (flags & 0x0100) fail('encrypted');

  // FibBase is followed by three length-prefixed arrays; walking them by their counts keeps us
  // right for every Word version that lengthened them.
  const csw = r.u16(0x20);
  const cslwAt = 0x22 + csw * 2;
  const cslw = r.u16(cslwAt);
  const rgLwAt = cslwAt + 2;
  if (cslw < 4) fail('FIB has no text length');
  const ccpText = r.u32(rgLwAt + 3 * 4);
  const cbRgFcLcbAt = rgLwAt + cslw * 4;
  if (r.u16(cbRgFcLcbAt) <= FC_CLX_INDEX) fail('FIB has no piece table');
  const fcClxAt = cbRgFcLcbAt + 2 + FC_CLX_INDEX * 8;
  return {
    tableStreamName: flags & 0x0200 ? '1Table' : '0Table',
    ccpText,
    fcClx: r.u32(fcClxAt),
    lcbClx: r.u32(fcClxAt + 4),
  };
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  /** Byte offset of the piece's first character in the WordDocument stream. */
  offset: number;
  compressed: boolean;
}

function readPieces(table: Uint8Array, fcClx: number, lcbClx: number): Piece[] {
  const r = reader(table);
  if (lcbClx === 0 || !r.inside(fcClx, lcbClx)) fail('CLX outside the table stream');
  const end = fcClx + lcbClx;
  let at = fcClx;
  // Prcs carry formatting of fast-saved files; only the Pcdt after them matters for text.
  while (at < end && table[at] === CLXT_PRC) {
    const cbGrpprl = r.i16(at + 1);
    if (cbGrpprl < 0) fail('Prc size');
    at += 3 + cbGrpprl;
  }
  if (at >= end || table[at] !== CLXT_PCDT) fail('no Pcdt in the CLX');
  const lcb = r.u32(at + 1);
  const plcAt = at + 5;
  if (plcAt + lcb > end || lcb < 4 + PCD_BYTES || (lcb - 4) % (4 + PCD_BYTES) !== 0) {
    fail('PlcPcd size');
  }
  const count = (lcb - 4) / (4 + PCD_BYTES);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i += 1) {
    const cpStart = r.u32(plcAt + i * 4);
    const cpEnd = r.u32(plcAt + (i + 1) * 4);
    if (cpEnd <= cpStart || (i === 0 && cpStart !== 0)) fail('piece table positions');
    const fc = r.u32(plcAt + (count + 1) * 4 + i * PCD_BYTES + 2);
    const compressed = (fc & 0x40000000) !== 0;
    const fcValue = fc & 0x3fffffff;
    pieces.push({ cpStart, cpEnd, offset: compressed ? fcValue / 2 : fcValue, compressed });
  }
  return pieces;
}

/** The characters at [0, ccp) as UTF-16 code units, straight from the pieces. */
function pieceCharacters(wordDocument: Uint8Array, pieces: Piece[], ccp: number): Uint16Array {
  const lastCp = pieces[pieces.length - 1]!.cpEnd;
  // Every character takes at least a byte of the stream, which bounds what we allocate.
  if (ccp > lastCp || ccp > wordDocument.length) fail('text longer than its pieces');
  const r = reader(wordDocument);
  const view = new DataView(wordDocument.buffer, wordDocument.byteOffset, wordDocument.byteLength);
  const out = new Uint16Array(ccp);
  for (const piece of pieces) {
    const to = Math.min(piece.cpEnd, ccp);
    const count = to - piece.cpStart;
    if (count <= 0) break;
    if (piece.compressed) {
      if (!Number.isInteger(piece.offset) || !r.inside(piece.offset, count)) {
        fail('piece outside the WordDocument stream');
      }
      for (let i = 0; i < count; i += 1) {
        const byte = wordDocument[piece.offset + i]!;
        out[piece.cpStart + i] = COMPRESSED_HIGH[byte] ?? byte;
      }
    } else {
      if (!r.inside(piece.offset, count * 2)) fail('piece outside the WordDocument stream');
      for (let i = 0; i < count; i += 1) {
        out[piece.cpStart + i] = view.getUint16(piece.offset + i * 2, true);
      }
    }
  }
  return out;
}

/**
 * Word's special characters become plain text: paragraph marks, line, page and column breaks
 * become newlines; a table cell mark a tab, and the second mark that closes a row a newline. A
 * field keeps its result and loses its code (`HYPERLINK "mailto:…"`), nested fields included.
 * Object anchors and other control characters, and private-use glyphs of symbol fonts (bullets,
 * ticks), carry no words and are dropped.
 */
export function wordCharactersToText(codes: Uint16Array): string {
  // Written as little-endian bytes whatever the machine's byte order, for one native decode.
  const out = new Uint8Array(codes.length * 2);
  let length = 0;
  const fields: boolean[] = [];
  let inCode = 0;
  let previous = -1;
  for (let i = 0; i < codes.length; i += 1) {
    const code = codes[i]!;
    if (code === FIELD_BEGIN) {
      fields.push(true);
      inCode += 1;
      continue;
    }
    if (code === FIELD_SEPARATOR) {
      if (fields[fields.length - 1] === true) {
        fields[fields.length - 1] = false;
        inCode -= 1;
      }
      continue;
    }
    if (code === FIELD_END) {
      if (fields.pop() === true) inCode -= 1;
      continue;
    }
    if (inCode > 0) continue;
    let mapped: number | null;
    if (code === 0x0d || code === 0x0b || code === 0x0c || code === 0x0e) mapped = 0x0a;
    else if (code === CELL_MARK) mapped = previous === CELL_MARK ? 0x0a : 0x09;
    else if (code === 0x09) mapped = 0x09;
    else if (code === 0x1e) mapped = 0x2d;
    else if (code === 0xa0) mapped = 0x20;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) mapped = null;
    else if (code >= 0xf000 && code <= 0xf0ff) mapped = null;
    else mapped = code;
    previous = code;
    if (mapped !== null) {
      out[length++] = mapped & 0xff;
      out[length++] = mapped >>> 8;
    }
  }
  return new TextDecoder('utf-16le').decode(out.subarray(0, length));
}

/** The main document's text, with Word's special characters turned into plain text. */
export function readWordDocumentText(file: CompoundFile): string {
  const wordDocument = file.readStream('WordDocument');
  if (!wordDocument) fail('no WordDocument stream');
  const fib = readFib(wordDocument);
  const table = file.readStream(fib.tableStreamName);
  if (!table) fail(`no ${fib.tableStreamName} stream`);
  const pieces = readPieces(table, fib.fcClx, fib.lcbClx);
  return wordCharactersToText(pieceCharacters(wordDocument, pieces, fib.ccpText));
}
