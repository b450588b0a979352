import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('splits plain lines and fields, skipping blank lines', () => {
    expect(parseCsv('a,b,c\n1,2,3\n\n4,,6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('nom,note\n"Bors, Charente","dit ""le petit""\nfin"\nx,"y"')).toEqual([
      ['nom', 'note'],
      ['Bors, Charente', 'dit "le petit"\nfin'],
      ['x', 'y'],
    ]);
  });

  it('accepts CRLF line ends and a UTF-8 BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('\ufeff"a",b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses an unterminated quoted field', () => {
    expect(() => parseCsv('a,"b\n1,2')).toThrow(/guillemet/);
  });
});
