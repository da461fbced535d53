import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

/**
 * Text PDFs of our own (DESIGN "Signature": pdf-lib). The standard PDF fonts cannot draw č, š, ž,
 * ë or ç, so DejaVu Sans (shipped by the dejavu-fonts-ttf package, read from disk, never fetched)
 * is embedded as a subset.
 */
const require = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export type PdfBlock =
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'paragraph'; readonly text: string }
  /** A label and its value on one line (the value wraps under itself). */
  | { readonly type: 'field'; readonly label: string; readonly value: string }
  /**
   * Columns of short cells (a repayment plan): the header repeated on each page, a column's share
   * of the width and its alignment given by the caller. A cell does not wrap; keep it short.
   */
  | {
      readonly type: 'table';
      readonly columns: readonly TableColumn[];
      readonly rows: readonly (readonly string[])[];
    };

export interface TableColumn {
  readonly header: string;
  /** Share of the text width, the shares of a table adding up to 1. */
  readonly width: number;
  readonly align: 'start' | 'end';
}

export interface PdfContent {
  readonly title: string;
  /** BCP 47 language of the text, written into the catalogue for screen readers. */
  readonly language: string;
  readonly author: string;
  readonly createdAt: Date;
  readonly blocks: readonly PdfBlock[];
  /** Printed at the foot of every page, e.g. "Page {{page}} of {{pages}}" already filled. */
  readonly footer: (page: number, pages: number) => string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = { title: 17, heading: 12.5, body: 10.5, table: 8.5, footer: 8.5 };
const LINE = 1.45;
const LABEL_WIDTH = 170;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

/**
 * Widths of words at size 1, per font. Measuring runs fontkit's shaping (GSUB/GPOS lookups), the
 * bulk of a PDF's cost, and wrapping used to measure the growing line once per word; a contract
 * repeats its words, so each is shaped once. Kerning across a space is left out: it is nil here.
 */
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();

function widthAtSizeOne(font: PDFFont, word: string): number {
  let widths = wordWidths.get(font);
  if (widths === undefined) {
    widths = new Map();
    wordWidths.set(font, widths);
  }
  let width = widths.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    widths.set(word, width);
  }
  return width;
}

/** Splits text into lines no wider than `width` at spaces; a word longer than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthAtSizeOne(font, ' ') * size;
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter((part) => part.length > 0)) {
      const wordWidth = widthAtSizeOne(font, word) * size;
      const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidateWidth <= width) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = widthAtSizeOne(font, rest) * size;
    }
    lines.push(line);
  }
  return lines;
}

/** Where the next line goes: the page and the top of the line, moved on by each block. */
interface Cursor {
  page: PDFPage;
  y: number;
  /** Starts a new page when fewer than `height` points are left above the footer. */
  readonly ensureRoom: (height: number) => boolean;
}

/** A table's lines: the header in bold (again at the top of each new page), then the rows. */
function drawTable(
  cursor: Cursor,
  block: Extract<PdfBlock, { type: 'table' }>,
  fonts: { regular: PDFFont; bold: PDFFont },
): void {
  const size = SIZE.table;
  const height = size * LINE;
  const drawCells = (cells: readonly string[], font: PDFFont, color = INK) => {
    let x = MARGIN;
    block.columns.forEach((column, index) => {
      const width = column.width * TEXT_WIDTH;
      const text = cells[index] ?? '';
      const textWidth = font.widthOfTextAtSize(text, size);
      const at = column.align === 'end' ? x + width - textWidth - 4 : x;
      cursor.page.drawText(text, { x: at, y: cursor.y - size, size, font, color });
      x += width;
    });
    cursor.y -= height;
  };
  const header = block.columns.map((column) => column.header);
  cursor.ensureRoom(height * 3);
  drawCells(header, fonts.bold, MUTED);
  for (const row of block.rows) {
    if (cursor.ensureRoom(height)) drawCells(header, fonts.bold, MUTED);
    drawCells(row, fonts.regular);
  }
  cursor.y -= SIZE.body * 0.5;
}

/** Renders the blocks top to bottom on as many A4 pages as they need. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = loadFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setAuthor(content.author);
  doc.setCreator(content.author);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(content.createdAt);
  doc.setModificationDate(content.createdAt);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(content.language));

  const cursor: Cursor = {
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - MARGIN,
    ensureRoom: (height) => {
      if (cursor.y - height >= MARGIN + SIZE.footer * 3) return false;
      cursor.page = doc.addPage([PAGE.width, PAGE.height]);
      cursor.y = PAGE.height - MARGIN;
      return true;
    },
  };
  const ensureRoom = (height: number) => void cursor.ensureRoom(height);
  const draw = (text: string, x: number, font: PDFFont, size: number, color = INK) => {
    cursor.page.drawText(text, { x, y: cursor.y - size, size, font, color });
  };

  for (const line of wrapText(content.title, bold, SIZE.title, TEXT_WIDTH)) {
    ensureRoom(SIZE.title * LINE);
    draw(line, MARGIN, bold, SIZE.title);
    cursor.y -= SIZE.title * LINE;
  }
  cursor.y -= SIZE.body;

  for (const block of content.blocks) {
    if (block.type === 'heading') {
      cursor.y -= SIZE.body * 0.6;
      ensureRoom(SIZE.heading * LINE * 2);
      for (const line of wrapText(block.text, bold, SIZE.heading, TEXT_WIDTH)) {
        draw(line, MARGIN, bold, SIZE.heading);
        cursor.y -= SIZE.heading * LINE;
      }
    } else if (block.type === 'paragraph') {
      for (const line of wrapText(block.text, regular, SIZE.body, TEXT_WIDTH)) {
        ensureRoom(SIZE.body * LINE);
        draw(line, MARGIN, regular, SIZE.body);
        cursor.y -= SIZE.body * LINE;
      }
      cursor.y -= SIZE.body * 0.5;
    } else if (block.type === 'table') {
      drawTable(cursor, block, { regular, bold });
    } else {
      const labels = wrapText(block.label, regular, SIZE.body, LABEL_WIDTH - 10);
      const values = wrapText(block.value, bold, SIZE.body, TEXT_WIDTH - LABEL_WIDTH);
      const rows = Math.max(labels.length, values.length);
      ensureRoom(SIZE.body * LINE * Math.min(rows, 4));
      for (let row = 0; row < rows; row += 1) {
        ensureRoom(SIZE.body * LINE);
        const label = labels[row];
        const value = values[row];
        if (label !== undefined) draw(label, MARGIN, regular, SIZE.body, MUTED);
        if (value !== undefined) draw(value, MARGIN + LABEL_WIDTH, bold, SIZE.body);
        cursor.y -= SIZE.body * LINE;
      }
    }
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    each.drawText(content.footer(index + 1, pages.length), {
      x: MARGIN,
      y: MARGIN / 2,
      size: SIZE.footer,
      font: regular,
      color: MUTED,
    });
  });
  return doc.save();
}
