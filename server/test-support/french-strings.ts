import ts from 'typescript';
import {
  findTypographyIssues,
  fixFrenchTypography,
  NBSP,
  NNBSP,
  PLACEHOLDER,
  type TTypographyRule,
} from '#domain/kernel/text/french-typography.ts';

/**
 * The user-visible French strings of a source file, read with the TypeScript compiler: string and
 * template literals and JSX text, minus what a person never reads (imports, types, property names,
 * class names, addresses, log and developer error messages, identifiers, English). Each string keeps
 * where it sits in the source so that `scripts/fix-french-typography.ts` can write it back.
 */

/** One piece of source text holding part of a string; the pieces of a string are split by PLACEHOLDER. */
export type TSourcePiece = {
  start: number;
  end: number;
  encoding: 'string' | 'template' | 'jsx-text' | 'jsx-attribute';
  quote: string;
};

export type TSourceString = {
  /** 1-based line of the string's start. */
  line: number;
  /** The text as shown, with PLACEHOLDER where a value is inserted. */
  text: string;
  pieces: TSourcePiece[];
};

const FRENCH_WORDS = new Set(
  "le la les de des du un une et est pour vous votre vos nous au aux ce cette ces en sur par avec pas ne sont dans qui que à ou mon ma mes son sa ses se il elle plus été être avez êtes n'est c'est d'un d'une l'équipe veuillez votre aucun aucune été sera peut".split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and of to is with for from not must should this that be are an in on at by or it cannot was has have no when if than into only can will one per'.split(
    ' ',
  ),
);

/** JSX attributes that hold names, addresses, styles or states, never a sentence. */
const NON_TEXT_ATTRIBUTES = new Set([
  'className',
  'class',
  'href',
  'to',
  'src',
  'id',
  'htmlFor',
  'type',
  'name',
  'autoComplete',
  'role',
  'rel',
  'target',
  'method',
  'inputMode',
  'pattern',
  'variant',
  'size',
  'key',
  'accept',
  'lang',
  'dir',
  'form',
  'd',
  'viewBox',
  'fill',
  'stroke',
  'side',
  'align',
  'path',
  'as',
  'tone',
  'icon',
  'testId',
]);

/** Calls whose string arguments a person never reads on a page or in an e-mail. */
const NON_TEXT_CALLEES = new Set([
  'cn',
  'clsx',
  'twMerge',
  'cva',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'closest',
  'matches',
  'require',
  'fetch',
  'URL',
  'URLSearchParams',
  'Error',
  'TypeError',
  'RangeError',
  'getItem',
  'setItem',
  'removeItem',
  'addEventListener',
  'removeEventListener',
  'createElement',
  'setAttribute',
  'getAttribute',
  'hasAttribute',
  'sql',
  'raw',
  'startsWith',
  'endsWith',
  'includes',
  'split',
  'join',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'debug',
  'trace',
  'fatal',
  'Intl',
  'DateTimeFormat',
  'NumberFormat',
  'format',
  'formatInTimeZone',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'register',
  'watch',
  'setValue',
  'getValues',
  'setError',
  'resetField',
  'trigger',
  'get',
  'has',
  'set',
  'delete',
  'append',
  'header',
  'getHeader',
  'setHeader',
  'redirect',
  'navigate',
  'useNavigate',
  'describe',
  'it',
  'test',
  'each',
  'only',
  'skip',
  'todo',
  'step',
]);

const LOG_METHODS = new Set(['info', 'warn', 'error', 'log', 'debug', 'trace', 'fatal']);

