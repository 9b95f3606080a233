import { createHmac } from 'node:crypto';
import { SignedCursorCodec } from './signed-cursor';

const key = Buffer.from('cursor-key-0123456789abcdef0123456789');

describe('SignedCursorCodec', () => {
  const codec = new SignedCursorCodec(key, 22);

  it('gives back the position it encoded, for the company it encoded it for', () => {
    expect(codec.decode(7, codec.encode(7, '9007199254740993'))).toBe('9007199254740993');
    expect(codec.decode(7, codec.encode(7, 42))).toBe('42');
  });

  it("refuses another company's cursor, a changed payload, a changed signature and extra parts", () => {
    const cursor = codec.encode(7, '100');
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ v: 1, c: 7, p: '1' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -1)}A`, `${cursor}.x`, 'not-a-cursor', '']) {
      expect(() => codec.decode(7, bad)).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR', kind: 'validation' }));
    }
    expect(() => codec.decode(8, cursor)).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR' }));
  });

  it("keeps each feed to its signature length, so one feed cannot read the other's cursors", () => {
    const events = new SignedCursorCodec(key, 43);
    expect(events.encode(7, '5').split('.')[1]).toHaveLength(43);
    expect(() => events.decode(7, codec.encode(7, '5'))).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR' }));
  });

  it('still reads the cursors issued before the version field, whose position was a JSON number', () => {
    const events = new SignedCursorCodec(key, 43);
    const body = Buffer.from(JSON.stringify({ c: 7, p: 1234 })).toString('base64url');
    const legacy = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    expect(events.decode(7, legacy)).toBe('1234');
  });
});
