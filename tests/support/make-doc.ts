/**
 * Builds genuine Word 97 binary documents ([MS-DOC], nFib 0x00C1) inside OLE2 compound files
 * ([MS-CFB] version 3) for tests, so the `.doc` reader is tested on real files made on the spot
 * rather than on committed binaries.
 *
 * Beside the text and its piece table the file holds what [MS-DOC] requires of every document,
 * so Word or LibreOffice can open it (LibreOffice 7.4 reads these files to the same text): a
 * stylesheet (Normal and Default Paragraph Font), one font, one section with its properties,
 * paragraph and character formatting pages (FKPs; field characters carry sprmCFSpec, as Word
 * writes them), document properties, the associated-strings table and, when the text has fields,
 * their PlcFld. Tables, headers and pictures are not written.
 */

export interface DocPiece {
  text: string;
  /** 'cp1252' writes a compressed (8-bit) piece, 'utf16' a Unicode one. */
  encoding: 'cp1252' | 'utf16';
}

export interface MakeDocOptions {
  /** Which table stream holds the CLX and the rest of the tables (FibBase.fWhichTblStm). */
  tableStream?: '0Table' | '1Table';
}

/** The WordDocument stream is the first stream written, so it starts at sector 0. */
export const WORD_DOCUMENT_FILE_OFFSET = 512;
/** Offsets in the FIB that tests corrupt on purpose. */
export const FIB_OFFSETS = { wIdent: 0x00, flags: 0x0a, ccpText: 0x4c } as const;

const SECTOR = 512;
const MINI_SECTOR = 64;
const MINI_STREAM_CUTOFF = 4096;
const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;
/** {00020906-0000-0000-C000-000000000046}, Word.Document.8, in its on-disk byte order. */
const WORD_DOCUMENT_CLSID = [
  0x06, 0x09, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46,
];

/** A growable little-endian byte buffer. */
class Bytes {
  private data = new Uint8Array(1024);
  private size = 0;

  get length() {
    return this.size;
  }

  private ensure(size: number) {
    if (size <= this.data.length) return;
    const grown = new Uint8Array(Math.max(size, this.data.length * 2));
    grown.set(this.data);
    this.data = grown;
  }
  u8(value: number) {
    this.ensure(this.length + 1);
    this.data[this.size++] = value & 0xff;
    return this;
  }
  u16(value: number) {
    return this.u8(value).u8(value >>> 8);
  }
  u32(value: number) {
    return this.u16(value & 0xffff).u16(value >>> 16);
  }
  bytes(values: ArrayLike<number>) {
    for (let i = 0; i < values.length; i += 1) this.u8(values[i]!);
    return this;
  }
  zeros(count: number) {
    this.ensure(this.size + count);
    this.size += count;
    return this;
  }
  padTo(multiple: number) {
    return this.zeros((multiple - (this.length % multiple)) % multiple);
  }
  setU16(at: number, value: number) {
    this.data[at] = value & 0xff;
    this.data[at + 1] = (value >>> 8) & 0xff;
  }
  done() {
    return this.data.slice(0, this.size);
  }
}

// ---------------------------------------------------------------------------------------------
// The compound file
// ---------------------------------------------------------------------------------------------

export interface CompoundStream {
  name: string;
  data: Uint8Array;
}

/** [MS-CFB] 2.6.4: siblings are ordered by name length, then by upper-cased name. */
function compareNames(a: string, b: string) {
  if (a.length !== b.length) return a.length - b.length;
  const upperA = a.toUpperCase();
  const upperB = b.toUpperCase();
  return upperA < upperB ? -1 : upperA > upperB ? 1 : 0;
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors) with the given streams under the root;
 * streams under 4096 bytes go in the mini stream, as [MS-CFB] requires.
 */
