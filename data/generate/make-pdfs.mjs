#!/usr/bin/env node
/**
 * Writes the sample documents of the site: small, real, deterministic PDF files
 * under public/docs/, and the manifest public/docs/index.json (path, title, date,
 * ref, pages) that the unit tests read.
 *
 *   node data/generate/make-pdfs.mjs
 *
 * The documents themselves (title, date, reference number, text) are in
 * data/generate/documents/*.mjs. The university's identity comes from
 * data/generate/university.json, which a unit test keeps equal to data/site/identity.yaml.
 * Fixed dates and metadata: running the script twice gives byte-identical files.
 * The standard Helvetica font cannot draw Devanagari, so the PDF text is English.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { documents } from './documents/index.mjs';
import { longDate } from './documents/util.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
/** `--out=DIR` writes to DIR/public/docs instead (the unit test compares that with the committed files). */
const outArg = process.argv.find((arg) => arg.startsWith('--out='));
const docsDir = join(outArg ? resolve(outArg.slice(6)) : root, 'public/docs');
const manifestFile = join(docsDir, 'index.json');
const university = JSON.parse(await readFile(join(here, 'university.json'), 'utf8'));

const MAX_BYTES = 10 * 1024;
const A4 = [595.28, 841.89];
const MARGIN = { left: 62, right: 62, top: 56, bottom: 64 };
const BRAND = rgb(0x1d / 255, 0x2a / 255, 0x5b / 255);
const ACCENT = rgb(0x7a / 255, 0x1f / 255, 0x2b / 255);
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

