// A small RFC 4180 CSV reader: comma separator, optional double quotes ("" inside quotes is one quote),
// LF or CRLF line ends, an optional UTF-8 BOM. Enough for the reference-data files; no dependency.

/** Every record as an array of fields. Blank lines are skipped. Throws on an unterminated quoted field. */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Fast path (the usual case): no quotes at all, so a line is a record and a comma a separator.
  if (!body.includes('"')) {
    return body
      .split('\n')
      .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
      .filter((line) => line !== '')
      .map((line) => line.split(','));
  }
  return parseQuotedCsv(body);
}

function parseQuotedCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldStarted = false;

  const endRecord = (): void => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n') endRecord();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRecord();
      i++;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (inQuotes) throw new Error('CSV : guillemet non fermé');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
