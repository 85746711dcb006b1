#!/usr/bin/env bash
# Makes src/web/assets/fonts/inter-latin-400-700.woff2, the one font file every page waits for,
# from @fontsource-variable/inter's Latin file (Inter, SIL Open Font License 1.1: LICENSE.txt).
# The same characters as that file, and the same OpenType features the pages use (kerning, marks,
# contextual alternates such as the colon raised between digits, tabular and proportional
# figures), but only weights 400 to 700 (font-normal to font-bold, all the app uses) and without
# fractions, numerators and denominators: 28 KB instead of 48 KB, on every page's critical path.
#
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli). The
# result is committed, so building the app does not need them; run this again only to change it.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=src/web/assets/fonts/inter-latin-400-700.woff2
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/ranged.ttf"
"$python" -m fontTools.subset "$work/ranged.ttf" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' \
  --layout-features='kern,mark,mkmk,ccmp,locl,calt,tnum,pnum' \
  --flavor=woff2 --output-file="$target"
cp node_modules/@fontsource-variable/inter/LICENSE src/web/assets/fonts/LICENSE.txt
echo "wrote $target ($(wc -c < "$target") bytes)"
