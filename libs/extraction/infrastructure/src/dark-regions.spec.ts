import { darkRegions, withDarkRegionsInverted } from './dark-regions';
import { GreyImage, otsu, rotate } from './grey-image';
import { preparePage } from './page-preparation';

const PAPER = 245;
const INK = 30;
const GROUND = 70;

/** A white page with lines of "print" (dark bars broken every few pixels, as letters are). */
function page(width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height).fill(PAPER);
  for (let top = 300; top + 14 < height - 60; top += 40) print(data, width, 60, width - 60, top, 14, INK);
  return { width, height, data };
}

function print(data: Uint8Array, width: number, left: number, right: number, top: number, height: number, level: number): void {
  for (let y = top; y < top + height; y++) for (let x = left; x < right; x++) if ((x >> 2) % 3 !== 0) data[y * width + x] = level;
}

/** A letterhead's dark band across the page's top (rows 60-180), two lines of light print in it. */
function banded(): GreyImage {
  const img = page(900, 1100);
  for (let y = 60; y < 180; y++) for (let x = 40; x < 860; x++) img.data[y * 900 + x] = GROUND;
  print(img.data, 900, 200, 700, 90, 20, 240);
  print(img.data, 900, 150, 750, 140, 14, 240);
  return img;
}

const darkCount = (img: GreyImage, left: number, top: number, right: number, bottom: number, below = 128) => {
  let n = 0;
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) if (img.data[y * img.width + x] < below) n++;
  return n;
};

describe('dark bands', () => {
  it("finds a letterhead's dark band and turns its light print dark on paper, the page's own print left as it was", () => {
    const img = banded();
    const regions = darkRegions(img, otsu(img));
    expect(regions).toHaveLength(1);
    expect(regions[0]).toEqual({ left: 40, top: 60, right: 860, bottom: 180 });
    const turned = withDarkRegionsInverted(img, otsu(img));
    if (!turned) throw new Error('no band turned');
    // The band's ground is paper now; its print, light before, is ink.
    expect(turned.data[65 * 900 + 100]).toBeGreaterThan(240);
    expect(turned.data[95 * 900 + 209]).toBeLessThan(20);
    // Below the band the page is untouched.
    expect(Buffer.from(turned.data.subarray(200 * 900))).toEqual(Buffer.from(img.data.subarray(200 * 900)));
  });

  it("turns a scan's band a few degrees off square whole, leaving no dark sliver along its sides", () => {
    const img = rotate(banded(), 2.5);
    const turned = withDarkRegionsInverted(img, otsu(img));
    if (!turned) throw new Error('no band turned');
    // Before, the band's corners hold tens of thousands of dark pixels; after, its whole span (print aside) holds almost none.
    expect(darkCount(img, 0, 0, 900, 240)).toBeGreaterThan(60_000);
    const printed = darkCount(turned, 140, 60, 760, 190);
    const all = darkCount(turned, 0, 0, 900, 240);
    expect(all - printed).toBeLessThan(400);
    expect(printed).toBeGreaterThan(10_000);
  });

  it("gives a rounded band's corners back to the paper, and takes a noisy ground's grain to paper with it", () => {
    const img = page(900, 1100);
    const radius = 24;
    const [left, top, right, bottom] = [40, 60, 860, 180];
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 41) - 20;
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const cx = x < left + radius ? left + radius : x >= right - radius ? right - radius - 1 : x;
        const cy = y < top + radius ? top + radius : y >= bottom - radius ? bottom - radius - 1 : y;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) img.data[y * 900 + x] = GROUND + noise();
      }
    print(img.data, 900, 200, 700, 100, 20, 240);
    const turned = withDarkRegionsInverted(img, otsu(img));
    if (!turned) throw new Error('no band turned');
    // The corners outside the rounding are paper, as they were (not black triangles).
    for (const [x, y] of [
      [left, top],
      [right - 1, top],
      [left, bottom - 1],
      [right - 1, bottom - 1],
      [left + 4, top + 4],
    ])
      expect(turned.data[y * 900 + x]).toBe(PAPER);
    // The ground, noisy as a scan's, is paper through and through.
    expect(darkCount(turned, left + radius, top + 5, right - radius, 95, PAPER - 10)).toBe(0);
    expect(darkCount(turned, 200, 100, 700, 120)).toBeGreaterThan(5000);
  });

  it("turns a bill's side panel that runs the page's height, its print sparse", () => {
    const img = page(900, 1100);
    for (let y = 0; y < 1100; y++) for (let x = 0; x < 220; x++) img.data[y * 900 + x] = GROUND;
    for (const top of [100, 160, 220]) print(img.data, 900, 40, 180, top, 14, 235);
    const prepared = preparePage(img);
    expect(prepared.steps).toContain('dark bands');
    expect(darkCount(prepared.image, 0, 0, 220, 1100)).toBeLessThan(darkCount(img, 0, 0, 220, 1100) / 20);
  });

  it('leaves a page without a band alone: print, a solid black box, a thick rule', () => {
    const img = page(900, 1100);
    for (let y = 100; y < 180; y++) for (let x = 60; x < 300; x++) img.data[y * 900 + x] = 10;
    for (let y = 220; y < 232; y++) for (let x = 60; x < 840; x++) img.data[y * 900 + x] = 10;
    expect(withDarkRegionsInverted(img, otsu(img))).toBeUndefined();
    expect(preparePage(img).steps).not.toContain('dark bands');
  });

  it('leaves a page of large bold print alone', () => {
    const img = page(900, 1100);
    // A wordmark: strokes 12 pixels wide and 90 tall, 10 apart.
    for (let y = 100; y < 190; y++) for (let x = 60; x < 840; x++) if (x % 22 < 12) img.data[y * 900 + x] = INK;
    expect(withDarkRegionsInverted(img, otsu(img))).toBeUndefined();
  });
});
