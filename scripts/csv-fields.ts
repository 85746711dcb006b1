/** Reads one line of a CSV file (O*NET's: commas, double quotes, "" for a quote) into its fields. */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else value += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(value);
      value = '';
    } else value += ch;
  }
  out.push(value);
  return out;
}
