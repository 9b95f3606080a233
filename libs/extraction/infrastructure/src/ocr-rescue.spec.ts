import { OcrWord } from './ocr-lines';
import { columnsSideBySide, crop, regionsBesideWordmarks, regionsToRead, regionsToReread, splice } from './ocr-rescue';

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

  it("reads the small print stacked beside a wordmark again on its own, the wordmark's words kept out", () => {
    // A houseboat's folio as recognised: "The Prinsen Ark" 54 pixels tall, and on its line the company's name and registration, two lines run into one.
    const line = [
      word('The', 159, 146, 106, 54, 93),
      word('Prinsen', 285, 148, 227, 52, 92),
      word('Ark', 532, 146, 112, 54, 97),
      word('ace', 1548, 147, 123, 19, 0),
      word('en', 1681, 147, 27, 19, 0),
      word('evk', 1726, 152, 39, 50, 21),
      word('68064505', 1771, 147, 131, 55, 92),
    ];
    const regions = regionsBesideWordmarks([...line, ...body], { width: 2059, height: 2914 });
    expect(regions).toHaveLength(1);
    const [region] = regions;
    expect(region.x0).toBeGreaterThan(644);
    expect(region.x0).toBeLessThanOrEqual(1548);
    expect(region.x1).toBeGreaterThanOrEqual(1902);
    expect(region.y0).toBeLessThanOrEqual(146);
    expect(region.y1).toBeGreaterThanOrEqual(202);
  });

  it("stops short of the letterhead's own line under the wordmark, and of a letter of the wordmark set apart", () => {
    // A student housing bill as recognised: "מעונות הקר" and "ה" apart, the box's title on the wordmark's line, the company's line under the wordmark reaching past its end.
    const words = [
      word('מעונות', 1402, 127, 132, 39, 92),
      word('הקר', 1306, 127, 75, 44, 93),
      word('ה', 1262, 127, 23, 31, 87),
      word('חשבון', 632, 153, 78, 24, 88),
      word('חודשי', 540, 153, 79, 17, 91),
      word('חשבונית', 395, 153, 114, 17, 92),
      word('מס', 344, 153, 39, 17, 92),
      word('הקריה', 1474, 183, 60, 20, 92, 'c'),
      word('בע"מ', 1258, 180, 49, 20, 91, 'c'),
      word('511644700', 1077, 181, 113, 17, 93, 'c'),
      word('2184237', 502, 202, 96, 17, 93, 'c'),
    ];
    const text = Array.from({ length: 12 }, (_, i) => word(`w${i}`, 100 + i * 110, 700, 90, 17, 92, 'd'));
    const [region, more] = regionsBesideWordmarks([...words, ...text], { width: 1653, height: 2339 });
    expect(more).toBeUndefined();
    // The title, whole; not the wordmark's "ה", not the company's id under the wordmark, not the bill's number on the next line.
    expect(region.x0).toBeLessThanOrEqual(344);
    expect(region.x1).toBeGreaterThanOrEqual(710);
    expect(region.x1).toBeLessThan(1077);
    expect(region.y0).toBeLessThanOrEqual(153);
    expect(region.y1).toBeGreaterThanOrEqual(170);
    expect(region.y1).toBeLessThanOrEqual(202);
  });

  it('leaves a wordmark with nothing run into its line alone, and a tall word without letters', () => {
    const alone = [word('KesherVoice', 120, 100, 400, 60, 95), word('Statement', 1200, 180, 120, 22, 93, 'c'), word('date', 1330, 180, 60, 22, 93, 'c')];
    expect(regionsBesideWordmarks([...alone, ...body], page)).toEqual([]);
    const total = [word('₪124.74', 1200, 600, 300, 60, 95, 'd'), word('Amount', 1000, 610, 90, 22, 93, 'd'), word('due', 1100, 610, 50, 22, 93, 'd')];
    expect(regionsBesideWordmarks([...total, ...body], page)).toEqual([]);
  });

  it("reads nothing beside a wordmark whose crop would cut the print beside it in two (a short word's box stretched tall taken for a wordmark)", () => {
    // An upholstery workshop's letterhead as recognised (a clean render, the page's first lines): "ריפודי השרון בע"מ" 43-58 pixels tall at the right, its
    // address and tax id at the left, where "כפר" came out 38 pixels wide and 86 tall, and the quote of "בע"מ" read as "זו" on the line above.
    const letterhead = [
      word('זו', 1209, 167, 24, 17, 91, '1.1.1.1'),
      word('ח.פ.', 298, 157, 50, 19, 90, '1.1.1.1'),
      word('516023041', 149, 155, 136, 21, 93, '1.1.1.1'),
      word('יפודי', 1547, 173, 131, 28, 93, '1.1.1.2'),
      word('1', 1782, 220, 110, 18, 84, '1.1.1.3'),
      word('ריפודי', 1562, 173, 156, 43, 89, '1.1.1.3'),
      word('השרון', 1352, 173, 169, 58, 93, '1.1.1.3'),
      word('בע"מ', 1152, 173, 174, 49, 92, '1.1.1.3'),
      word('רוי', 447, 202, 39, 21, 36, '1.1.1.3'),
      word('התעשייה', 323, 204, 108, 20, 35, '1.1.1.3'),
      word('14,', 265, 202, 44, 26, 35, '1.1.1.3'),
      word('כפר', 214, 157, 38, 86, 90, '1.1.1.3'),
      word('מבא', 148, 204, 47, 19, 81, '1.1.1.3'),
      word('ריפוד', 1654, 248, 67, 19, 92, '1.1.1.4'),
      word('רהיטים', 1552, 248, 91, 19, 93, '1.1.1.4'),
      word('לבית', 1481, 243, 60, 24, 90, '1.1.1.4'),
      word('ולעסק', 1390, 243, 79, 30, 92, '1.1.1.4'),
      word("טל'", 562, 245, 39, 24, 93, '1.1.1.4'),
      word('09-7195648', 403, 248, 149, 21, 93, '1.1.1.4'),
      word('-', 388, 257, 4, 4, 86, '1.1.1.4'),
      word('נייד', 332, 250, 44, 19, 91, '1.1.1.4'),
      word('052-189-9104', 148, 248, 174, 21, 96, '1.1.1.4'),
    ];
    const text = Array.from({ length: 12 }, (_, i) => word(`w${i}`, 100 + i * 150, 700 + (i % 3) * 40, 110, 21, 92, `d${i % 3}`));
    const regions = regionsBesideWordmarks([...letterhead, ...text], { width: 2059, height: 2914 });
    const name = letterhead.filter((w) => ['ריפודי', 'השרון', 'בע"מ'].includes(w.text));
    for (const region of regions)
      for (const w of name) {
        // Each word of the name wholly outside every region read again: its reading on the page stands.
        expect(w.left >= region.x1 || w.left + w.width <= region.x0 || w.top >= region.y1 || w.top + w.height <= region.y0).toBe(true);
      }
    // The print beside the wordmark (the address and the tax id at the left) is still read again, whole.
    expect(regions).toHaveLength(1);
    expect(regions[0].x0).toBeLessThanOrEqual(148);
    expect(regions[0].x1).toBeGreaterThanOrEqual(486);
    expect(regions[0].y0).toBeLessThanOrEqual(155);
  });

  it('reads two columns whose lines sit on different rows again each on its own, over the lines beside them that keep to one side', () => {
    // A tailor's invoice photographed, as recognised: the client's address at the left, the invoice's number and date at the right half a line lower.
    const words = [
      word('31', 696, 298, 20, 18, 90, '1'),
      word('Burlington', 767, 298, 102, 22, 92, '1'),
      word('Street', 877, 298, 60, 19, 90, '1'),
      word('INVOICE', 1588, 447, 259, 35, 95, '3'),
      word('Mr', 183, 484, 34, 22, 96, '4'),
      word('Rosenberg', 270, 484, 119, 27, 96, '4'),
      word('5', 182, 529, 14, 21, 96, '5'),
      word('ב', 282, 528, 60, 23, 40, '5'),
      word('Invoice', 1559, 511, 83, 21, 41, '5'),
      word('MH/2024/178', 1697, 510, 162, 22, 89, '5'),
      word('Client', 181, 572, 70, 22, 94, '6'),
      word('MHB0822', 353, 572, 114, 22, 90, '6'),
      word('=a', 1664, 555, 194, 22, 35, '6'),
      word('Order', 1583, 598, 66, 22, 96, '7'),
      word('28/03/2024', 1731, 599, 127, 22, 96, '7'),
      word('Description', 194, 719, 144, 36, 96, '8'),
      word('Qty', 1333, 719, 53, 35, 96, '8'),
      word('Amount', 1746, 724, 98, 21, 96, '8'),
      ...Array.from({ length: 6 }, (_, i) => word(`w${i}`, 200 + i * 120, 800, 100, 22, 93, '9')),
    ];
    const regions = columnsSideBySide(words, { width: 2043, height: 2937 });
    expect(regions).toHaveLength(2);
    const [left, right] = regions;
    // The client's block, from "Mr Rosenberg" to "Client account", short of the gap's middle and of the table's header below.
    expect(left.x0).toBeLessThanOrEqual(181);
    expect(left.x1).toBeGreaterThanOrEqual(467);
    expect(left.x1).toBeLessThan(1000);
    expect(left.y0).toBeLessThanOrEqual(484);
    expect(left.y1).toBeGreaterThanOrEqual(594);
    expect(left.y1).toBeLessThanOrEqual(719);
    // The invoice's block, from its title to "Order taken", short of the address above.
    expect(right.x0).toBeGreaterThan(1000);
    expect(right.x0).toBeLessThanOrEqual(1559);
    expect(right.x1).toBeGreaterThanOrEqual(1859);
    expect(right.y0).toBeGreaterThanOrEqual(320);
    expect(right.y0).toBeLessThanOrEqual(447);
    expect(right.y1).toBeGreaterThanOrEqual(621);
    // An unsure word's own region inside the columns gives way to them.
    expect(regionsToRead([...words, word('ש', 300, 500, 60, 60, 20, '5')], { width: 2043, height: 2937 })).toEqual(regions);
  });

  it('does not read a column whose crop would cut a word of the next line reaching into its rows', () => {
    // An invoice's boxed title at the left ("חשבונית מס 20247490") half a line below the company's name at the right; under the title, "מקור" recognised 61 pixels tall from its frame.
    const words = [
      word('1', 1197, 155, 22, 20, 85, '1'),
      word('20247490', 184, 179, 170, 31, 96, '2'),
      word('חשבונית', 440, 183, 146, 27, 93, '2'),
      word('מס', 370, 183, 53, 27, 93, '2'),
      word('מערכות', 1289, 161, 153, 36, 92, '2'),
      word('בע"מ', 1167, 162, 104, 35, 83, '2'),
      word('520023326', 1510, 214, 131, 23, 93, '3'),
      word('מקור', 352, 199, 68, 61, 91, '3'),
      ...Array.from({ length: 6 }, (_, i) => word(`w${i}`, 200 + i * 120, 700, 100, 23, 93, '9')),
    ];
    const regions = columnsSideBySide(words, { width: 1848, height: 2611 });
    expect(regions.some((r) => r.x0 < 600)).toBe(false);
  });

  it('leaves staggered columns the recogniser read surely alone', () => {
    const sure = [0, 1, 2].flatMap((row) => [word(`client${row}`, 200, 400 + row * 44, 300, 22, 93, `r${row}`), word(`No${row}`, 1500, 418 + row * 44, 200, 22, 92, `r${row}`)]);
    expect(columnsSideBySide(sure, { width: 2000, height: 2800 })).toEqual([]);
    const doubted = sure.map((w) => (w.text === 'No1' ? { ...w, conf: 41 } : w));
    expect(columnsSideBySide(doubted, { width: 2000, height: 2800 })).toHaveLength(2);
  });

  it('leaves columns whose lines share their rows alone, as a table is', () => {
    const table = [0, 1, 2, 3, 4].flatMap((row) => [
      word(`item${row}`, 200, 400 + row * 40, 300, 22, 93, `r${row}`),
      word('1', 1300, 401 + row * 40, 14, 21, 95, `r${row}`),
      word(`£${row}20.00`, 1700, 400 + row * 40, 120, 22, 92, `r${row}`),
    ]);
    expect(columnsSideBySide(table, { width: 2000, height: 2800 })).toEqual([]);
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