export function makeCompoundFile(
  streams: readonly CompoundStream[],
  rootClsid: readonly number[] = new Array(16).fill(0),
): Uint8Array {
  const big = streams.filter((stream) => stream.data.length >= MINI_STREAM_CUTOFF);
  const small = streams.filter((stream) => stream.data.length < MINI_STREAM_CUTOFF);

  const miniStream = new Bytes();
  const miniFat: number[] = [];
  const miniStart = new Map<CompoundStream, number>();
  for (const stream of small) {
    const count = Math.ceil(stream.data.length / MINI_SECTOR);
    if (count === 0) continue;
    const first = miniFat.length;
    miniStart.set(stream, first);
    for (let i = 0; i < count; i += 1) miniFat.push(i === count - 1 ? END_OF_CHAIN : first + i + 1);
    miniStream.bytes(stream.data).padTo(MINI_SECTOR);
  }

  // Sectors in order: big streams, the mini stream, the mini FAT, the directory, the FAT.
  const sectors: Uint8Array[] = [];
  const fat: number[] = [];
  const place = (data: Uint8Array): number => {
    const count = Math.ceil(data.length / SECTOR);
    if (count === 0) return END_OF_CHAIN;
    const first = sectors.length;
    for (let i = 0; i < count; i += 1) {
      const sector = new Uint8Array(SECTOR);
      sector.set(data.subarray(i * SECTOR, (i + 1) * SECTOR));
      sectors.push(sector);
      fat.push(i === count - 1 ? END_OF_CHAIN : first + i + 1);
    }
    return first;
  };
  const bigStart = new Map(big.map((stream) => [stream, place(stream.data)]));
  const miniStreamData = miniStream.done();
  const miniStreamStart = place(miniStreamData);
  const miniFatBytes = new Bytes();
  for (const entry of miniFat) miniFatBytes.u32(entry);
  if (miniFat.length > 0) miniFatBytes.padTo(SECTOR);
  for (let i = miniFat.length; i % (SECTOR / 4) !== 0; i += 1) miniFatBytes.u32(FREE_SECTOR);
  const miniFatStart = place(miniFatBytes.done());
  const miniFatSectors = Math.ceil(miniFatBytes.length / SECTOR);

  // The directory: the root, then the streams as a balanced red-black tree of siblings.
  const sorted = [...streams].sort((a, b) => compareNames(a.name, b.name));
  const ids = new Map(sorted.map((stream, i) => [stream, i + 1]));
  interface Node {
    left: number;
    right: number;
    depth: number;
  }
  const nodes = new Map<CompoundStream, Node>();
  let deepest = 0;
  const build = (from: number, to: number, depth: number): number => {
    if (from > to) return NO_STREAM;
    const middle = Math.floor((from + to) / 2);
    const stream = sorted[middle]!;
    deepest = Math.max(deepest, depth);
    nodes.set(stream, {
      left: build(from, middle - 1, depth + 1),
      right: build(middle + 1, to, depth + 1),
      depth,
    });
    return ids.get(stream)!;
  };
  const rootChild = build(0, sorted.length - 1, 0);
  const directory = new Bytes();
  const writeEntry = (
    name: string,
    type: number,
    black: boolean,
    links: [number, number, number],
    clsid: readonly number[],
    start: number,
    size: number,
  ) => {
    for (const char of name) directory.u16(char.charCodeAt(0));
    directory.zeros(64 - name.length * 2);
    directory.u16(name.length === 0 ? 0 : (name.length + 1) * 2);
    directory.u8(type).u8(black ? 1 : 0);
    directory.u32(links[0]).u32(links[1]).u32(links[2]);
    directory.bytes(clsid).u32(0).zeros(16);
    directory.u32(start).u32(size).u32(0);
  };
  writeEntry(
    'Root Entry',
    5,
    true,
    [NO_STREAM, NO_STREAM, rootChild],
    rootClsid,
    miniStreamData.length === 0 ? END_OF_CHAIN : miniStreamStart,
    miniStreamData.length,
  );
  for (const stream of sorted) {
    const node = nodes.get(stream)!;
    // Only the deepest level is red, which keeps every path's black count equal.
    const black = !(node.depth === deepest && deepest > 0);
    const start =
      stream.data.length >= MINI_STREAM_CUTOFF
        ? bigStart.get(stream)!
        : (miniStart.get(stream) ?? END_OF_CHAIN);
    writeEntry(
      stream.name,
      2,
      black,
      [node.left, node.right, NO_STREAM],
      new Array(16).fill(0),
      start,
      stream.data.length,
    );
  }
  while (directory.length % SECTOR !== 0) {
    writeEntry('', 0, false, [NO_STREAM, NO_STREAM, NO_STREAM], new Array(16).fill(0), 0, 0);
  }
  const directoryStart = place(directory.done());

  let fatSectors = 0;
  while (fatSectors * (SECTOR / 4) < sectors.length + fatSectors) fatSectors += 1;
  if (fatSectors > 109) throw new Error('make-doc writes no DIFAT sectors; keep test files small');
  const fatStart = sectors.length;
  for (let i = 0; i < fatSectors; i += 1) fat.push(FAT_SECTOR);
  const fatBytes = new Bytes();
  for (const entry of fat) fatBytes.u32(entry);
  while (fatBytes.length < fatSectors * SECTOR) fatBytes.u32(FREE_SECTOR);
  const fatData = fatBytes.done();
  for (let i = 0; i < fatSectors; i += 1) sectors.push(fatData.slice(i * SECTOR, (i + 1) * SECTOR));

  const header = new Bytes();
  header.bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).zeros(16);
  header.u16(0x003e).u16(0x0003).u16(0xfffe).u16(9).u16(6).zeros(6);
  header.u32(0).u32(fatSectors).u32(directoryStart).u32(0).u32(MINI_STREAM_CUTOFF);
  header.u32(miniFatSectors === 0 ? END_OF_CHAIN : miniFatStart).u32(miniFatSectors);
  header.u32(END_OF_CHAIN).u32(0);
  for (let i = 0; i < 109; i += 1) header.u32(i < fatSectors ? fatStart + i : FREE_SECTOR);

  const file = new Bytes().bytes(header.done());
  for (const sector of sectors) file.bytes(sector);
  return file.done();
}

