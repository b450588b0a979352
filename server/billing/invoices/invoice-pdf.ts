// The PDF of an invoice or credit note, with its Factur-X XML embedded (PDF/A-3 attachment + XMP), so that
// one file is both what the client reads and what an e-invoicing platform ingests.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import {
  AFRelationship,
  decodePDFRawStream,
  degrees,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
  PDFString,
  type RGB,
  rgb,
} from '@cantoo/pdf-lib';
import type { FastifyReply } from 'fastify';
import type { TInvoiceIssuer } from '#domain/billing/invoices/billing-settings.ts';
import { escapeXmlText, FACTUR_X_FILE_NAME, facturXXml } from '#domain/billing/invoices/factur-x-xml.ts';
import {
  INVOICE_LINE_COLUMNS,
  INVOICE_VAT_COLUMNS,
  ISSUER_PENDING_TEXT,
  invoiceView,
} from '#domain/billing/invoices/invoice-document.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import type { TAccessibleDocument } from '#domain/kernel/documents/accessible-document.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';

const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Below this line only the footer is drawn. */
const BODY_BOTTOM = MARGIN + 30;
export const BODY_SIZE = 9;
export const LEADING = 11.5;
export const SMALL_SIZE = 7.5;

const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.82);
const HEADER_FILL = rgb(0.93, 0.94, 0.96);
const DRAFT_RED = rgb(0.75, 0.1, 0.1);

const APPLICATION_NAME = 'JurisRDV';

/** Table columns: the description takes what the figures leave; figures are right-aligned. */
const COLUMNS = {
  description: { x: MARGIN + 4, width: 228 },
  quantity: { right: MARGIN + 292 },
  unitPrice: { right: MARGIN + 370 },
  vatRate: { right: MARGIN + 412 },
  net: { right: MARGIN + CONTENT_WIDTH - 4 },
};

