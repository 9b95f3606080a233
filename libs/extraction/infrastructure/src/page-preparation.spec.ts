import { GreyImage, remap, rotate, scale, scaleCubic, sharpen } from './grey-image';
import { findPage, homography, preparePage, skewAngle, textHeight, withoutFringe, withoutRules } from './page-preparation';

/** A white page with dark bars for lines of text, each `lineHeight` tall. */
function page(width: number, height: number, lineHeight: number): GreyImage {
  const data = new Uint8Array(width * height).fill(245);
  for (let top = 60; top + lineHeight < height - 60; top += lineHeight * 2) {
    for (let y = top; y < top + lineHeight; y++) for (let x = 60; x < width - 60; x++) if ((x >> 3) % 3 !== 0) data[y * width + x] = 30;
  }
  return { width, height, data };
}

describe('page preparation', () => {
  it('measures the skew of a scan and turns it back', () => {
    const skewed = rotate(page(800, 1000, 14), 2);
    expect(skewAngle(skewed)).toBeCloseTo(2, 0);
    const prepared = preparePage(skewed);
    expect(prepared.steps.some((s) => s.startsWith('deskew'))).toBe(true);
    expect(Math.abs(skewAngle(prepared.image))).toBeLessThan(0.3);
  });

  it("finds a photographed page's corners on a darker table and undoes the perspective", () => {
    const { photo, corners } = photographed(page(600, 800, 16));
    const found = findPage(photo);
    expect(found).toBeDefined();
    found?.forEach(([x, y], i) => {
      expect(Math.abs(x - corners[i][0])).toBeLessThan(12);
      expect(Math.abs(y - corners[i][1])).toBeLessThan(12);
    });
    expect(preparePage(photo).steps).toContain('perspective');
  });

  it("paints out the table's sliver left along a straightened page's sides, thicker at one end, and leaves print and a band along an edge alone", () => {
    const flat = page(600, 800, 16);
    // The table (grey 60) along the left side, 2 pixels wide at the top and 9 at the bottom, and along the top, 3 pixels; a blurred rise to paper after it.
    for (let y = 0; y < 800; y++) {
      const w = 2 + Math.round((7 * y) / 799);
      for (let x = 0; x < w; x++) flat.data[y * 600 + x] = 60;
      flat.data[y * 600 + w] = 150;
    }
    for (let x = 0; x < 600; x++) for (let y = 0; y < 3; y++) flat.data[y * 600 + x] = 60;
    // A dark band along the right side, 40 pixels wide (a letterhead's side panel printed to the edge).
    for (let y = 300; y < 500; y++) for (let x = 560; x < 600; x++) flat.data[y * 600 + x] = 90;
    const trimmed = withoutFringe(flat);
    expect(trimmed).toBeDefined();
    const img = trimmed as GreyImage;
    const darkest = (xs: number[], ys: number[]) => Math.min(...ys.flatMap((y) => xs.map((x) => img.data[y * 600 + x])));
    expect(darkest([0, 1, 2, 5, 8, 9], [10, 400, 790])).toBeGreaterThan(200);
    expect(darkest([100, 300, 500], [0, 1, 2])).toBeGreaterThan(200);
    // The print of the lines and the band are as they were.
    expect(img.data[60 * 600 + 110]).toBe(30);
    expect(darkest([565, 599], [350, 450])).toBe(90);
    // A page whose paper reaches its sides has nothing to paint.
    expect(withoutFringe(page(600, 800, 16))).toBeUndefined();
  });

  it("finds the page's top edge above a dark coloured band printed along it, not under the band", () => {
    const flat = page(600, 800, 16);
    // A letterhead's band (a teal header in grey: lighter than the table, far darker than paper), 70 pixels tall, with white print in it.
    for (let y = 0; y < 70; y++) for (let x = 0; x < 600; x++) flat.data[y * 600 + x] = x > 80 && x < 260 && y > 25 && y < 45 && (x >> 2) % 2 === 0 ? 240 : 115;
    const { photo, corners } = photographed(flat);
    const found = findPage(photo);
    expect(found).toBeDefined();
    found?.forEach(([x, y], i) => {
      expect(Math.abs(x - corners[i][0])).toBeLessThan(12);
      expect(Math.abs(y - corners[i][1])).toBeLessThan(12);
    });
  });

  it("takes out a box's rules, a degree off straight, and leaves the print in it and a dark band alone", () => {
    const img = page(800, 1000, 20);
    const at = (x: number, y: number) => img.data[y * 800 + x];
    const ink = (x: number, y: number) => (img.data[y * 800 + x] = 20);
    // A frame 2 pixels thick round the first line of text (y 60-80), its top edge sloping by a pixel every 100.
    for (let x = 40; x < 760; x++) for (const y of [50, 51]) ink(x, y + Math.floor((x - 40) / 100));
    for (let x = 40; x < 760; x++) for (const y of [88, 89]) ink(x, y);
    for (let y = 50; y < 90; y++) for (const x of [40, 41, 758, 759]) ink(x, y);
    // A table's column rule, down the margin.
    for (let y = 100; y < 400; y++) ink(780, y);
    // A letterhead's large ן: a stroke three pixels wide and seventy tall, three and a half text heights.
    for (let y = 600; y < 670; y++) for (const x of [770, 771, 772]) ink(x, y);
    // A dark band 40 pixels tall (white print on it, as a letterhead strip).
    for (let y = 900; y < 940; y++) for (let x = 60; x < 740; x++) ink(x, y);
    const clean = withoutRules(img, 20);
    expect(clean).toBeDefined();
    const after = (x: number, y: number) => clean?.data[y * 800 + x];
    expect([after(300, 50 + 2), after(300, 51 + 2), after(500, 88), after(780, 250)]).toEqual([255, 255, 255, 255]);
    // The text bars inside the frame and the band are still there.
    expect(after(100, 70)).toBe(at(100, 70));
    expect(after(400, 920)).toBe(20);
    expect(after(771, 635)).toBe(20);
    expect(withoutRules(page(800, 1000, 20), 20)).toBeUndefined();
  });

  it("takes out a table's grid drawn in mid grey, lighter than the print's threshold, and leaves its shaded cells and their print", () => {
    // h31-he-luggage-store-credit-note-1.png: a grid of #999999 rules around #EAEAEA label cells, whose four rows the recogniser dropped.
    const img: GreyImage = { width: 800, height: 400, data: new Uint8Array(800 * 400).fill(255) };
    const set = (x: number, y: number, v: number) => (img.data[y * 800 + x] = v);
    for (let y = 100; y < 300; y++) for (let x = 500; x < 700; x++) set(x, y, 234);
    for (const y of [100, 200, 300]) for (let x = 100; x <= 700; x++) set(x, y, 153);
    for (const x of [100, 500, 700]) for (let y = 100; y <= 300; y++) set(x, y, 153);
    // Print in a cell and in a shaded one.
    for (let y = 140; y < 160; y++) for (let x = 150; x < 400; x++) if ((x >> 3) % 3 !== 0) set(x, y, 20);
    for (let y = 240; y < 260; y++) for (let x = 550; x < 650; x++) if ((x >> 3) % 3 !== 0) set(x, y, 20);
    const clean = withoutRules(img, 20, 120);
    expect(clean).toBeDefined();
    const after = (x: number, y: number) => clean?.data[y * 800 + x];
    expect([after(300, 100), after(300, 200), after(100, 250), after(500, 150), after(600, 300)]).toEqual([255, 255, 255, 255, 255]);
    expect([after(160, 150), after(600, 150), after(560, 250)]).toEqual([20, 234, 20]);
  });

  it("takes a rounded corner left at a rule's end with it, but not a letter's stroke beside the end", () => {
    const img: GreyImage = { width: 600, height: 400, data: new Uint8Array(600 * 400).fill(245) };
    const ink = (x: number, y: number) => (img.data[y * 600 + x] = 20);
    for (let x = 100; x < 400; x++) for (const y of [200, 201]) ink(x, y);
    // The corner: a short curl down from the left end.
    for (let y = 202; y < 207; y++) for (const x of [98, 99]) ink(x, y);
    // A letter's stroke two pixels past the right end, reaching well above the rule.
    for (let y = 170; y < 205; y++) for (const x of [401, 402]) ink(x, y);
    const clean = withoutRules(img, 20);
    const after = (x: number, y: number) => clean?.data[y * 600 + x];
    expect([after(200, 200), after(98, 205), after(99, 203)]).toEqual([255, 255, 255]);
    expect([after(401, 175), after(402, 190)]).toEqual([20, 20]);
  });

  it('leaves a clean render alone, and enlarges small print', () => {
    expect(preparePage(page(800, 1000, 24)).steps).toEqual([]);
    const small = page(500, 600, 8);
    expect(textHeight(small)).toBe(8);
    const prepared = preparePage(small);
    expect(prepared.steps.some((s) => s.startsWith('upscale'))).toBe(true);
    expect(prepared.image.width).toBeGreaterThan(500);
  });

  it('enlarges a photo along a cubic and sharpens it; a render or a scan is enlarged bilinearly and not sharpened', () => {
    const { photo } = photographed(page(600, 800, 16));
    const steps = preparePage(photo).steps;
    expect(steps).toContain('sharpen');
    expect(steps.find((s) => s.startsWith('upscale'))).toMatch(/\(cubic\)$/);
    const small = preparePage(page(500, 600, 8)).steps;
    expect(small).not.toContain('sharpen');
    expect(small.find((s) => s.startsWith('upscale'))).not.toMatch(/cubic/);
  });
});

