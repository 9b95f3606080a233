import { Type } from '@sinclair/typebox';
import { Nullable, Page, StringEnum } from './openapi/schemas';
import { compiledJson, serialiseReply } from './compiled-json';

describe('compiledJson', () => {
  const Row = Type.Object({
    id: Type.Integer(),
    description: Type.String({ description: 'a field named like a keyword' }),
    amount: Type.Number(),
    status: StringEnum(['OPEN', 'PAID']),
    remarks: Nullable(Type.String()),
    approval: Nullable(StringEnum(['PENDING', 'APPROVED'])),
    updatedAt: Type.String({ format: 'date-time' }),
  });
  const RowPage = Page('RowPage', Row, { rows: Type.Array(Row) });
  const write = compiledJson(RowPage);
  const row = { id: 1, description: 'Widget "A"\n', amount: 12.5, status: 'OPEN' as const, remarks: null, approval: 'PENDING' as const, updatedAt: '2026-03-01T10:00:00.000Z' };
  const pagination = { total: 2, limit: 50, offset: 0, hasMore: false, page: 1, pageSize: 50, totalPages: 1 };

  it('writes what JSON.stringify writes for a value of the schema, nulls, escapes and named schemas used twice included', () => {
    const page = { data: [row, { ...row, id: 2, remarks: 'ok', approval: null }], pagination, rows: [row] };
    expect(JSON.parse(write(page).json)).toEqual(page);
    expect(write(page).json).toBe(JSON.stringify(page));
  });

  it('sends only the properties the schema documents', () => {
    const extra = { ...row, secret: 'not documented' } as typeof row;
    expect(JSON.parse(write({ data: [extra], pagination, rows: [] }).json).data[0]).not.toHaveProperty('secret');
  });

  it('is sent as it is by the reply serializer, and anything else goes through JSON.stringify', () => {
    expect(serialiseReply(write({ data: [], pagination, rows: [] }))).toBe(JSON.stringify({ data: [], pagination, rows: [] }));
    expect(serialiseReply({ error: 'NOT_FOUND' })).toBe('{"error":"NOT_FOUND"}');
  });
});
