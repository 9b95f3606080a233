import { ValidationError } from './domain-error';
import { pageCountedByRows, pageOf, parsePageWindow, wholeSet, withLegacyKeys } from './pagination';

describe('parsePageWindow', () => {
  it('defaults to the first 50 rows', () => {
    expect(parsePageWindow({})).toEqual({ limit: 50, offset: 0 });
  });

  it('reads limit and offset', () => {
    expect(parsePageWindow({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
  });

  it('treats pageSize as an alias of limit', () => {
    expect(parsePageWindow({ pageSize: '25' })).toEqual({ limit: 25, offset: 0 });
  });

  it('rule 1: pageSize wins over limit when both are sent', () => {
    expect(parsePageWindow({ limit: '10', pageSize: '30' }).limit).toBe(30);
  });

  it('converts a 1-based page into an offset of whole pages', () => {
    expect(parsePageWindow({ page: '3', pageSize: '20' })).toEqual({ limit: 20, offset: 40 });
  });

  it('rule 2: offset wins over page when both are sent', () => {
    expect(parsePageWindow({ page: '5', offset: '7', limit: '10' })).toEqual({ limit: 10, offset: 7 });
  });

  it('rule 3: clamps sizes above 200 to 200 instead of rejecting them', () => {
    expect(parsePageWindow({ limit: '1000' }).limit).toBe(200);
    expect(parsePageWindow({ pageSize: '201' }).limit).toBe(200);
  });

  it('clamps sizes below 1 to 1, offsets below 0 to 0 and pages below 1 to 1', () => {
    expect(parsePageWindow({ limit: '0' }).limit).toBe(1);
    expect(parsePageWindow({ limit: '-5' }).limit).toBe(1);
    expect(parsePageWindow({ offset: '-10' }).offset).toBe(0);
    expect(parsePageWindow({ page: '0', limit: '10' }).offset).toBe(0);
    expect(parsePageWindow({ page: '-3', limit: '10' }).offset).toBe(0);
  });

  it('caps huge offsets and pages instead of passing them to SQL', () => {
    expect(parsePageWindow({ offset: '1000000000000000000000000000000' }).offset).toBe(2_147_483_647);
    expect(parsePageWindow({ page: '99999999999999', pageSize: '200' }).offset).toBe(2_147_483_647);
    expect(parsePageWindow({ offset: '9'.repeat(400) }).offset).toBe(2_147_483_647);
    expect(parsePageWindow({ limit: '9'.repeat(400) }).limit).toBe(200);
  });

  it('truncates fractional numbers', () => {
    expect(parsePageWindow({ limit: '10.9', offset: '3.5' })).toEqual({ limit: 10, offset: 3 });
  });

  it('treats an empty value as absent', () => {
    expect(parsePageWindow({ limit: '', page: '' })).toEqual({ limit: 50, offset: 0 });
  });

  it('rejects a value that is not a number with VALIDATION_ERROR naming each field', () => {
    try {
      parsePageWindow({ limit: 'ten', page: '2x' });
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details).toEqual([
        { field: 'limit', problem: 'must be a number' },
        { field: 'page', problem: 'must be a number' },
      ]);
    }
  });

  it('uses the last value when a parameter is repeated', () => {
    expect(parsePageWindow({ limit: ['5', '15'] }).limit).toBe(15);
  });
});

describe('pageOf', () => {
  it('rule 4 and the contract arithmetic: rows in data, the window in pagination', () => {
    const page = pageOf(['a', 'b'], 12, { limit: 5, offset: 10 });
    expect(page).toEqual({
      data: ['a', 'b'],
      pagination: { total: 12, limit: 5, offset: 10, hasMore: false, page: 3, pageSize: 5, totalPages: 3 },
    });
  });

  it('hasMore is true while rows remain after this window', () => {
    expect(pageOf(['a', 'b', 'c'], 7, { limit: 3, offset: 3 }).pagination.hasMore).toBe(true);
  });

  it('an offset that is not a multiple of the size lands on the page containing it', () => {
    expect(pageOf([], 100, { limit: 10, offset: 15 }).pagination.page).toBe(2);
  });

  it('an empty set has no pages', () => {
    expect(pageOf([], 0, { limit: 50, offset: 0 }).pagination).toEqual({
      total: 0,
      limit: 50,
      offset: 0,
      hasMore: false,
      page: 1,
      pageSize: 50,
      totalPages: 0,
    });
  });
});

describe('wholeSet', () => {
  it('rule 6: every row, hasMore false, whatever window was asked', () => {
    const rows = Array.from({ length: 230 }, (_, i) => i);
    const page = wholeSet(rows);
    expect(page.data).toHaveLength(230);
    expect(page.pagination).toMatchObject({ total: 230, offset: 0, hasMore: false, page: 1, totalPages: 1 });
  });
});

describe('pageCountedByRows', () => {
  it('rule 7: total counts only the rows returned, and a full page says there may be more', () => {
    const full = pageCountedByRows([1, 2, 3], { limit: 3, offset: 6 });
    expect(full.pagination).toMatchObject({ total: 3, hasMore: true, page: 3 });
    const short = pageCountedByRows([1], { limit: 3, offset: 9 });
    expect(short.pagination).toMatchObject({ total: 1, hasMore: false });
  });
});

describe('withLegacyKeys', () => {
  it('rule 5: repeats the rows and counts under the legacy names beside data and pagination', () => {
    const page = withLegacyKeys(pageOf(['p1', 'p2'], 9, { limit: 2, offset: 2 }), { products: 'data', totalCount: 'total' });
    expect(page.products).toEqual(['p1', 'p2']);
    expect(page.totalCount).toBe(9);
    expect(page.data).toEqual(['p1', 'p2']);
    expect(page.pagination.total).toBe(9);
  });

  it('can name page and pageSize as the documents list does', () => {
    const page = withLegacyKeys(pageOf(['d'], 120, { limit: 50, offset: 100 }), { documents: 'data', total: 'total', page: 'page', pageSize: 'pageSize' });
    expect(page).toMatchObject({ documents: ['d'], total: 120, page: 3, pageSize: 50 });
  });
});