// ---------------------------------------------------------------------------------------------
// The Word document
// ---------------------------------------------------------------------------------------------

const CP1252_HIGH: Record<string, number> = {
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u02c6': 0x88,
  '\u2030': 0x89,
  '\u0160': 0x8a,
  '\u2039': 0x8b,
  '\u0152': 0x8c,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u02dc': 0x98,
  '\u2122': 0x99,
  '\u0161': 0x9a,
  '\u203a': 0x9b,
  '\u0153': 0x9c,
  '\u0178': 0x9f,
};

function compressed(char: string): number | null {
  const code = char.charCodeAt(0);
  const high = CP1252_HIGH[char];
  if (high !== undefined) return high;
  return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : null;
}

function compress(char: string): number {
  const byte = compressed(char);
  if (byte === null) {
    throw new Error(`make-doc: "${char}" has no compressed (cp1252) form; use a utf16 piece`);
  }
  return byte;
}

/** [MS-DOC] 2.9.74 flt values of the field types tests use. */
const FIELD_TYPES: Record<string, number> = { HYPERLINK: 0x58, PAGE: 0x21 };

/** A PlcFld for the fields in `text`: every begin, separator and end character with its Fld. */
function fieldPlc(text: string): Uint8Array | null {
  const cps: number[] = [];
  const flds: [number, number][] = [];
  const open: { index: number; hasSeparator: boolean }[] = [];
  for (let cp = 0; cp < text.length; cp += 1) {
    const code = text.charCodeAt(cp);
    if (code === 0x13) {
      const instruction = /^\s*([A-Z]+)/.exec(text.slice(cp + 1))?.[1] ?? '';
      const flt = FIELD_TYPES[instruction];
      if (flt === undefined) throw new Error(`make-doc: no flt for field "${instruction}"`);
      open.push({ index: flds.length, hasSeparator: false });
      cps.push(cp);
      flds.push([0x13, flt]);
    } else if (code === 0x14) {
      open[open.length - 1]!.hasSeparator = true;
      cps.push(cp);
      flds.push([0x14, 0]);
    } else if (code === 0x15) {
      const field = open.pop()!;
      // grffldEnd: fNested (0x40) when inside another field, fHasSep (0x80) when it has a result.
      cps.push(cp);
      flds.push([0x15, (open.length > 0 ? 0x40 : 0) | (field.hasSeparator ? 0x80 : 0)]);
    }
  }
  if (cps.length === 0) return null;
  const plc = new Bytes();
  for (const cp of cps) plc.u32(cp);
  plc.u32(text.length);
  for (const [ch, flags] of flds) plc.u8(ch).u8(flags);
  return plc.done();
}