/** Whether a string reads as French text shown to a person (a sentence, a label), not code or English. */
export function isFrenchText(text: string): boolean {
  const visible = text
    .split(PLACEHOLDER)
    .join(' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  // A space before « : ; ! ? » or guillemets is written only in French (« ${label} : ${value} »).
  if (
    /[\p{L}\p{N}»\ufffc)][ \u00a0\u202f][:;!?](?=[\s\ufffc]|$)|«|»/u.test(text) &&
    !/[{}=<>|\\]|=>|^\s*[-\w]+:\s|\w\.\w+\(/.test(visible)
  )
    return true;
  if (!/\p{L}/u.test(visible)) return false;
  // SQL (a test's raw statements): code, whatever French names its rows hold.
  if (
    /^(insert\s+into|select\s|update\s+\w+\s+set|delete\s+from|alter\s+table|create\s+(table|index)|drop\s+table|with\s+\w+(\([^)]*\))?\s+as\s*\()/i.test(
      visible,
    )
  )
    return false;
  if (/^(https?:|mailto:|tel:|data:|\/|\.\/|#|\w+:\/\/)/.test(visible) && !/\s/.test(visible)) return false;
  if (/[{};=<>]|=>|\$\{|\bfunction\b|^\s*--|^\s*@/.test(visible) && !/[À-ÿ]/.test(visible)) return false;
  if (/^(User-agent|Allow|Disallow|Sitemap|Content-Type|Content-Disposition):/im.test(visible)) return false;
  if (!/\p{L}{3,}/u.test(visible)) return false;
  const words = visible.split(' ');
  if (words.length === 1) {
    if (/[À-ÿœ]/.test(visible)) return /^[\p{L}'’-]+[.…!?:]*$/u.test(visible);
    return /^[A-Z][a-z'’-]+(\.\.\.|…|[!?:])?$/.test(visible);
  }
  const lower = words.map((word) => word.toLowerCase().replace(/[.,;:!?«»()"]/g, ''));
  const french = lower.filter(
    (word) => FRENCH_WORDS.has(word) || /^[ldnjcmqs]['’]/.test(word) || /[àâçéèêëîïôûùüœ]/.test(word),
  ).length;
  const english = lower.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (french > 0) return french >= english;
  if (english > 0) return false;
  // No telling word: a label (« Adresse Email ») starts with a capital and has no code marks.
  return /^[A-ZÀ-Ý«]/.test(visible) && !/[_\\|`]|\w-\w+-\w|\w:\w/.test(visible);
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  // it.each(table)('name'), test.describe.each…
  if (ts.isCallExpression(expression)) return calleeName(expression.expression);
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function isLogCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !LOG_METHODS.has(callee.name.text)) return false;
  const target = callee.expression.getText();
  return /(^|\.)(log|logger|console)$/i.test(target) || /Log(ger)?$/.test(target);
}

/** Whether a literal sits where a person never reads it. */
function isOutOfSight(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent))
      return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isExternalModuleReference(parent)) return true;
    if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === child)
      return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return true;
    if (ts.isJsxAttribute(parent)) {
      const name = parent.name.getText();
      return (
        NON_TEXT_ATTRIBUTES.has(name) ||
        name.startsWith('data-') ||
        /^aria-(controls|describedby|labelledby|owns|live|current|hidden|expanded|haspopup)$/.test(name)
      );
    }
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      if (ts.isCallExpression(parent) && isLogCall(parent)) return true;
      const name = calleeName(parent.expression);
      if (name !== undefined && NON_TEXT_CALLEES.has(name) && child !== parent.expression) return true;
      if (ts.isCallExpression(parent) && parent.expression.getText() === 'import') return true;
    }
    if (
      ts.isBinaryExpression(parent) &&
      /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText())
    )
      return true;
    if (ts.isCaseClause(parent) && parent.expression === child) return true;
    // Stop at the statement: what encloses it no longer says how the literal is used.
    if (ts.isStatement(parent) || ts.isSourceFile(parent) || ts.isJsxElement(parent)) return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

const JSX_ENTITIES: Record<string, string> = {
  '&nbsp;': NBSP,
  '&#160;': NBSP,
  '&#xa0;': NBSP,
  '&#xA0;': NBSP,
  '&#8239;': NNBSP,
  '&#x202f;': NNBSP,
  '&#x202F;': NNBSP,
};

function decodeJsx(raw: string): string {
  return raw.replace(
    /&(nbsp|#160|#xa0|#xA0|#8239|#x202f|#x202F);/g,
    (entity) => JSX_ENTITIES[entity] ?? entity,
  );
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', u00a0: NBSP, xa0: NBSP, u202f: NNBSP };

/** Decodes the escapes that matter to typography (no-break spaces, line breaks); `\\` stays as it is. */
function decodeEscapes(raw: string): string {
  return raw.replace(/\\\\|\\(u00a0|xa0|u202f|n|t)/gi, (sequence, name?: string) =>
    name === undefined ? sequence : (ESCAPES[name.toLowerCase()] ?? sequence),
  );
}

/** Writes text back as the source of one piece. */
export function encodePiece(text: string, piece: TSourcePiece, raw: string): string {
  if (piece.encoding === 'jsx-text' || piece.encoding === 'jsx-attribute')
    return text.replaceAll(NBSP, '&nbsp;').replaceAll(NNBSP, '&#8239;');
  // A template written over several lines keeps its line breaks; elsewhere they were escapes.
  const literalBreaks = piece.encoding === 'template' && raw.includes('\n');
  const escaped = text.replaceAll(NBSP, '\\u00a0').replaceAll(NNBSP, '\\u202f').replaceAll('\t', '\\t');
  return literalBreaks ? escaped : escaped.replaceAll('\n', '\\n');
}

/** Reads one piece of source text as shown (the no-break spaces written as escapes or entities decoded). */
export function decodePiece(source: string, piece: TSourcePiece): string {
  const raw = source.slice(piece.start, piece.end);
  return piece.encoding === 'jsx-text' || piece.encoding === 'jsx-attribute'
    ? decodeJsx(raw)
    : decodeEscapes(raw);
}

function textOf(source: string, pieces: TSourcePiece[]): string {
  return pieces.map((piece) => decodePiece(source, piece)).join(PLACEHOLDER);
}

/**
 * Every string of a file that could be French text (`all`), before the French test: the fixer uses
 * `isFrenchText` on each; `inTests` keeps the strings of test files that tests compare exactly.
 */
export function sourceStrings(fileName: string, source: string): TSourceString[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: TSourceString[] = [];
  const push = (node: ts.Node, pieces: TSourcePiece[]) => {
    if (pieces.length === 0) return;
    // The line of the first visible character (a JSX text starts with the line break after its tag).
    const first = pieces.find((piece) => source.slice(piece.start, piece.end).trim() !== '') ?? pieces[0];
    const offset = first
      ? first.start +
        (source.slice(first.start, first.end).length -
          source.slice(first.start, first.end).trimStart().length)
      : node.getStart();
    const line = file.getLineAndCharacterOfPosition(offset).line + 1;
    found.push({ line, text: textOf(source, pieces), pieces });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node)) {
      if (!isOutOfSight(node)) {
        const quote = source[node.getStart()] ?? "'";
        const encoding = ts.isJsxAttribute(node.parent) ? 'jsx-attribute' : 'string';
        push(node, [{ start: node.getStart() + 1, end: node.end - 1, encoding, quote }]);
      }
      return;
    }
    if (ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isOutOfSight(node))
        push(node, [{ start: node.getStart() + 1, end: node.end - 1, encoding: 'template', quote: '`' }]);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!isOutOfSight(node)) {
        const pieces: TSourcePiece[] = [
          { start: node.head.getStart() + 1, end: node.head.end - 2, encoding: 'template', quote: '`' },
          ...node.templateSpans.map((span) => ({
            start: span.literal.getStart() + 1,
            end: span.literal.end - (ts.isTemplateTail(span.literal) ? 1 : 2),
            encoding: 'template' as const,
            quote: '`',
          })),
        ];
        push(node, pieces);
      }
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      // The text runs of one element, with the values it inserts, read as one string.
      let run: TSourcePiece[] = [];
      let hasText = false;
      let afterValueAt: number | undefined;
      const flush = () => {
        if (afterValueAt !== undefined)
          run.push({ start: afterValueAt, end: afterValueAt, encoding: 'jsx-text', quote: '' });
        if (hasText) push(node, run);
        run = [];
        hasText = false;
        afterValueAt = undefined;
      };
      for (const child of node.children) {
        if (ts.isJsxText(child)) {
          run.push({ start: child.pos, end: child.end, encoding: 'jsx-text', quote: '' });
          afterValueAt = undefined;
          if (!child.containsOnlyTriviaWhiteSpaces) hasText = true;
        } else if (ts.isJsxExpression(child) && child.expression && !ts.isJsxElement(child.expression)) {
          if (run.length === 0)
            run.push({ start: child.getStart(), end: child.getStart(), encoding: 'jsx-text', quote: '' });
          afterValueAt = child.end;
          visit(child.expression);
        } else if (ts.isJsxExpression(child)) {
          if (child.expression) visit(child.expression);
        } else {
          flush();
          visit(child);
        }
      }
      flush();
      if (ts.isJsxElement(node)) visit(node.openingElement);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * What a test compares with an `Error` thrown by the code: developer messages, which the rules leave alone
 * (`new Error(…)` is out of sight), so the test's expected text stays as it is.
 */
const THROW_MATCHERS = /^(toThrow|toThrowError)$/;

function comparedWithThrownError(file: ts.SourceFile, position: number): boolean {
  let node: ts.Node | undefined = findNodeAt(file, position);
  while (node && !ts.isSourceFile(node)) {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if (name !== undefined && THROW_MATCHERS.test(name)) return true;
    }
    if (ts.isStatement(node)) return false;
    node = node.parent;
  }
  return false;
}

/**
 * A test's string that is the source of `new RegExp(…)`: a pattern, which already writes the spaces it
 * matches (`\\s`); a no-break space put into it would stop it matching the page.
 */
function regExpSource(file: ts.SourceFile, position: number): boolean {
  let node: ts.Node | undefined = findNodeAt(file, position);
  while (node && !ts.isSourceFile(node)) {
    if (ts.isNewExpression(node) || ts.isCallExpression(node))
      return calleeName(node.expression) === 'RegExp';
    if (ts.isStatement(node)) return false;
    node = node.parent;
  }
  return false;
}

/** Queries and matchers that compare a page's text after turning every run of spaces into one plain space. */
const NORMALIZING_MATCHERS =
  /^((get|query|find)(All)?By(Text|LabelText|PlaceholderText|DisplayValue|AltText|Title)|toHaveTextContent)$/;

/**
 * Whether a test's string is compared with whitespace made plain: testing-library queries, toHaveTextContent,
 * or a statement that turns the spaces plain itself (`.textContent?.replace(/\s/g, ' ')`).
 */
function comparedAsPlainText(file: ts.SourceFile, position: number): boolean {
  let node: ts.Node | undefined = findNodeAt(file, position);
  while (node && !ts.isSourceFile(node)) {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if (name !== undefined && NORMALIZING_MATCHERS.test(name)) return true;
    }
    if (ts.isStatement(node)) return /\.replace(All)?\([^)]*(\\s|\\u00a0|\\u202f)/.test(node.getText(file));
    node = node.parent;
  }
  return false;
}

function findNodeAt(file: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (position >= node.getStart(file) && position <= node.end) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  visit(file);
  return found;
}

/**
 * A test's regular expression matching French text: a space before « : ; ! ? » or inside « » becomes `\s`
 * (it then matches a no-break space as well as the plain one a normalised text has), « email » becomes
 * « e-mail » and « 24h » `24\sh`.
 */
export function fixRegexSource(pattern: string): string {
  const readable = pattern.replace(/\\[sdwb]/g, ' ');
  // A pattern with words and spaces is text; a single token must read as French.
  if (!/\p{L}{3,}/u.test(readable) || !(/ /.test(pattern) || isFrenchText(readable))) return pattern;
  return pattern
    .replace(/(?<=[\p{L}\p{N}»)]) (?=[:;!?»])/gu, '\\s')
    .replace(/« /g, '«\\s')
    .replace(/(?<![\p{L}\p{N}_@./\\-])(\d+) ?(h|min)(?![\p{L}\p{N}_'’-])/gu, '$1\\s$2')
    .replace(
      /(?<![\p{L}\p{N}_@./\\-])(?:e-?mail|E-?mail)(s?)(?![\p{L}\p{N}_@-])/gu,
      (match, plural: string) => (match.startsWith('E') ? `E-mail${plural}` : `e-mail${plural}`),
    );
}

function regexEdits(file: ts.SourceFile): { start: number; end: number; text: string }[] {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.getText(file);
      const close = text.lastIndexOf('/');
      const pattern = text.slice(1, close);
      const fixed = fixRegexSource(pattern);
      if (fixed !== pattern)
        edits.push({ start: node.getStart(file) + 1, end: node.getStart(file) + close, text: fixed });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/** A file holding badly written French on purpose (the checker's own rules and tests) says so. */
const OPT_OUT = 'typography-fixer: off';

export type TTypographyOffence = { line: number; rule: TTypographyRule; found: string; text: string };

/** Every offence against French typography in the French strings of one source file. */
export function typographyOffences(fileName: string, source: string): TTypographyOffence[] {
  if (source.includes(OPT_OUT)) return [];
  return sourceStrings(fileName, source)
    .filter((string) => isFrenchText(string.text))
    .flatMap((string) =>
      findTypographyIssues(string.text).map((issue) => ({
        line: string.line,
        rule: issue.rule,
        found: issue.found,
        text: string.text.replaceAll(PLACEHOLDER, '…').replace(/\s+/g, ' ').trim(),
      })),
    );
}

/**
 * The source with its French strings written right. In a test file, a string compared as plain text
 * (`getByText('Motif : x')`) keeps plain spaces, since the page's no-break spaces reach it as plain ones.
 */
export function fixSource(fileName: string, source: string, options: { testFile: boolean }): string {
  if (source.includes(OPT_OUT)) return source;
  const file = options.testFile
    ? ts.createSourceFile(
        fileName,
        source,
        ts.ScriptTarget.Latest,
        true,
        fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      )
    : undefined;
  // A test reading PDF texts compares them with plain spaces (server/test-support/pdf-page-texts.ts).
  const readsPdfText = options.testFile && source.includes('pdf-page-texts');
  const edits: { start: number; end: number; text: string }[] = [];
  for (const string of sourceStrings(fileName, source)) {
    if (!isFrenchText(string.text)) continue;
    if (file && comparedWithThrownError(file, string.pieces[0]?.start ?? 0)) continue;
    if (file && regExpSource(file, string.pieces[0]?.start ?? 0)) continue;
    let fixed = fixFrenchTypography(string.text);
    if (file && (readsPdfText || comparedAsPlainText(file, string.pieces[0]?.start ?? 0)))
      fixed = fixed.replace(/[\u00a0\u202f]/g, ' ');
    if (fixed === string.text) continue;
    const parts = fixed.split(PLACEHOLDER);
    if (parts.length !== string.pieces.length) continue;
    string.pieces.forEach((piece, index) => {
      const text = parts[index] ?? '';
      if (text !== decodePiece(source, piece))
        edits.push({
          start: piece.start,
          end: piece.end,
          text: encodePiece(text, piece, source.slice(piece.start, piece.end)),
        });
    });
  }
  if (file) edits.push(...regexEdits(file));
  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * docs/claims.md lists the pages' sentences as the claims test reads them, no-break spaces made plain:
 * its first column follows the same rules (« 24 h », « e-mail », « … ») so that it keeps matching.
 */
export function fixClaimsMarkdown(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => {
      const match = /^\| (.+?) \|( .*)$/.exec(line);
      if (!match?.[1] || /^-+$|^Texte affiché$/.test(match[1])) return line;
      const fixed = fixFrenchTypography(match[1]).replace(/[\u00a0\u202f]/g, ' ');
      return `| ${fixed} |${match[2]}`;
    })
    .join('\n');
}