function wrap(text, font, size, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

async function render(doc) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const width = A4[0] - MARGIN.left - MARGIN.right;
  let page;
  let y;

  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN.top;
  };
  const ensure = (height) => {
    if (y - height < MARGIN.bottom) {
      newPage();
      y -= 6;
    }
  };
  const line = (
    text,
    { font = regular, size = 10.5, color = TEXT, x = MARGIN.left, align = 'left', lead = size * 1.42 } = {},
  ) => {
    ensure(lead);
    const w = font.widthOfTextAtSize(text, size);
    const left = align === 'center' ? (A4[0] - w) / 2 : align === 'right' ? A4[0] - MARGIN.right - w : x;
    page.drawText(text, { x: left, y: y - size, size, font, color });
    y -= lead;
  };
  const block = (text, opts = {}) => {
    const size = opts.size ?? 10.5;
    const indent = opts.indent ?? 0;
    for (const l of wrap(text, opts.font ?? regular, size, width - indent))
      line(l, { ...opts, x: MARGIN.left + indent });
  };
  const gap = (h) => {
    y -= h;
  };

  // Letterhead
  newPage();
  line(university.name, { font: bold, size: 17, color: BRAND, align: 'center', lead: 22 });
  line(`${university.address.join(', ')}`, { size: 9, color: MUTED, align: 'center', lead: 12 });
  line(`Telephone ${university.phone}  |  E-mail ${university.email}`, {
    size: 9,
    color: MUTED,
    align: 'center',
    lead: 12,
  });
  if (doc.office) line(doc.office, { font: bold, size: 9.5, color: ACCENT, align: 'center', lead: 13 });
  gap(4);
  page.drawLine({ start: { x: MARGIN.left, y }, end: { x: A4[0] - MARGIN.right, y }, thickness: 1.4, color: ACCENT });
  gap(14);
  ensure(14);
  page.drawText(`Ref. No.: ${doc.ref}`, { x: MARGIN.left, y: y - 10, size: 10, font: regular, color: TEXT });
  const dateText = `Date: ${longDate(doc.date)}`;
  page.drawText(dateText, {
    x: A4[0] - MARGIN.right - regular.widthOfTextAtSize(dateText, 10),
    y: y - 10,
    size: 10,
    font: regular,
    color: TEXT,
  });
  gap(24);

  if (doc.to) {
    line('To,');
    for (const l of doc.to) block(l, { indent: 14 });
    gap(8);
  }
  if (doc.kind) line(doc.kind.toUpperCase(), { font: bold, size: 10, color: ACCENT, align: 'center', lead: 14 });
  for (const l of wrap(doc.title, bold, 13, width - 20))
    line(l, { font: bold, size: 13, color: BRAND, align: 'center', lead: 17 });
  gap(10);

  let listNumber = 0;
  for (const part of doc.body) {
    if (typeof part === 'string') {
      block(part);
      gap(6);
      listNumber = 0;
    } else if (part.h) {
      gap(4);
      ensure(40);
      block(part.h, { font: bold, size: 11, color: BRAND });
      gap(2);
    } else if (part.ul || part.ol) {
      const items = part.ul ?? part.ol;
      items.forEach((item, i) => {
        const marker = part.ul ? '-' : `${(part.start ?? 1) + i + listNumber}.`;
        const lines = wrap(item, regular, 10.5, width - 22);
        ensure(15);
        page.drawText(marker, { x: MARGIN.left + 6, y: y - 10.5, size: 10.5, font: regular, color: TEXT });
        for (const l of lines) line(l, { x: MARGIN.left + 22 });
        gap(2);
      });
      gap(5);
    } else if (part.table) {
      const { columns, rows } = part.table;
      const total = columns.reduce((s, c) => s + (c.w ?? 1), 0);
      const widths = columns.map((c) => ((c.w ?? 1) / total) * width);
      const drawRow = (cells, font) => {
        const wrapped = cells.map((cell, i) => wrap(cell, font, 9, widths[i] - 8));
        const height = Math.max(...wrapped.map((w) => w.length)) * 12 + 6;
        ensure(height);
        let x = MARGIN.left;
        wrapped.forEach((cellLines, i) => {
          page.drawRectangle({
            x,
            y: y - height,
            width: widths[i],
            height,
            borderColor: MUTED,
            borderWidth: 0.5,
            color: font === bold ? rgb(0.93, 0.94, 0.97) : undefined,
          });
          cellLines.forEach((l, j) => page.drawText(l, { x: x + 4, y: y - 12 - j * 12, size: 9, font, color: TEXT }));
          x += widths[i];
        });
        y -= height;
      };
      drawRow(
        columns.map((c) => c.h),
        bold,
      );
      for (const row of rows) drawRow(row.map(String), regular);
      gap(10);
    } else if (part.note) {
      block(part.note, { font: italic, size: 9.5, color: MUTED });
      gap(6);
    }
  }

  // Signature
  gap(14);
  ensure(60);
  const sign = doc.signatory ?? 'Registrar';
  line('Sd/-', { align: 'right' });
  line(sign, { font: bold, align: 'right' });
  line(`${university.name}, ${university.city}`, { align: 'right', size: 9.5 });
  if (doc.copyTo) {
    gap(12);
    line('Copy for information and necessary action to:', { font: bold, size: 9.5 });
    doc.copyTo.forEach((c, i) => block(`${i + 1}. ${c}`, { size: 9.5, indent: 8 }));
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${university.name}, ${university.city}  |  ${doc.ref}`;
    p.drawLine({
      start: { x: MARGIN.left, y: 44 },
      end: { x: A4[0] - MARGIN.right, y: 44 },
      thickness: 0.5,
      color: MUTED,
    });
    p.drawText(footer, { x: MARGIN.left, y: 32, size: 8, font: regular, color: MUTED });
    const n = `Page ${i + 1} of ${pages.length}`;
    p.drawText(n, {
      x: A4[0] - MARGIN.right - regular.widthOfTextAtSize(n, 8),
      y: 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  const when = new Date(`${doc.date}T10:30:00+05:30`);
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor(university.name);
  pdf.setSubject(`${doc.ref}, ${longDate(doc.date)}`);
  pdf.setKeywords([university.shortName, doc.path.split('/')[0]]);
  pdf.setCreator('data/generate/make-pdfs.mjs');
  pdf.setProducer('pdf-lib 1.17.1');
  pdf.setLanguage('en-IN');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  return { bytes: await pdf.save({ useObjectStreams: true }), pages: pages.length };
}

function check(doc) {
  const where = `document ${doc.path ?? '(no path)'}`;
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.pdf$/.test(doc.path ?? ''))
    throw new Error(`${where}: path must look like folder/name.pdf`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(doc.date ?? '')) throw new Error(`${where}: date must be YYYY-MM-DD`);
  for (const key of ['title', 'ref']) if (!doc[key]) throw new Error(`${where}: ${key} is missing`);
  if (!Array.isArray(doc.body) || doc.body.length === 0) throw new Error(`${where}: body is empty`);
}

async function main() {
  const seen = new Set();
  for (const doc of documents) {
    check(doc);
    if (seen.has(doc.path)) throw new Error(`document ${doc.path}: listed twice`);
    seen.add(doc.path);
  }

  // Remove files this script wrote before and no longer lists (never anything else).
  let previous = [];
  try {
    previous = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    previous = [];
  }
  for (const entry of previous) {
    const rel = entry.path.replace(/^\/docs\//, '');
    if (!seen.has(rel)) await rm(join(docsDir, rel), { force: true });
  }

  const manifest = [];
  for (const doc of [...documents].sort((a, b) => a.path.localeCompare(b.path))) {
    const { bytes, pages } = await render(doc);
    if (bytes.length > MAX_BYTES) throw new Error(`document ${doc.path}: ${bytes.length} bytes, over ${MAX_BYTES}`);
    const file = join(docsDir, doc.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    manifest.push({
      path: `/docs/${doc.path}`,
      title: doc.title,
      date: doc.date,
      ref: doc.ref,
      pages,
      bytes: bytes.length,
    });
  }
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${manifest.length} PDF files under public/docs/ and public/docs/index.json`);
}

await main();