function xstz(text: string, out: Bytes) {
  out.u16(text.length);
  for (const char of text) out.u16(char.charCodeAt(0));
  out.u16(0);
}

/** STSH: Word 97's 18-byte STSHI, then the 15 fixed-index styles, two of them defined. */
function stylesheet(): Uint8Array {
  const style = (sti: number, stk: 1 | 2, istdNext: number, name: string) => {
    const std = new Bytes();
    std
      .u16(sti)
      .u16((0x0fff << 4) | stk)
      .u16((istdNext << 4) | (stk === 1 ? 2 : 1));
    std.u16(0).u16(0); // bchUpe (set below), grfstd
    xstz(name, std);
    if (stk === 1) std.u16(2).u16(0); // UpxPapx: istd 0, no sprms
    std.u16(0); // UpxChpx: no sprms
    std.setU16(6, std.length);
    return std.done();
  };
  const styles = new Map([
    [0, style(0, 1, 0, 'Normal')],
    [10, style(65, 2, 10, 'Default Paragraph Font')],
  ]);
  const out = new Bytes();
  out.u16(18);
  out.u16(15).u16(0x000a).u16(0x0001).u16(66).u16(15).u16(0).u16(0).u16(0).u16(0);
  for (let istd = 0; istd < 15; istd += 1) {
    const std = styles.get(istd);
    out.u16(std?.length ?? 0);
    if (std) out.bytes(std);
  }
  return out.done();
}

/** SttbfFfn with one font, Times New Roman, which the stylesheet's ftcAsci 0 names. */
function fontTable(): Uint8Array {
  const ffn = new Bytes();
  ffn.u8(0x16); // ffid: variable pitch, TrueType, roman family
  ffn.u16(400).u8(0).u8(0);
  ffn.bytes([0x02, 0x02, 0x06, 0x03, 0x05, 0x04, 0x05, 0x02, 0x03, 0x04]);
  ffn.u32(0x00000003).zeros(12).u32(0x00000001).u32(0); // FONTSIGNATURE: Latin
  for (const char of 'Times New Roman') ffn.u16(char.charCodeAt(0));
  ffn.u16(0);
  const data = ffn.done();
  return new Bytes().u16(1).u16(0).u8(data.length).bytes(data).done();
}

/** Dop97 (500 bytes): widow control, footnotes numbered from 1, half-inch default tabs. */
function documentProperties(): Uint8Array {
  const dop = new Bytes().zeros(500);
  dop.setU16(0x00, 0x0002);
  dop.setU16(0x02, 1 << 2);
  dop.setU16(0x0a, 720);
  return dop.done();
}

/** SttbfAssoc: the 18 associated strings (template, title, author…), all empty. */
function associatedStrings(): Uint8Array {
  const out = new Bytes().u16(0xffff).u16(0x12).u16(0);
  for (let i = 0; i < 0x12; i += 1) out.u16(0);
  return out.done();
}

/** Sepx for an A4 page with one-inch margins. */
function sectionProperties(): Uint8Array {
  const grpprl = new Bytes();
  grpprl.u16(0xb01f).u16(11906); // sprmSXaPage
  grpprl.u16(0xb020).u16(16838); // sprmSYaPage
  grpprl.u16(0xb021).u16(1440); // sprmSDxaLeft
  grpprl.u16(0xb022).u16(1440); // sprmSDxaRight
  grpprl.u16(0x9023).u16(1440); // sprmSDyaTop
  grpprl.u16(0x9024).u16(1440); // sprmSDyaBottom
  const data = grpprl.done();
  return new Bytes().u16(data.length).bytes(data).done();
}

/** A PapxFkp: each run one paragraph, all Normal style, left aligned. */
function paragraphPage(fcs: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(SECTOR);
  const view = new DataView(bytes.buffer);
  const runs = fcs.length - 1;
  fcs.forEach((fc, i) => view.setUint32(i * 4, fc, true));
  // One PapxInFkp shared by every run: cb 3, so 5 bytes of GrpPrlAndIstd follow: istd 0 and
  // sprmPJc80 (0x2403) with operand 0, left alignment.
  const papxAt = 500;
  bytes.set([0x03, 0x00, 0x00, 0x03, 0x24, 0x00], papxAt);
  // Each BxPap is the PAPX's offset in 2-byte words, then 12 bytes of PHE left zero.
  for (let i = 0; i < runs; i += 1) bytes[(runs + 1) * 4 + i * 13] = papxAt / 2;
  bytes[511] = runs;
  return bytes;
}