/** « facture-F-000042.pdf », « avoir-F-000043.pdf », « brouillon-facture-12.pdf ». */
export function invoicePdfFileName(invoice: Pick<TInvoice, 'id' | 'kind' | 'status' | 'number'>): string {
  const kind = invoice.kind === 'credit_note' ? 'avoir' : 'facture';
  if (invoice.status !== 'issued' || !invoice.number) return `brouillon-${kind}-${invoice.id}.pdf`;
  return `${kind}-${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * Ligatures off: each character keeps its own glyph, so measuring, wrapping and copied text agree.
 * Positioning off: pdf-lib draws glyphs at their advance widths and ignores fontkit's kerning and mark
 * offsets, which only cost time.
 */
const SHAPING_FEATURES = { liga: false, kern: false, mark: false, mkmk: false };

/**
 * PDF/A wants every font embedded: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, and
 * the sRGB profile that the output intent points to (our colours are DeviceRGB). Read once per process;
 * the profile sits in server/ like the other runtime data, found from the project root so that the bundled
 * server (dist/server/main.js) finds it too.
 */
type TPdfAssets = {
  regular: Uint8Array;
  bold: Uint8Array;
  srgbProfile: Uint8Array;
  /** Both faces draw it: one sanitiser serves both, and a word keeps its letters when set in bold. */
  hasGlyph: (codePoint: number) => boolean;
};

let cachedAssets: TPdfAssets | null = null;

/** A TrueType file holds one face (a collection would need one chosen by name). */
function singleFace(bytes: Uint8Array): Font {
  const font = fontkit.create(bytes);
  if ('fonts' in font) throw new Error('une police seule était attendue, pas une collection');
  return font;
}

function pdfAssets(): TPdfAssets {
  if (cachedAssets) return cachedAssets;
  const require = createRequire(import.meta.url);
  const fontBytes = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  const regular = fontBytes('DejaVuSans.ttf');
  const bold = fontBytes('DejaVuSans-Bold.ttf');
  const faces = [singleFace(regular), singleFace(bold)];
  cachedAssets = {
    regular,
    bold,
    srgbProfile: readFileSync(join(PROJECT_ROOT, 'server/billing/invoices/pdf-assets/srgb.icc')),
    hasGlyph: (codePoint) => faces.every((face) => face.hasGlyphForCodePoint(codePoint)),
  };
  return cachedAssets;
}

const COMBINING_MARK = /\p{M}/u;
/** Controls, format characters (bidi overrides, zero-width), lone surrogates, private use, unassigned. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * Text as the embedded fonts can draw it: line breaks become spaces, invisible characters go (DejaVu has
 * glyphs for some, e.g. U+202E, that must not reach the page), a letter the fonts lack keeps its base
 * letter when it has one, the rest (emoji…) is dropped.
 */
function glyphSanitiser(hasGlyph: (codePoint: number) => boolean): (text: string) => string {
  return (text) => {
    let result = '';
    const normalised = text
      .normalize('NFC')
      .replace(/[\t\r\n\u2028\u2029]/g, ' ')
      .replace(INVISIBLE, '');
    for (const character of normalised) {
      if (hasGlyph(character.codePointAt(0) ?? -1)) {
        result += character;
        continue;
      }
      for (const part of character.normalize('NFKD')) {
        if (!COMBINING_MARK.test(part) && hasGlyph(part.codePointAt(0) ?? -1)) result += part;
      }
    }
    return result;
  };
}

/**
 * DejaVu Sans regular and bold embedded as subsets (every PDF we produce, invoices and fee agreements, embeds
 * its fonts) and the sanitiser that keeps text to what they can draw.
 */
export async function embedPdfFonts(doc: PDFDocument) {
  const assets = pdfAssets();
  doc.registerFontkit(fontkit);
  // Names carry the subset tag (six letters, fixed so that the same document gives the same bytes).
  const regular = await doc.embedFont(assets.regular, {
    subset: true,
    customName: 'JRDVSA+DejaVuSans',
    features: SHAPING_FEATURES,
  });
  const bold = await doc.embedFont(assets.bold, {
    subset: true,
    customName: 'JRDVSB+DejaVuSans-Bold',
    features: SHAPING_FEATURES,
  });
  return { regular, bold, sanitise: glyphSanitiser(assets.hasGlyph) };
}

export type TStyle = { font: PDFFont; size: number; color?: RGB };

/** A structure element of a tagged PDF: its type (H1, P, Table, TR, TH…) and its content, in reading order. */
type TStructElement = {
  type: string;
  /** TH: the cells it heads. */
  scope?: 'Column' | 'Row';
  children: (TStructElement | { page: PDFPage; mcid: number })[];
};

/**
 * The structure tree of a tagged PDF (ISO 32000-1 § 14.7–14.8): the text drawn inside `element()` is marked as
 * content of that element, anything drawn outside it (rules) as an artifact a screen reader skips.
 */
class PdfStructure {
  readonly root: TStructElement = { type: 'Document', children: [] };
  private current: TStructElement = this.root;
  private readonly mcids = new Map<PDFPage, number>();

  element(type: string, draw: () => void, scope?: TStructElement['scope']): void {
    const parent = this.current;
    const element: TStructElement = { type, children: [], ...(scope ? { scope } : {}) };
    parent.children.push(element);
    this.current = element;
    try {
      draw();
    } finally {
      this.current = parent;
    }
  }

  /** Draws `draw` as an artifact (decoration a screen reader skips). */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Draws `draw` as marked content of the current element (or as an artifact outside any). */
  mark(doc: PDFDocument, page: PDFPage, draw: () => void): void {
    if (this.current === this.root) {
      this.artifact(page, draw);
      return;
    } else {
      const mcid = this.mcids.get(page) ?? 0;
      this.mcids.set(page, mcid + 1);
      this.current.children.push({ page, mcid });
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of(this.current.type),
          // pdf-lib's operator types leave out dictionaries, which it writes like any other object.
          doc.context.obj({ MCID: mcid }) as unknown as PDFName,
        ]),
      );
    }
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the tree, its parent tree and /MarkInfo << /Marked true >> into the catalog. */
  write(doc: PDFDocument, pages: PDFPage[]): void {
    const { context } = doc;
    const byPage = new Map<PDFPage, PDFRef[]>();
    const writeElement = (element: TStructElement, parent: PDFRef): PDFRef => {
      const ref = context.nextRef();
      const kids = element.children.map((child) => {
        if ('type' in child) return writeElement(child, ref);
        const owners = byPage.get(child.page) ?? [];
        owners[child.mcid] = ref;
        byPage.set(child.page, owners);
        return context.obj({ Type: 'MCR', Pg: child.page.ref, MCID: child.mcid });
      });
      context.assign(
        ref,
        context.obj({
          Type: 'StructElem',
          S: element.type,
          P: parent,
          K: kids,
          ...(element.scope ? { A: context.obj({ O: 'Table', Scope: element.scope }) } : {}),
        }),
      );
      return ref;
    };
    const rootRef = context.nextRef();
    const documentRef = writeElement(this.root, rootRef);
    const nums: (PDFNumber | PDFRef)[] = [];
    pages.forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      // Tab order follows the structure.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(index), context.register(context.obj(byPage.get(page) ?? [])));
    });
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: context.register(context.obj({ Nums: nums })),
        ParentTreeNextKey: pages.length,
      }),
    );
    doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    doc.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly sanitise: (text: string) => string,
    private readonly onNewPage: (writer: PdfWriter) => void,
    /** When given, the text is tagged into this structure tree (renderDocumentPdf). */
    private readonly structure: PdfStructure | null = null,
  ) {}

  /** Text drawn by `draw` belongs to a structure element of that type (nothing when the PDF is not tagged). */
  element(type: string, draw: () => void, scope?: 'Column' | 'Row'): void {
    if (this.structure) this.structure.element(type, draw, scope);
    else draw();
  }

  get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error('no page yet');
    return page;
  }

  newPage(): void {
    this.pages.push(this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.y = PAGE_HEIGHT - MARGIN;
    // What every page repeats (a draft's banner) is decoration, whichever element the page break fell in.
    this.decorate(() => this.onNewPage(this));
  }

  private decorating = false;

  /** Draws `draw` as an artifact when the PDF is tagged: a screen reader skips it. */
  decorate(draw: () => void): void {
    if (!this.structure || this.decorating) {
      draw();
      return;
    }
    this.decorating = true;
    try {
      this.structure.artifact(this.page, draw);
    } finally {
      this.decorating = false;
    }
  }

  /** Starts a page when `height` does not fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= BODY_BOTTOM) return false;
    this.newPage();
    return true;
  }

  width(text: string, style: TStyle): number {
    return this.safeWidth(this.sanitise(text), style);
  }

  /**
   * pdf-lib measures a custom font with fontkit's shaping, slow enough to dominate a long invoice when
   * every wrapping candidate is measured: words are measured once each (at size 1) and summed with the
   * spaces. The same as measuring the whole line, since pdf-lib draws glyphs at their advance widths.
   */
  private readonly unitWidths = new Map<PDFFont, Map<string, number>>();

  private unitWidth(font: PDFFont, piece: string): number {
    let widths = this.unitWidths.get(font);
    if (!widths) {
      widths = new Map();
      this.unitWidths.set(font, widths);
    }
    let width = widths.get(piece);
    if (width === undefined) {
      width = font.widthOfTextAtSize(piece, 1);
      widths.set(piece, width);
    }
    return width;
  }

  private safeWidth(safe: string, style: TStyle): number {
    const words = safe.split(' ');
    let width = (words.length - 1) * this.unitWidth(style.font, ' ');
    for (const word of words) if (word !== '') width += this.unitWidth(style.font, word);
    return width * style.size;
  }

  text(text: string, x: number, y: number, style: TStyle): void {
    const safe = this.sanitise(text);
    if (safe === '') return;
    const draw = () =>
      this.page.drawText(safe, { x, y, font: style.font, size: style.size, color: style.color ?? INK });
    if (this.structure && !this.decorating) this.structure.mark(this.doc, this.page, draw);
    else draw();
  }

  textRight(text: string, right: number, y: number, style: TStyle): void {
    this.text(text, right - this.width(text, style), y, style);
  }

  /** Lines of at most `maxWidth`, broken at spaces, and inside a word only when it alone is too wide. */
  wrap(text: string, style: TStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    const spaceWidth = this.safeWidth(' ', style);
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      let current = '';
      let currentWidth = 0;
      for (const word of this.sanitise(paragraph).split(' ')) {
        if (word === '') continue;
        const wordWidth = this.safeWidth(word, style);
        const candidateWidth = current ? currentWidth + spaceWidth + wordWidth : wordWidth;
        if (candidateWidth <= maxWidth) {
          current = current ? `${current} ${word}` : word;
          currentWidth = candidateWidth;
          continue;
        }
        if (current) lines.push(current);
        current = '';
        currentWidth = 0;
        for (const character of word) {
          const characterWidth = this.safeWidth(character, style);
          if (current && currentWidth + characterWidth > maxWidth) {
            lines.push(current);
            current = '';
            currentWidth = 0;
          }
          current += character;
          currentWidth += characterWidth;
        }
      }
      if (current) lines.push(current);
    }
    return lines;
  }

  /** Draws wrapped text from the cursor down, moving the cursor below it. */
  paragraph(text: string, x: number, maxWidth: number, style: TStyle, leading = LEADING): void {
    for (const line of this.wrap(text, style, maxWidth)) {
      this.ensure(leading);
      this.text(line, x, this.y - style.size, style);
      this.y -= leading;
    }
  }

  rule(y: number, color: RGB = RULE): void {
    const draw = () =>
      this.page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + CONTENT_WIDTH, y },
        thickness: 0.5,
        color,
      });
    // A rule is decoration: an artifact, wherever it is drawn.
    this.decorate(draw);
  }
}

/**
 * What every PDF we produce declares for assistive technologies (RGAA 13.3): its language, its title shown in
 * the window's title bar rather than the file name, and whether its content is tagged — not until a structure
 * tree is written (PdfStructure.write). Each PDF also has an accessible HTML version served beside it, drawn
 * from the same document.
 */
export function declareAccessibility(doc: PDFDocument, meta: { title: string; lang: string }): void {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setLanguage(meta.lang);
  if (!doc.catalog.has(PDFName.of('MarkInfo')))
    doc.catalog.set(PDFName.of('MarkInfo'), doc.context.obj({ Marked: false }));
}

/**
 * A document of headings, paragraphs and tables as an A4 PDF (the fee agreement, the « Déclaration à l'Ordre »):
 * here because the pool's worker takes its renderers from this file (ADR 0007).
 */
export async function renderDocumentPdf(document: TAccessibleDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold, sanitise } = await embedPdfFonts(doc);
  const headings: Record<1 | 2 | 3, [TStyle, number]> = {
    1: [{ font: bold, size: 16 }, 20],
    2: [{ font: bold, size: 12.5 }, 16],
    3: [{ font: bold, size: 11 }, 15],
  };
  const paragraphs: Record<'body' | 'strong' | 'small', [TStyle, number]> = {
    body: [{ font: regular, size: 10 }, 13.5],
    strong: [{ font: bold, size: 10 }, 13.5],
    small: [{ font: regular, size: SMALL_SIZE, color: MUTED }, LEADING],
  };
  const structure = new PdfStructure();
  const writer = new PdfWriter(doc, sanitise, () => undefined, structure);
  declareAccessibility(doc, document);
  if (document.author) doc.setAuthor(metadataText(document.author));
  writer.newPage();
  let first = true;
  for (const block of document.blocks) {
    if (block.kind === 'space') writer.y -= 8;
    else if (block.kind === 'page-break') writer.newPage();
    else if (block.kind === 'heading') {
      const [style, leading] = headings[block.level];
      if (!first) writer.y -= 6;
      // A heading is never left alone at the foot of a page.
      writer.ensure(leading + 3 * LEADING);
      writer.element(`H${block.level}`, () =>
        writer.paragraph(block.text, MARGIN, CONTENT_WIDTH, style, leading),
      );
      writer.y -= 3;
    } else if (block.kind === 'paragraph') {
      const [style, leading] = paragraphs[block.tone ?? 'body'];
      writer.element('P', () => {
        if (block.align !== 'end') {
          writer.paragraph(block.text, MARGIN, CONTENT_WIDTH, style, leading);
          return;
        }
        for (const line of writer.wrap(block.text, style, CONTENT_WIDTH / 2)) {
          writer.ensure(leading);
          writer.textRight(line, MARGIN + CONTENT_WIDTH, writer.y - style.size, style);
          writer.y -= leading;
        }
      });
      if (block.align !== 'end' && !block.tone) writer.y -= 4;
    } else {
      const [body] = paragraphs.body;
      const [strong] = paragraphs.strong;
      const width = CONTENT_WIDTH / Math.max(1, block.columns.length);
      const row = (cells: readonly string[], style: TStyle, header: boolean) => {
        const wrapped = cells.map((cell) => writer.wrap(cell, style, width - 8));
        const height = Math.max(1, ...wrapped.map((cell) => cell.length)) * LEADING + 6;
        writer.ensure(height);
        writer.element('TR', () =>
          wrapped.forEach((cellLines, column) => {
            const numeric = block.columns[column]?.numeric;
            // The header row heads columns; the first cell of a body row names its row, as in the HTML.
            const scope = header ? 'Column' : column === 0 ? 'Row' : null;
            writer.element(
              scope ? 'TH' : 'TD',
              () =>
                cellLines.forEach((line, index) => {
                  const baseline = writer.y - style.size - 2 - index * LEADING;
                  if (numeric) writer.textRight(line, MARGIN + (column + 1) * width - 4, baseline, style);
                  else writer.text(line, MARGIN + column * width + 4, baseline, style);
                }),
              scope ?? undefined,
            );
          }),
        );
        writer.y -= height;
        writer.rule(writer.y + 2);
      };
      writer.element('Table', () => {
        writer.element('Caption', () => writer.paragraph(block.caption, MARGIN, CONTENT_WIDTH, strong));
        row(
          block.columns.map((column) => column.label),
          strong,
          true,
        );
        for (const cells of block.rows) row(cells, body, false);
      });
      writer.y -= 6;
    }
    first = false;
  }
  structure.write(doc, writer.pages);
  return doc.save();
}

export type TInvoicePdfOptions = {
  /**
   * A draft has no issuer frozen on it yet: the professional's current mentions can be shown instead
   * (issuing freezes them, they may still change until then).
   */
  draftIssuer?: TInvoiceIssuer | null;
};

/**
 * The invoice or credit note as an A4 PDF. An issued one embeds its Factur-X XML (EN 16931) and declares
 * it in XMP; its dates are the issue date, so the same invoice always gives the same file. A draft is
 * marked « BROUILLON — sans valeur comptable » on every page and carries no Factur-X.
 */
export async function renderInvoicePdf(
  invoice: TInvoice,
  options: TInvoicePdfOptions = {},
): Promise<Uint8Array> {
  const view = invoiceView(invoice, options.draftIssuer ?? null);
  const { isIssued, title } = view;
  // Computed first: an inconsistent invoice fails before any page is drawn.
  const xml = isIssued ? facturXXml(invoice) : null;
  const issuer = invoice.issuer ?? (isIssued ? null : (options.draftIssuer ?? null));

  const assets = pdfAssets();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold, sanitise } = await embedPdfFonts(doc);
  const body: TStyle = { font: regular, size: BODY_SIZE };
  const strong: TStyle = { font: bold, size: BODY_SIZE };
  const small: TStyle = { font: regular, size: SMALL_SIZE, color: MUTED };

  const structure = new PdfStructure();
  const writer = new PdfWriter(
    doc,
    sanitise,
    (current) => {
      if (!view.draftMention) return;
      const banner: TStyle = { font: bold, size: 11, color: DRAFT_RED };
      current.text(view.draftMention, MARGIN, PAGE_HEIGHT - MARGIN + 18, banner);
      current.page.drawText(current.sanitise('BROUILLON'), {
        x: 150,
        y: 250,
        size: 90,
        font: bold,
        color: DRAFT_RED,
        opacity: 0.08,
        rotate: degrees(40),
      });
    },
    structure,
  );
  writer.newPage();
  const p = (draw: () => void) => writer.element('P', draw);

  // Issuer on the left; title, dates and client on the right.
  const top = writer.y;
  const leftWidth = 240;
  if (view.issuerLines.length > 0) {
    const [name = '', ...rest] = view.issuerLines;
    p(() => writer.paragraph(name, MARGIN, leftWidth, { font: bold, size: 11 }, 14));
    for (const line of rest) p(() => writer.paragraph(line, MARGIN, leftWidth, body));
  } else {
    p(() => writer.paragraph(ISSUER_PENDING_TEXT, MARGIN, leftWidth, small));
  }
  const leftBottom = writer.y;

  const rightX = MARGIN + 280;
  const rightWidth = CONTENT_WIDTH - 280;
  writer.y = top;
  writer.element('H1', () => writer.paragraph(title, rightX, rightWidth, { font: bold, size: 15 }, 18));
  writer.y -= 4;
  for (const line of view.dateLines) p(() => writer.paragraph(line, rightX, rightWidth, body));
  writer.y -= 12;
  p(() => writer.paragraph(view.clientLabel, rightX, rightWidth, small));
  p(() => writer.paragraph(view.clientName, rightX, rightWidth, strong));
  p(() => writer.paragraph(view.clientAddress, rightX, rightWidth, body));
  writer.y = Math.min(writer.y, leftBottom) - 24;

  // Lines, with the header repeated on each page the table continues on.
  const th = (scope: 'Column' | 'Row', draw: () => void) => writer.element('TH', draw, scope);
  const td = (draw: () => void) => writer.element('TD', draw);
  const tr = (draw: () => void) => writer.element('TR', draw);
  const tableHeader = () => {
    const height = 18;
    writer.decorate(() =>
      writer.page.drawRectangle({
        x: MARGIN,
        y: writer.y - height,
        width: CONTENT_WIDTH,
        height,
        color: HEADER_FILL,
      }),
    );
    const baseline = writer.y - 12;
    const [description, quantity, unitPrice, vatRate, net] = INVOICE_LINE_COLUMNS;
    tr(() => {
      th('Column', () => writer.text(description, COLUMNS.description.x, baseline, strong));
      th('Column', () => writer.textRight(quantity, COLUMNS.quantity.right, baseline, strong));
      th('Column', () => writer.textRight(unitPrice, COLUMNS.unitPrice.right, baseline, strong));
      th('Column', () => writer.textRight(vatRate, COLUMNS.vatRate.right, baseline, strong));
      th('Column', () => writer.textRight(net, COLUMNS.net.right, baseline, strong));
    });
    writer.y -= height + 4;
  };
  writer.ensure(60);
  writer.element('Table', () => {
    tableHeader();
    for (const line of view.lines) {
      const descriptionLines = writer.wrap(line.description, body, COLUMNS.description.width);
      const height = Math.max(1, descriptionLines.length) * LEADING + 8;
      // The header repeated on the next page is decoration: the table has one header row.
      if (writer.ensure(height)) writer.decorate(tableHeader);
      const baseline = writer.y - BODY_SIZE - 2;
      tr(() => {
        th('Row', () =>
          descriptionLines.forEach((text, index) => {
            writer.text(text, COLUMNS.description.x, baseline - index * LEADING, body);
          }),
        );
        td(() => writer.textRight(line.quantity, COLUMNS.quantity.right, baseline, body));
        td(() => writer.textRight(line.unitPrice, COLUMNS.unitPrice.right, baseline, body));
        td(() => writer.textRight(line.vatRate, COLUMNS.vatRate.right, baseline, body));
        td(() => writer.textRight(line.net, COLUMNS.net.right, baseline, body));
      });
      writer.y -= height;
      writer.rule(writer.y + 2);
    }
  });

  // VAT per rate on the left, totals on the right.
  const breakdownRows = view.vatRows.length + 1;
  writer.ensure(Math.max(breakdownRows, 3) * LEADING + 30);
  writer.y -= 14;
  const summaryTop = writer.y;
  const breakdownColumns = { rate: MARGIN, net: MARGIN + 150, vat: MARGIN + 230 };
  const [rateLabel, netLabel, vatLabel] = INVOICE_VAT_COLUMNS;
  writer.element('Table', () => {
    tr(() => {
      th('Column', () => writer.text(rateLabel, breakdownColumns.rate, writer.y - BODY_SIZE, strong));
      th('Column', () => writer.textRight(netLabel, breakdownColumns.net, writer.y - BODY_SIZE, strong));
      th('Column', () => writer.textRight(vatLabel, breakdownColumns.vat, writer.y - BODY_SIZE, strong));
    });
    writer.y -= LEADING + 2;
    for (const rate of view.vatRows) {
      const baseline = writer.y - BODY_SIZE;
      tr(() => {
        th('Row', () => writer.text(rate.rate, breakdownColumns.rate, baseline, body));
        td(() => writer.textRight(rate.net, breakdownColumns.net, baseline, body));
        td(() => writer.textRight(rate.vat, breakdownColumns.vat, baseline, body));
      });
      writer.y -= LEADING;
    }
  });
  const breakdownBottom = writer.y;

  writer.y = summaryTop;
  const labelX = MARGIN + 310;
  writer.element('Table', () => {
    for (const total of view.totals) {
      const style: TStyle = total.emphasis ? { font: bold, size: 11 } : body;
      const baseline = writer.y - style.size;
      tr(() => {
        th('Row', () => writer.text(total.label, labelX, baseline, style));
        td(() => writer.textRight(total.amount, COLUMNS.net.right, baseline, style));
      });
      writer.y -= style.size + 5;
    }
  });
  writer.y = Math.min(writer.y, breakdownBottom) - 20;

  for (const mention of view.mentions) {
    p(() => writer.paragraph(mention, MARGIN, CONTENT_WIDTH, { font: regular, size: 8 }, 10.5));
    writer.y -= 3;
  }

  // Footers last: « page i / n » needs n.
  const footer = view.footer;
  // Each page's footer repeats the issuer's block: decoration a screen reader skips.
  writer.pages.forEach((page, index) => {
    structure.artifact(page, () => {
      const y = MARGIN - 10;
      page.drawLine({
        start: { x: MARGIN, y: y + 12 },
        end: { x: MARGIN + CONTENT_WIDTH, y: y + 12 },
        thickness: 0.5,
        color: RULE,
      });
      const pageLabel = `${title} — page ${index + 1} / ${writer.pages.length}`;
      const footerLines = writer.wrap(footer, small, CONTENT_WIDTH - writer.width(pageLabel, small) - 16);
      footerLines.slice(0, 2).forEach((line, lineIndex) => {
        page.drawText(line, {
          x: MARGIN,
          y: y - lineIndex * 9,
          font: regular,
          size: SMALL_SIZE,
          color: MUTED,
        });
      });
      page.drawText(writer.sanitise(pageLabel), {
        x: MARGIN + CONTENT_WIDTH - writer.width(pageLabel, small),
        y,
        font: regular,
        size: SMALL_SIZE,
        color: MUTED,
      });
    });
  });
  structure.write(doc, writer.pages);

  // The Info dictionary and the XMP say the same (PDF/A): both are written from these.
  const info = {
    title: metadataText(title),
    subject: metadataText(`${title} — ${invoice.clientName}`),
    author: issuer ? metadataText(issuer.name) : null,
    creator: APPLICATION_NAME,
    producer: `${APPLICATION_NAME} (pdf-lib)`,
    keywords: `Factur-X, EN 16931, ${invoice.number ?? ''}`,
  };
  declareAccessibility(doc, { title: info.title, lang: 'fr-FR' });
  doc.setSubject(info.subject);
  if (info.author) doc.setAuthor(info.author);
  doc.setCreator(info.creator);
  doc.setProducer(info.producer);
  addSrgbOutputIntent(doc, assets.srgbProfile);

  if (xml && invoice.issueDate && invoice.number) {
    const issuedAt = new Date(`${invoice.issueDate}T00:00:00Z`);
    doc.setCreationDate(issuedAt);
    doc.setModificationDate(issuedAt);
    // One element: pdf-lib joins the list with spaces, the XMP has the same text with its commas.
    doc.setKeywords([info.keywords]);
    const xmlBytes = new TextEncoder().encode(xml);
    await doc.attach(xmlBytes, FACTUR_X_FILE_NAME, {
      mimeType: 'text/xml',
      description: 'Factur-X',
      afRelationship: AFRelationship.Data,
      creationDate: issuedAt,
      modificationDate: issuedAt,
    });
    const xmp = facturXXmp({ ...info, date: issuedAt.toISOString().replace('.000Z', 'Z') });
    // Uncompressed, as PDF/A wants the XMP packet readable by tools that do not parse the PDF.
    const metadata = doc.context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
    // PDF/A wants a file identifier; derived from the content so that re-rendering gives the same file.
    const id = createHash('md5').update(xml).digest('hex');
    doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  }
  return doc.save();
}

/** One line of text without what XML 1.0 forbids (NUL, controls), for the Info dictionary and the XMP. */
function metadataText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(INVISIBLE, '');
}

/** PDF/A: DeviceRGB colours are only allowed with an RGB output intent, here sRGB. */
function addSrgbOutputIntent(doc: PDFDocument, profile: Uint8Array): void {
  const { context } = doc;
  const condition = 'sRGB IEC61966-2.1';
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(condition),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of(condition),
    DestOutputProfile: context.register(context.flateStream(profile, { N: 3 })),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}

/** XMP for PDF/A-3 B with the Factur-X extension schema (Factur-X 1.0, § 6.2.2). */
function facturXXmp(meta: {
  title: string;
  author: string | null;
  subject: string;
  creator: string;
  producer: string;
  keywords: string;
  date: string;
}): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXmlText(meta.title)}</rdf:li></rdf:Alt></dc:title>`,
    meta.author === null
      ? ''
      : `<dc:creator><rdf:Seq><rdf:li>${escapeXmlText(meta.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXmlText(meta.subject)}</rdf:li></rdf:Alt></dc:description>`,
    '</rdf:Description>',
    `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${escapeXmlText(meta.producer)}</pdf:Producer><pdf:Keywords>${escapeXmlText(meta.keywords)}</pdf:Keywords></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${escapeXmlText(meta.creator)}</xmp:CreatorTool><xmp:CreateDate>${meta.date}</xmp:CreateDate><xmp:ModifyDate>${meta.date}</xmp:ModifyDate><xmp:MetadataDate>${meta.date}</xmp:MetadataDate></rdf:Description>`,
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">',
    `<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
    '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>',
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    '<pdfaSchema:prefix>fx</pdfaSchema:prefix>',
    '<pdfaSchema:property><rdf:Seq>',
    property('DocumentFileName', 'name of the embedded XML invoice file'),
    property('DocumentType', 'INVOICE'),
    property('Version', 'The actual version of the Factur-X XML schema'),
    property('ConformanceLevel', 'The conformance level of the embedded Factur-X data'),
    '</rdf:Seq></pdfaSchema:property>',
    '</rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>',
    '</rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

function decodeName(value: unknown): string | null {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

/** The bytes of the file named `name` in an EmbeddedFiles name tree (leaves or kids), or null. */
function findEmbeddedFile(node: PDFDict, name: string, depth = 0): Uint8Array | null {
  if (depth > 16) return null;
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (names) {
    for (let index = 0; index + 1 < names.size(); index += 2) {
      const spec = names.lookup(index + 1);
      if (!(spec instanceof PDFDict)) continue;
      const fileName =
        decodeName(spec.lookup(PDFName.of('UF'))) ??
        decodeName(spec.lookup(PDFName.of('F'))) ??
        decodeName(names.lookup(index));
      if (fileName !== name) continue;
      const stream = spec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
      if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; kids && index < kids.size(); index += 1) {
    const kid = kids.lookup(index);
    if (!(kid instanceof PDFDict)) continue;
    const found = findEmbeddedFile(kid, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The Factur-X XML embedded in a PDF, or null when it has none (a draft, another PDF). */
export async function readFacturXAttachment(pdf: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const embeddedFiles = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (!embeddedFiles) return null;
  const bytes = findEmbeddedFile(embeddedFiles, FACTUR_X_FILE_NAME);
  return bytes ? new TextDecoder('utf-8').decode(bytes) : null;
}

/** The PDF as a download: never cached by a shared proxy (it names a client and their debt). */
export function sendInvoicePdf(reply: FastifyReply, invoice: TInvoice, pdf: Uint8Array) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoicePdfFileName(invoice)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf));
}