describe('cubic enlargement and sharpening', () => {
  /** A blurred edge: paper (240) on the left, print (40) on the right, a ramp of `ramp` pixels between. */
  function edge(width: number, ramp: number): GreyImage {
    const data = new Uint8Array(width * 4);
    for (let y = 0; y < 4; y++) for (let x = 0; x < width; x++) data[y * width + x] = Math.round(240 - (200 * Math.min(ramp, Math.max(0, x - (width - ramp) / 2))) / ramp);
    return { width, height: 4, data };
  }
  /** The steepest fall between neighbours along the second row: the edge's slope. */
  const slope = (img: GreyImage) => Math.max(...[...img.data.subarray(img.width + 1, 2 * img.width)].map((v, x) => img.data[img.width + x] - v));

  it('keeps an even grey even and a step steeper than a bilinear enlargement does', () => {
    const flat: GreyImage = { width: 20, height: 20, data: new Uint8Array(400).fill(173) };
    expect(new Set(scaleCubic(flat, 2.3).data)).toEqual(new Set([173]));
    const step = edge(20, 1);
    expect(slope(scaleCubic(step, 2.5))).toBeGreaterThan(slope(scale(step, 2.5)));
    // Enlarged, the paper and the print away from the edge keep their levels, and it is only a little overshot beside it.
    const big = scaleCubic(step, 2.5);
    expect([big.data[big.width + 2], big.data[2 * big.width - 3]]).toEqual([240, 40]);
    expect(Math.max(...big.data)).toBeLessThanOrEqual(250);
  });

  it('steepens a blurred edge and leaves even paper as it is', () => {
    const blurred = edge(30, 3);
    const sharp = sharpen(blurred, 1);
    expect(slope(sharp)).toBeGreaterThan(slope(blurred) * 1.1);
    // Paper and print away from the edge, and the border rows, are untouched.
    expect(sharp.data[30 + 2]).toBe(240);
    expect(sharp.data[30 + 27]).toBe(40);
    expect([...sharp.data.subarray(0, 30)]).toEqual([...blurred.data.subarray(0, 30)]);
  });
});

