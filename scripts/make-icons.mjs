// Draws the app icons (a white club on green felt) into PNG files with no
// image library: signed-distance shapes, 4×4 supersampling, zlib for the PNG.
// Run: node scripts/make-icons.mjs   (the results are committed in public/icons)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const FELT = [20, 83, 45];
const INK = [250, 250, 245];
const RED = [220, 38, 38];

function crc32(buf) {
  let c;
  const table = [];
  for (let n = 0; n < 256; n++) {
    c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (const b of buf) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1), scaled by `art` around the centre.
const circle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) <= r;
const club = [
  circle(0.5, 0.33, 0.135),
  circle(0.355, 0.52, 0.135),
  circle(0.645, 0.52, 0.135),
  circle(0.5, 0.47, 0.09),
  (x, y) => y >= 0.45 && y <= 0.78 && Math.abs(x - 0.5) <= 0.03 + (y - 0.45) * 0.28,
];
const heart = (x, y) => {
  const u = (x - 0.8) / 0.09;
  const v = -(y - 0.2) / 0.09;
  return (u * u + v * v - 1) ** 3 - u * u * v * v * v <= 0;
};

function icon(size, { art, rounded }) {
  const S = 4;
  return png(size, (px, py) => {
    let ink = 0;
    let red = 0;
    let inside = 0;
    for (let sy = 0; sy < S; sy++) {
      for (let sx = 0; sx < S; sx++) {
        const x = (px + (sx + 0.5) / S) / size;
        const y = (py + (sy + 0.5) / S) / size;
        const r = 0.18;
        const dx = Math.max(r - x, 0, x - (1 - r));
        const dy = Math.max(r - y, 0, y - (1 - r));
        const inBg = !rounded || Math.hypot(dx, dy) <= r;
        if (!inBg) continue;
        inside++;
        const ax = (x - 0.5) / art + 0.5;
        const ay = (y - 0.5) / art + 0.5;
        if (club.some((f) => f(ax, ay))) ink++;
        else if (heart(ax, ay)) red++;
      }
    }
    const n = S * S;
    if (inside === 0) return [0, 0, 0, 0];
    const ch = (i) =>
      Math.round((FELT[i] * (inside - ink - red) + INK[i] * ink + RED[i] * red) / inside);
    return [ch(0), ch(1), ch(2), Math.round((255 * inside) / n)];
  });
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), icon(192, { art: 1, rounded: true }));
writeFileSync(new URL('icon-512.png', out), icon(512, { art: 1, rounded: true }));
// Maskable: full-bleed felt, the club inside the central 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, { art: 0.72, rounded: false }));
writeFileSync(new URL('apple-touch-icon.png', out), icon(180, { art: 0.9, rounded: false }));
console.log('icons written');
