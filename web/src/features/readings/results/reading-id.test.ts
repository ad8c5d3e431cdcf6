import { describe, expect, it } from 'vitest';
import { resolveReadingId } from './reading-id';

const q = (query: string) => new URLSearchParams(query);

describe('resolveReadingId', () => {
  it('prefers the path parameter on path routes and ignores the query there', () => {
    expect(resolveReadingId(q('readingId=other'), 'abc-123')).toBe('abc-123');
    expect(resolveReadingId(q(''), '../etc')).toBeNull();
  });

  it('reads readingId, then reading_result_id', () => {
    expect(resolveReadingId(q('readingId=r1&reading_result_id=r2'))).toBe('r1');
    expect(resolveReadingId(q('reading_result_id=r2&readingText=Hello'))).toBe('r2');
  });

  it('reads the id from a data parameter of JSON, object or array', () => {
    const data = encodeURIComponent(JSON.stringify({ text: 'forged text', reading_result_id: 'r3' }));
    expect(resolveReadingId(q(`data=${data}`))).toBe('r3');
    const array = encodeURIComponent(JSON.stringify([{ readingId: 'r4' }, { readingId: 'r5' }]));
    expect(resolveReadingId(q(`data=${array}`))).toBe('r4');
  });

  it('gives null for missing, malformed or suspicious ids', () => {
    expect(resolveReadingId(q(''))).toBeNull();
    expect(resolveReadingId(q('data=%7Bnot-json'))).toBeNull();
    expect(resolveReadingId(q('data=null'))).toBeNull();
    expect(resolveReadingId(q('readingId=%3Cscript%3E'))).toBeNull();
    expect(resolveReadingId(q(`readingId=${'x'.repeat(65)}`))).toBeNull();
  });
});
