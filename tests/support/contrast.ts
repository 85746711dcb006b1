// WCAG contrast of CSS colours as Tailwind 4 writes them (hex and oklch), for tests that hold the
// design's colours to a ratio.
import { readFileSync } from 'node:fs';

type Linear = [number, number, number];

/** Custom properties (`--name: value;`) declared in CSS files, later files overriding earlier. */
export function cssVariables(...files: string[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const file of files)
    for (const [, name, value] of readFileSync(file, 'utf8').matchAll(/(--[\w-]+):\s*([^;]+);/g))
      vars.set(name!, value!.trim());
  return vars;
}

/** A variable's value with var() references followed. */
export function resolveVariable(vars: Map<string, string>, name: string): string {
  let value = vars.get(name);
  for (let depth = 0; value?.startsWith('var('); depth++) {
    if (depth > 10) throw new Error(`${name} refers to itself`);
    value = vars.get(value.slice(4, -1).trim());
  }
  if (value === undefined) throw new Error(`No CSS variable ${name}`);
  return value;
}

function srgbToLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Linear sRGB of a `#rrggbb`, `#rgb` or `oklch(L% C H)` colour, clipped to the sRGB gamut. */
export function toLinearRgb(colour: string): Linear {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => srgbToLinear(parseInt(full.slice(i, i + 2), 16) / 255)) as Linear;
  }
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/i.exec(colour);
  if (!oklch) throw new Error(`Cannot read the colour ${colour}`);
  const lightness = Number(oklch[1]) / (oklch[2] ? 100 : 1);
  const chroma = Number(oklch[3]);
  const hue = (Number(oklch[4]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  // OKLab to linear sRGB (Björn Ottosson's matrices, as CSS Color 4 uses them).
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((v) => Math.min(1, Math.max(0, v))) as Linear;
}

function luminance([r, g, b]: Linear): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(toLinearRgb(first)), luminance(toLinearRgb(second))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
