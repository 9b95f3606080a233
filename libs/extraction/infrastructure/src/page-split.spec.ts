import { GreyImage } from './grey-image';
import { splitTallPage } from './page-split';

/** A white page `width` wide with a dark bar of print for each [top, bottom) band. */
function page(width: number, height: number, bands: [number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(250);
  for (const [top, bottom] of bands) for (let y = top; y < bottom; y++) for (let x = 100; x < width - 100; x++) if ((x >> 3) % 3 !== 0) data[y * width + x] = 20;
  return { width, height, data };
}

/** Lines of print 20 pixels tall, 14 apart, from `top` to `bottom`. */
function print(top: number, bottom: number): [number, number][] {
  const bands: [number, number][] = [];
  for (let y = top; y + 20 <= bottom; y += 34) bands.push([y, y + 20]);
  return bands;
}

describe('splitTallPage', () => {
  it('cuts two pages stacked in one image where they meet', () => {
    // Two A4 pages at 200 dpi (1654 × 2339), each with print from 150 to 2150.
    const img = page(1654, 4678, [...print(150, 2150), ...print(2339 + 150, 2339 + 2150)]);
    const parts = splitTallPage(img);
    expect(parts).toHaveLength(2);
    const cut = parts[1].top;
    // The cut lies in the blank band between the last line of page 1 and the first of page 2.
    expect(cut).toBeGreaterThan(2150);
    expect(cut).toBeLessThan(2339 + 150);
    expect(parts[0].image.height + parts[1].image.height).toBe(4678);
    expect(parts[1].image.width).toBe(1654);
    // The halves are the page's own rows.
    expect(parts[1].image.data[0]).toBe(img.data[cut * 1654]);
    expect(parts[1].image.data.length).toBe((4678 - cut) * 1654);
  });

  it("leaves a scan's or a photo's page whole", () => {
    const img = page(1654, 4678, [...print(150, 2150), ...print(2339 + 150, 2339 + 2150)]);
    expect(splitTallPage(img, false)).toEqual([{ top: 0, image: img }]);
  });

  it('leaves a page whole when it is small or not tall', () => {
    expect(splitTallPage(page(1654, 2339, print(150, 2150)))).toHaveLength(1);
    expect(splitTallPage(page(900, 2400, [...print(100, 1000), ...print(1400, 2300)]))).toHaveLength(1);
  });

  it('does not cut through print: a tall page with no blank band near its middle stays whole', () => {
    const parts = splitTallPage(page(1500, 4500, print(100, 4400)));
    expect(parts).toEqual([{ top: 0, image: expect.objectContaining({ height: 4500 }) }]);
  });
});