/** The page photographed at an angle on a darker table: the picture and where the page's corners are in it (clockwise from top-left). */
function photographed(flat: GreyImage): { photo: GreyImage; corners: [number, number][] } {
  const table: GreyImage = { width: 900, height: 1100, data: new Uint8Array(900 * 1100).fill(70) };
  // The page seen at an angle: its corners pulled in unevenly.
  const corners: [number, number][] = [
    [170, 130],
    [740, 160],
    [760, 980],
    [140, 950],
  ];
  const H = homography(corners, [
    [0, 0],
    [flat.width - 1, 0],
    [flat.width - 1, flat.height - 1],
    [0, flat.height - 1],
  ]);
  const photo = remap(table, 900, 1100, (x, y) => {
    const d = H[6] * x + H[7] * y + 1;
    const u = (H[0] * x + H[1] * y + H[2]) / d;
    const v = (H[3] * x + H[4] * y + H[5]) / d;
    return u >= 0 && v >= 0 && u < flat.width && v < flat.height ? [-1, -1] : [x, y];
  });
  // remap fills outside-the-source with white: that is the page; draw its print back in.
  for (let y = 0; y < 1100; y++)
    for (let x = 0; x < 900; x++) {
      const d = H[6] * x + H[7] * y + 1;
      const u = Math.round((H[0] * x + H[1] * y + H[2]) / d);
      const v = Math.round((H[3] * x + H[4] * y + H[5]) / d);
      if (u >= 0 && v >= 0 && u < flat.width && v < flat.height) photo.data[y * 900 + x] = flat.data[v * flat.width + u];
    }
  return { photo, corners };
}
