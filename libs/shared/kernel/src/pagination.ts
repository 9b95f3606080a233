import { ValidationError } from './domain-error';

/**
 * The pagination contract shared by every list (spec "Pagination contract", contract
 * "Pagination"). Parsing is separate from shaping so a repository only ever sees a window.
 */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
/** Offsets beyond any list's length answer an empty page; capped so SQL never sees a huge number. */
export const MAX_OFFSET = 2_147_483_647;

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface Pagination {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export type PaginationQuery = Partial<Record<'limit' | 'offset' | 'page' | 'pageSize', unknown>>;

/**
 * Turns the four query parameters into a window.
 * Rule 1: `pageSize` wins over `limit`. Rule 2: `offset` wins over `page`.
 * Rule 3: sizes are clamped to 1-200, never rejected; offset is clamped to >= 0, page to >= 1.
 * A value that is not a number is a VALIDATION_ERROR; an empty value counts as absent.
 */
export function parsePageWindow(query: PaginationQuery): PageWindow {
  const problems: { field: string; problem: string }[] = [];
  const read = (field: keyof PaginationQuery): number | undefined => {
    const value = readNumber(query[field]);
    if (value === 'invalid') problems.push({ field, problem: 'must be a number' });
    return value === 'invalid' ? undefined : value;
  };
  const limit = read('limit');
  const pageSize = read('pageSize');
  const offset = read('offset');
  const page = read('page');
  if (problems.length > 0) throw new ValidationError(problems);

  const size = clamp(Math.trunc(pageSize ?? limit ?? DEFAULT_LIMIT), 1, MAX_LIMIT);
  const start = offset !== undefined ? Math.trunc(offset) : (Math.max(1, Math.trunc(page ?? 1)) - 1) * size;
  return { limit: size, offset: clamp(start, 0, MAX_OFFSET) };
}

/** Shapes one window of rows with the contract's arithmetic. */
export function pageOf<T>(data: T[], total: number, window: PageWindow): Page<T> {
  return { data, pagination: describeWindow(total, window, data.length) };
}

/**
 * Rule 6: whole-set lists return every row whatever the window asks, with `hasMore: false`
 * (page 2 serves page 1 again).
 */
export function wholeSet<T>(data: T[]): Page<T> {
  const size = Math.max(data.length, 1);
  return {
    data,
    pagination: { total: data.length, limit: size, offset: 0, hasMore: false, page: 1, pageSize: size, totalPages: data.length === 0 ? 0 : 1 },
  };
}

/**
 * Rule 7: on the gateway's payment pages and recurring payments, `total` counts only the rows of
 * the returned page and `hasMore` derives from that number (a full page may have a successor);
 * clients page until a short page returns.
 */
export function pageCountedByRows<T>(data: T[], window: PageWindow): Page<T> {
  const total = data.length;
  return {
    data,
    pagination: {
      total,
      limit: window.limit,
      offset: window.offset,
      hasMore: total === window.limit,
      page: pageNumber(window),
      pageSize: window.limit,
      totalPages: Math.ceil(total / window.limit),
    },
  };
}

export function describeWindow(total: number, window: PageWindow, rowsReturned: number): Pagination {
  return {
    total,
    limit: window.limit,
    offset: window.offset,
    hasMore: window.offset + rowsReturned < total,
    page: pageNumber(window),
    pageSize: window.limit,
    totalPages: Math.ceil(total / window.limit),
  };
}

function pageNumber(window: PageWindow): number {
  return Math.floor(window.offset / window.limit) + 1;
}

function readNumber(raw: unknown): number | undefined | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (Array.isArray(raw)) return readNumber(raw[raw.length - 1]);
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 'invalid';
  if (typeof raw !== 'string' || !/^\s*[-+]?\d+(\.\d+)?\s*$/.test(raw)) return 'invalid';
  return Number(raw); // may be ±Infinity for hundreds of digits: clamped by the caller
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Rule 5: some lists keep their legacy keys beside the common ones (`products` and `totalCount`
 * on /products; `documents`, `total`, `page`, `pageSize` on /documents). `keys` names each
 * legacy key and what it repeats.
 */
export function withLegacyKeys<T, M extends Record<string, 'data' | keyof Pagination>>(
  page: Page<T>,
  keys: M,
): Page<T> & { [K in keyof M]: M[K] extends 'data' ? T[] : Pagination[Exclude<M[K], 'data'>] } {
  const legacy: Record<string, unknown> = {};
  for (const [key, source] of Object.entries(keys)) {
    legacy[key] = source === 'data' ? page.data : page.pagination[source as keyof Pagination];
  }
  return { ...page, ...legacy } as Page<T> & { [K in keyof M]: M[K] extends 'data' ? T[] : Pagination[Exclude<M[K], 'data'>] };
}
