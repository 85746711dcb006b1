/**
 * A reader of OLE2 compound files ([MS-CFB]), the container of Word 97-2003 `.doc` files.
 *
 * The bytes come from strangers, so every number read from the file is checked against the file
 * before it is used: sector chains are followed with a visited set (a chain that loops is refused
 * rather than followed for ever), the directory tree is walked without recursion, and no
 * allocation is larger than the file itself.
 */

export const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

/** Thrown for anything that is not a well-formed compound file. */
export class CompoundFileError extends Error {
  override name = 'CompoundFileError';
}

const HEADER_BYTES = 512;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;
const MINI_STREAM_CUTOFF = 4096;
const ENTRY_STREAM = 2;
const ENTRY_ROOT = 5;

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

export interface CompoundFile {
  /** The names of the streams directly under the root storage. */
  readonly streamNames: readonly string[];
  /** A stream under the root storage (names compare case-insensitively, as [MS-CFB] says), or null. */
  readStream(name: string): Uint8Array | null;
}

export function hasCompoundFileSignature(bytes: Uint8Array): boolean {
  return COMPOUND_FILE_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

function fail(reason: string): never {
  throw new CompoundFileError(reason);
}

export function openCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < HEADER_BYTES || !hasCompoundFileSignature(bytes)) {
    fail('not a compound file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (offset: number) => view.getUint16(offset, true);
  const u32 = (offset: number) => view.getUint32(offset, true);

  if (u16(0x1c) !== 0xfffe) fail('byte order mark');
  const major = u16(0x1a);
  const sectorShift = u16(0x1e);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) {
    fail('version and sector size');
  }
  if (u16(0x20) !== 6) fail('mini sector size');
  if (u32(0x38) !== MINI_STREAM_CUTOFF) fail('mini stream cutoff');
  const sectorSize = 1 << sectorShift;
  const miniSectorSize = 64;
  const entriesPerSector = sectorSize / 4;
  // A writer may leave the last sector short; it reads as zeros.
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) fail('no sectors');

  const sectorBytes = (sector: number): Uint8Array => {
    if (sector >= sectorCount) fail('sector outside the file');
    const start = (sector + 1) * sectorSize;
    const out = new Uint8Array(sectorSize);
    out.set(bytes.subarray(start, Math.min(start + sectorSize, bytes.length)));
    return out;
  };
  const sectorWords = (sector: number): Uint32Array => {
    const raw = sectorBytes(sector);
    const words = new Uint32Array(entriesPerSector);
    const sectorView = new DataView(raw.buffer);
    for (let i = 0; i < entriesPerSector; i += 1) words[i] = sectorView.getUint32(i * 4, true);
    return words;
  };

  // The DIFAT lists the sectors that hold the FAT: 109 in the header, the rest in a chain.
  const fatSectorCount = u32(0x2c);
  if (fatSectorCount > sectorCount) fail('FAT larger than the file');
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i += 1) {
    fatSectors.push(u32(0x4c + i * 4));
  }
  let difatSector = u32(0x44);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount) {
    if (difatSector > MAX_REGULAR_SECTOR || seenDifat.has(difatSector)) fail('DIFAT chain');
    seenDifat.add(difatSector);
    const words = sectorWords(difatSector);
    for (let i = 0; i < entriesPerSector - 1 && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(words[i]!);
    }
    difatSector = words[entriesPerSector - 1]!;
  }
  const fat = new Uint32Array(fatSectorCount * entriesPerSector);
  fatSectors.forEach((sector, i) => fat.set(sectorWords(sector), i * entriesPerSector));

  const chain = (table: Uint32Array, start: number, limit: number): number[] => {
    const sectors: number[] = [];
    const seen = new Uint8Array(limit);
    for (let sector = start; sector !== END_OF_CHAIN; sector = table[sector]!) {
      if (sector >= limit || sector >= table.length || seen[sector]) fail('sector chain');
      seen[sector] = 1;
      sectors.push(sector);
    }
    return sectors;
  };
  const readChain = (start: number, size?: number): Uint8Array => {
    const sectors = chain(fat, start, sectorCount);
    if (size !== undefined && sectors.length * sectorSize < size) {
      fail('stream shorter than its size');
    }
    const out = new Uint8Array(sectors.length * sectorSize);
    sectors.forEach((sector, i) => out.set(sectorBytes(sector), i * sectorSize));
    return size === undefined ? out : out.subarray(0, size);
  };

  const directoryBytes = readChain(u32(0x30));
  const directoryView = new DataView(
    directoryBytes.buffer,
    directoryBytes.byteOffset,
    directoryBytes.byteLength,
  );
  const entryCount = directoryBytes.length / DIRECTORY_ENTRY_BYTES;
  const entry = (index: number): DirectoryEntry => {
    if (index >= entryCount) fail('directory entry outside the directory');
    const at = index * DIRECTORY_ENTRY_BYTES;
    const nameBytes = directoryView.getUint16(at + 0x40, true);
    if (nameBytes > 64 || nameBytes % 2 !== 0) fail('directory entry name');
    const name = new TextDecoder('utf-16le').decode(
      directoryBytes.subarray(at, at + Math.max(0, nameBytes - 2)),
    );
    const sizeHigh = directoryView.getUint32(at + 0x7c, true);
    // Version 3 files may leave garbage in the high half of the size ([MS-CFB] 2.6.3).
    if (major === 4 && sizeHigh !== 0) fail('stream larger than 4 GB');
    return {
      name,
      type: directoryBytes[at + 0x42]!,
      left: directoryView.getUint32(at + 0x44, true),
      right: directoryView.getUint32(at + 0x48, true),
      child: directoryView.getUint32(at + 0x4c, true),
      start: directoryView.getUint32(at + 0x74, true),
      size: directoryView.getUint32(at + 0x78, true),
    };
  };

  const root = entry(0);
  if (root.type !== ENTRY_ROOT) fail('root entry');

  const streams = new Map<string, DirectoryEntry>();
  const pending = root.child === NO_STREAM ? [] : [root.child];
  const visited = new Set<number>();
  while (pending.length > 0) {
    const index = pending.pop()!;
    if (visited.has(index)) fail('directory tree loops');
    visited.add(index);
    const child = entry(index);
    if (child.type === ENTRY_STREAM) streams.set(child.name.toUpperCase(), child);
    for (const next of [child.left, child.right]) if (next !== NO_STREAM) pending.push(next);
  }

  let miniParts: { fat: Uint32Array; stream: Uint8Array } | null = null;
  const mini = () => {
    if (miniParts) return miniParts;
    const miniFatSectors = chain(fat, u32(0x3c), sectorCount);
    if (miniFatSectors.length < u32(0x40)) fail('mini FAT shorter than declared');
    const miniFat = new Uint32Array(miniFatSectors.length * entriesPerSector);
    miniFatSectors.forEach((sector, i) => miniFat.set(sectorWords(sector), i * entriesPerSector));
    miniParts = { fat: miniFat, stream: readChain(root.start, root.size) };
    return miniParts;
  };

  return {
    streamNames: [...streams.values()].map((stream) => stream.name),
    readStream(name) {
      const stream = streams.get(name.toUpperCase());
      if (!stream) return null;
      if (stream.size === 0) return new Uint8Array();
      if (stream.size >= MINI_STREAM_CUTOFF) return readChain(stream.start, stream.size);
      const { fat: miniFat, stream: miniStream } = mini();
      const sectors = chain(miniFat, stream.start, Math.ceil(miniStream.length / miniSectorSize));
      if (sectors.length * miniSectorSize < stream.size) fail('mini stream shorter than its size');
      const out = new Uint8Array(sectors.length * miniSectorSize);
      sectors.forEach((sector, i) =>
        out.set(
          miniStream.subarray(sector * miniSectorSize, (sector + 1) * miniSectorSize),
          i * miniSectorSize,
        ),
      );
      return out.subarray(0, stream.size);
    },
  };
}
