import sharp from 'sharp';
const files = process.argv.slice(3);
const meta = await sharp(files[0]).metadata();
const w = meta.width, h = meta.height, cols = 6;
const rows = Math.ceil(files.length / cols);
await sharp({ create: { width: cols * (w + 8), height: rows * (h + 8), channels: 3, background: '#888' } })
  .composite(files.map((f, i) => ({ input: f, left: (i % cols) * (w + 8), top: Math.floor(i / cols) * (h + 8) })))
  .png().toFile(process.argv[2]);