interface CharacterRun {
  fcStart: number;
  fcEnd: number;
  /** Field characters carry sprmCFSpec: Word marks every special character so. */
  special: boolean;
}

/** A ChpxFkp: default properties, or the one CHPX holding sprmCFSpec for special runs. */
function characterPage(runs: readonly CharacterRun[]): Uint8Array {
  const bytes = new Uint8Array(SECTOR);
  const view = new DataView(bytes.buffer);
  runs.forEach((run, i) => view.setUint32(i * 4, run.fcStart, true));
  view.setUint32(runs.length * 4, runs[runs.length - 1]!.fcEnd, true);
  const chpxAt = 504;
  bytes.set([0x03, 0x55, 0x08, 0x01], chpxAt); // cb 3: sprmCFSpec (0x0855) = 1
  runs.forEach((run, i) => (bytes[(runs.length + 1) * 4 + i] = run.special ? chpxAt / 2 : 0));
  bytes[511] = runs.length;
  return bytes;
}

const RUNS_PER_PAGE = 99;
const PARAGRAPHS_PER_PAGE = 29;

/**
 * A Word 97 document holding `content`: a string (its own piece, compressed when cp1252 can
 * hold it) or pieces. `\n` is a paragraph; the document ends with a paragraph mark as [MS-DOC]
 * requires. Field characters (\x13 \x14 \x15) may be used and get their PlcFld.
 */
