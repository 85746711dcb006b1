/**
 * The text strings of a PDF read straight from its bytes, for a file pdf.js cannot open (a broken
 * cross-reference table, a truncated download). It reads the page content streams, inflating the
 * compressed ones, and keeps what the text operators show. Fonts with their own encodings come out
 * as symbols, and those streams are dropped: an empty answer means the file could not be read.
 */
export async function rawPdfText(bytes: Uint8Array): Promise<string> {
  const source = new TextDecoder('latin1').decode(bytes);
  const texts: string[] = [];
  const streamStart = /(?<!end)stream\r?\n/g;
  for (let match = streamStart.exec(source); match; match = streamStart.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    streamStart.lastIndex = end;
    // The stream's dictionary sits between "N 0 obj" and "stream".
    const dictionary = source.slice(
      Math.max(0, source.lastIndexOf(' obj', match.index)),
      match.index,
    );
    if (/\/(Image|FontFile\d?|Length[123]|XRef|ObjStm|Metadata)\b/.test(dictionary)) continue;
    let stop = end;
    if (source[stop - 1] === '\n') stop--;
    if (source[stop - 1] === '\r') stop--;
    let data = bytes.subarray(start, stop);
    if (/\/FlateDecode\b/.test(dictionary)) {
      const inflated = await inflate(data);
      if (!inflated) continue;
      data = inflated;
    } else if (/\/Filter\b/.test(dictionary)) {
      continue;
    }
    const text = contentText(new TextDecoder('latin1').decode(data));
    if (looksLikeText(text)) texts.push(text);
  }
  return texts.join('\n').trim();
}

async function inflate(data: Uint8Array): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  try {
    const input = new ReadableStream<BufferSource>({
      start(controller) {
        controller.enqueue(data.slice());
        controller.close();
      },
    });
    const reader = input.pipeThrough(new DecompressionStream('deflate')).getReader();
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
    const out = new Uint8Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  } catch {
    return null;
  }
}

/** Mostly letters, digits and punctuation: text, not glyph codes read as Latin-1. */
function looksLikeText(text: string): boolean {
  const visible = text.replace(/\s/g, '');
  if (visible.length === 0) return false;
  const readable = visible.match(/[A-Za-z0-9\u00c0-\u017f.,;:'"()&%£$€@/+-]/g)?.length ?? 0;
  return readable / visible.length >= 0.8;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\n',
  t: ' ',
  b: '',
  f: '',
  '(': '(',
  ')': ')',
  '\\': '\\',
};

/** A literal string `( ... )` from `start` (its opening bracket): its text and where it ends. */
function readLiteral(content: string, start: number): [string, number] {
  let depth = 0;
  let text = '';
  let i = start;
  for (; i < content.length; i++) {
    const c = content[i]!;
    if (c === '\\') {
      const next = content[i + 1] ?? '';
      i++;
      if (next in ESCAPES) text += ESCAPES[next];
      else if (next === '\r') {
        if (content[i + 1] === '\n') i++;
      } else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(content.slice(i, i + 3))![0];
        text += String.fromCharCode(parseInt(octal, 8));
        i += octal.length - 1;
      } else if (next !== '\n') text += next;
      continue;
    }
    if (c === '(') {
      depth++;
      if (depth === 1) continue;
    } else if (c === ')') {
      depth--;
      if (depth === 0) return [text, i + 1];
    }
    text += c;
  }
  return [text, i];
}

function readHex(content: string, start: number): [string, number] {
  const end = content.indexOf('>', start);
  const stop = end === -1 ? content.length : end;
  const hex = content.slice(start + 1, stop).replace(/[^0-9a-fA-F]/g, '');
  let text = '';
  for (let i = 0; i < hex.length; i += 2) {
    text += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16));
  }
  return [text, stop + 1];
}

/** What the text operators of one content stream show, a line break where a line ends. */
function contentText(content: string): string {
  let out = '';
  let shown: string[] = [];
  let numbers: number[] = [];
  let inArray = false;
  const newLine = () => {
    if (out && !out.endsWith('\n')) out += '\n';
  };
  let i = 0;
  while (i < content.length) {
    const c = content[i]!;
    if (c === '(') {
      const [text, next] = readLiteral(content, i);
      shown.push(text);
      i = next;
    } else if (c === '<' && content[i + 1] !== '<') {
      const [text, next] = readHex(content, i);
      shown.push(text);
      i = next;
    } else if (c === '%') {
      const eol = content.slice(i).search(/[\r\n]/);
      i = eol === -1 ? content.length : i + eol;
    } else if (c === '[') {
      inArray = true;
      i++;
    } else if (c === ']') {
      inArray = false;
      i++;
    } else if (/[-+.\d]/.test(c)) {
      const token = /^[-+]?(?:\d+\.?\d*|\.\d+)/.exec(content.slice(i, i + 32))?.[0] ?? c;
      const value = Number(token);
      // A wide negative adjustment inside a TJ array is a space between words.
      if (inArray && value <= -200) shown.push(' ');
      else if (!inArray) numbers.push(value);
      i += token.length;
    } else if (c === '/') {
      i += /^\/[^\s/<>[\]()%]*/.exec(content.slice(i, i + 128))![0].length;
    } else if (/[A-Za-z'"*]/.test(c)) {
      const operator = /^[A-Za-z'"*]+/.exec(content.slice(i, i + 8))![0];
      i += operator.length;
      if (operator === "'" || operator === '"') newLine();
      if (operator === 'Tj' || operator === 'TJ' || operator === "'" || operator === '"') {
        out += shown.join('');
      } else if (operator === 'Td' || operator === 'TD') {
        if ((numbers.at(-1) ?? 0) !== 0) newLine();
        else if (out && !/\s$/.test(out)) out += ' ';
      } else if (operator === 'T*' || operator === 'Tm' || operator === 'ET') {
        newLine();
      }
      shown = [];
      numbers = [];
    } else {
      i++;
    }
  }
  return out
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
