import { OcrWord } from './ocr-lines';
import { crop, regionsToReread, splice } from './ocr-rescue';

const word = (text: string, left: number, top: number, width: number, height: number, conf: number, line = 'a'): OcrWord => ({ text, left, top, width, height, line, conf });

describe('reading again what the block reading ran together', () => {
  const page = { width: 1600, height: 2000 };
  const body = Array.from({ length: 8 }, (_, i) => word(`w${i}`, 100 + i * 120, 400, 100, 24, 92, 'b'));

  it('picks a tall word the recogniser was unsure of, between its line neighbours', () => {
    const line = [word('אספקת', 1400, 100, 140, 32, 92), word('בע"מ', 1000, 100, 100, 32, 91), word('א', 250, 96, 110, 60, 28)];
    const [region] = regionsToReread([...line, ...body], page);
    expect(region.x0).toBe(0);
    expect(region.x1).toBeLessThan(1000);
    expect(region.y0).toBeLessThan(96);
    expect(region.y1).toBeGreaterThan(156);
  });

  it('leaves a page read with confidence alone', () => {
    expect(regionsToReread(body, page)).toEqual([]);
  });

  it("puts the region's own reading in place of what was inside it, in page coordinates", () => {
    const lines = [
      {
        words: [
          { text: 'אספקת', x0: 1400, x1: 1540, y0: 100, y1: 132 },
          { text: 'א', x0: 250, x1: 360, y0: 96, y1: 156 },
        ],
      },
    ];
    const reread = [{ words: [{ text: '42614', x0: 10, x1: 80, y0: 5, y1: 25 }] }, { words: [{ text: '03/01/2025', x0: 10, x1: 140, y0: 40, y1: 60 }] }];
    const out = splice(lines, { x0: 200, y0: 80, x1: 900, y1: 170 }, reread);
    expect(out.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['42614', 'אספקת', '03/01/2025']);
    expect(out[0].words[0]).toMatchObject({ x0: 210, y0: 85 });
  });

  it('crops a region of a grey image', () => {
    const img = { width: 4, height: 3, data: Uint8Array.from([0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]) };
    expect(crop(img, { x0: 1, y0: 1, x1: 3, y1: 3 })).toEqual({ width: 2, height: 2, data: Uint8Array.from([11, 12, 21, 22]) });
  });
});