export function makeDoc(
  content: string | readonly DocPiece[],
  options: MakeDocOptions = {},
): Uint8Array {
  const pieces: DocPiece[] =
    typeof content === 'string'
      ? [
          {
            text: content,
            encoding: [...content].every((char) => compressed(char) !== null) ? 'cp1252' : 'utf16',
          },
        ]
      : content.map((piece) => ({ ...piece }));
  if (pieces.length === 0) pieces.push({ text: '', encoding: 'cp1252' });
  for (const piece of pieces) piece.text = piece.text.replace(/\n/g, '\r');
  const last = pieces[pieces.length - 1]!;
  if (
    !pieces
      .map((piece) => piece.text)
      .join('')
      .endsWith('\r')
  )
    last.text += '\r';
  const text = pieces.map((piece) => piece.text).join('');
  const tableStream = options.tableStream ?? '1Table';

  // WordDocument: the FIB, the text, the Sepx, then the formatting pages on 512-byte bounds.
  const FIB_BYTES = 0x384;
  const TEXT_START = 0x400;
  const word = new Bytes().zeros(TEXT_START);
  const placed: { cpStart: number; cpEnd: number; offset: number; compressed: boolean }[] = [];
  const paragraphEnds: number[] = [];
  const runs: CharacterRun[] = [];
  let cp = 0;
  for (const piece of pieces) {
    const compressed = piece.encoding === 'cp1252';
    if (!compressed) word.padTo(2);
    const offset = word.length;
    for (const char of piece.text) {
      const fcStart = word.length;
      if (compressed) word.u8(compress(char));
      else word.u16(char.charCodeAt(0));
      if (char === '\r') paragraphEnds.push(word.length);
      const special = char >= '\x13' && char <= '\x15';
      const run = runs[runs.length - 1];
      // Alignment padding between pieces joins the run before it.
      if (run) run.fcEnd = fcStart;
      if (run && run.special === special && !special) run.fcEnd = word.length;
      else runs.push({ fcStart, fcEnd: word.length, special });
    }
    placed.push({ cpStart: cp, cpEnd: cp + piece.text.length, offset, compressed });
    cp += piece.text.length;
  }
  const textEnd = word.length;
  word.padTo(2);
  const sepxAt = word.length;
  word.bytes(sectionProperties());
  word.padTo(SECTOR);
  const chpxPages: { pn: number; fcFirst: number }[] = [];
  for (let first = 0; first < runs.length; first += RUNS_PER_PAGE) {
    const pageRuns = runs.slice(first, first + RUNS_PER_PAGE);
    chpxPages.push({ pn: word.length / SECTOR, fcFirst: pageRuns[0]!.fcStart });
    word.bytes(characterPage(pageRuns));
  }
  const paragraphFcs = [TEXT_START, ...paragraphEnds];
  const papxPages: { pn: number; fcFirst: number }[] = [];
  for (let first = 0; first < paragraphFcs.length - 1; first += PARAGRAPHS_PER_PAGE) {
    const fcs = paragraphFcs.slice(first, first + PARAGRAPHS_PER_PAGE + 1);
    papxPages.push({ pn: word.length / SECTOR, fcFirst: fcs[0]! });
    word.bytes(paragraphPage(fcs));
  }
  // Streams under 4096 bytes would go to the mini stream; Word keeps WordDocument out of it.
  while (word.length < MINI_STREAM_CUTOFF) word.zeros(SECTOR);

  // The table stream.
  const table = new Bytes();
  const fcLcb = new Map<number, [number, number]>();
  const put = (index: number, data: Uint8Array | null) => {
    if (!data) return;
    fcLcb.set(index, [table.length, data.length]);
    table.bytes(data);
  };
  const styles = stylesheet();
  fcLcb.set(0, [0, styles.length]); // fcStshfOrig: the same stylesheet
  put(1, styles);
  put(6, new Bytes().u32(0).u32(text.length).u16(0).u32(sepxAt).u16(0).u32(0xffffffff).done());
  const binTable = (pages: { pn: number; fcFirst: number }[], fcLast: number) => {
    const plc = new Bytes();
    for (const page of pages) plc.u32(page.fcFirst);
    plc.u32(fcLast);
    for (const page of pages) plc.u32(page.pn);
    return plc.done();
  };
  put(12, binTable(chpxPages, textEnd));
  put(13, binTable(papxPages, paragraphFcs[paragraphFcs.length - 1]!));
  put(15, fontTable());
  put(16, fieldPlc(text));
  put(31, documentProperties());
  put(32, associatedStrings());
  const plcPcd = new Bytes();
  for (const piece of placed) plcPcd.u32(piece.cpStart);
  plcPcd.u32(text.length);
  for (const piece of placed) {
    const fc = piece.compressed ? (piece.offset * 2) | 0x40000000 : piece.offset;
    plcPcd.u16(0).u32(fc).u16(0);
  }
  const pcd = plcPcd.done();
  put(33, new Bytes().u8(0x02).u32(pcd.length).bytes(pcd).done());

  // The FIB.
  const fib = new Bytes();
  fib.u16(0xa5ec).u16(0x00c1).u16(0).u16(0x0809).u16(0);
  fib.u16(0x1000 | (tableStream === '1Table' ? 0x0200 : 0)); // fExtChar, fWhichTblStm
  fib.u16(0x00bf).u32(0).u8(0).u8(0).u16(0).u16(0);
  fib.u32(TEXT_START).u32(textEnd); // fcMin and fcMac, still read by old tools
  fib.u16(0x000e).zeros(26).u16(0x0809); // csw, FibRgW97 (lidFE last)
  fib.u16(0x0016); // cslw
  const lw = new Array<number>(22).fill(0);
  lw[0] = word.length; // cbMac
  lw[3] = text.length; // ccpText
  for (const value of lw) fib.u32(value);
  fib.u16(0x005d);
  for (let index = 0; index < 0x5d; index += 1) {
    const [fc, lcb] = fcLcb.get(index) ?? [0, 0];
    fib.u32(fc).u32(lcb);
  }
  fib.u16(0); // cswNew: nFib 0x00C1 has no FibRgCswNew
  const fibBytes = fib.done();
  if (fibBytes.length !== FIB_BYTES) throw new Error(`make-doc: FIB is ${fibBytes.length} bytes`);

  const wordDocument = word.done();
  wordDocument.set(fibBytes, 0);
  return makeCompoundFile(
    [
      { name: 'WordDocument', data: wordDocument },
      { name: tableStream, data: table.done() },
    ],
    WORD_DOCUMENT_CLSID,
  );
}
