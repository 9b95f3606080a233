/** An 8-bit grey image, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a PNG or JPEG (Skia, through @napi-rs/canvas) to grey. Throws on bytes that are not an
 * image, and when the decoder is not installed: the module is loaded on first use, so without it
 * OCR still runs, on the picture as it is.
 */
export async function decodeGrey(bytes: Buffer): Promise<GreyImage> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  if (!image.width || !image.height) throw new Error('not an image');
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, image.width, image.height).data;
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  return { width: image.width, height: image.height, data };
}

/** Binary PGM, which tesseract (leptonica) reads from standard input: no compression to pay for. */
export function encodePgm(img: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length)]);
}

/** A smaller copy, each pixel the mean of a factor × factor block. */
export function shrink(img: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.floor(img.width / factor));
  const height = Math.max(1, Math.floor(img.height / factor));
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += img.data[row + dx];
      }
      data[y * width + x] = sum / area;
    }
  }
  return { width, height, data };
}

function sample(d: Uint8Array, w: number, h: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return 255;
  // (Both are at least 0 here, where truncating is flooring.)
  const x0 = x | 0;
  const y0 = y | 0;
  const x1 = x0 + 1 < w ? x0 + 1 : w - 1;
  const y1 = y0 + 1 < h ? y0 + 1 : h - 1;
  const fx = x - x0;
  const fy = y - y0;
  const top = d[y0 * w + x0] * (1 - fx) + d[y0 * w + x1] * fx;
  const bottom = d[y1 * w + x0] * (1 - fx) + d[y1 * w + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Every output pixel (x, y) taken from the source at `from(x, y)`. */
export function remap(img: GreyImage, width: number, height: number, from: (x: number, y: number) => [number, number]): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = from(x, y);
      data[y * width + x] = sample(img.data, img.width, img.height, sx, sy);
    }
  }
  return { width, height, data };
}

/**
 * Every output pixel (x, y) taken from the source where the projective map `h` (eight numbers, the
 * ninth 1) takes it: remap's mapping for a homography, written out (no closure call or pair
 * allocated per pixel; the same arithmetic, so the same pixels).
 */
export function project(img: GreyImage, width: number, height: number, h: number[]): GreyImage {
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h;
  const data = new Uint8Array(width * height);
  const d = img.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const q = h6 * x + h7 * y + 1;
      data[y * width + x] = sample(d, img.width, img.height, (h0 * x + h1 * y + h2) / q, (h3 * x + h4 * y + h5) / q);
    }
  }
  return { width, height, data };
}

/** Scaled by `factor` (bilinear). */
export function scale(img: GreyImage, factor: number): GreyImage {
  const width = Math.round(img.width * factor);
  const height = Math.round(img.height * factor);
  // `sample` at ((x + 0.5) / factor - 0.5, (y + 0.5) / factor - 0.5), written out: a column's two
  // source columns and weights are the same on every row, and a row's on every column, so each is
  // worked out once (the same arithmetic, so the same pixels).
  const columns = taps(width, img.width, factor);
  const rows = taps(height, img.height, factor);
  const data = new Uint8Array(width * height).fill(255);
  const d = img.data;
  for (let y = 0; y < height; y++) {
    const y0 = rows.first[y];
    if (y0 < 0) continue;
    const r0 = y0 * img.width;
    const r1 = rows.second[y] * img.width;
    const fy = rows.weight[y];
    const gy = rows.rest[y];
    for (let x = 0; x < width; x++) {
      const x0 = columns.first[x];
      if (x0 < 0) continue;
      const x1 = columns.second[x];
      const fx = columns.weight[x];
      const gx = columns.rest[x];
      const top = d[r0 + x0] * gx + d[r0 + x1] * fx;
      const bottom = d[r1 + x0] * gx + d[r1 + x1] * fx;
      data[y * width + x] = top * gy + bottom * fy;
    }
  }
  return { width, height, data };
}

/**
 * Per output position along one axis of a scaling, what `sample` takes from the source: the two
 * source positions (`first` -1 when off the image, which stays white), the weight of the second
 * and that of the first.
 */
function taps(size: number, sourceSize: number, factor: number) {
  const first = new Int32Array(size);
  const second = new Int32Array(size);
  const weight = new Float64Array(size);
  const rest = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const at = (i + 0.5) / factor - 0.5;
    if (at < 0 || at > sourceSize - 1) {
      first[i] = -1;
      continue;
    }
    first[i] = Math.floor(at);
    second[i] = Math.min(first[i] + 1, sourceSize - 1);
    weight[i] = at - first[i];
    rest[i] = 1 - weight[i];
  }
  return { first, second, weight, rest };
}

/** Turned by `degrees` about the centre (positive: clockwise on screen), same size, corners filled white. */
export function rotate(img: GreyImage, degrees: number): GreyImage {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = img.width / 2;
  const cy = img.height / 2;
  const { width, height } = img;
  // remap's mapping, written out: no closure call or pair allocated per pixel.
  const data = new Uint8Array(width * height);
  const d = img.data;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      data[y * width + x] = sample(d, width, height, cx + dx * cos + dy * sin, cy - dx * sin + dy * cos);
    }
  }
  return { width, height, data };
}

/** Otsu's threshold of a histogram: the grey level that best separates ink from paper. */
export function otsu(img: GreyImage): number {
  const hist = new Float64Array(256);
  const data = img.data;
  for (let i = 0; i < data.length; i++) hist[data[i]]++;
  const total = img.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t];
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / weightB;
    const mF = (sum - sumB) / weightF;
    const between = weightB * weightF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Scaled by `factor` with a cubic (Catmull-Rom: the curve through the four nearest samples, which
 * keeps a stroke's edge steep where bilinear sampling spreads it into a ramp). Two passes, along
 * rows then down columns, each output position's four source positions and weights worked out once.
 */
export function scaleCubic(img: GreyImage, factor: number): GreyImage {
  const width = Math.round(img.width * factor);
  const height = Math.round(img.height * factor);
  const across = cubicTaps(width, img.width, factor);
  const down = cubicTaps(height, img.height, factor);
  const d = img.data;
  const { at: i, weight: w } = across;
  const rows = new Float32Array(width * img.height);
  for (let y = 0; y < img.height; y++) {
    const row = y * img.width;
    const out = y * width;
    for (let x = 0, k = 0; x < width; x++, k += 4) {
      rows[out + x] = d[row + i[k]] * w[k] + d[row + i[k + 1]] * w[k + 1] + d[row + i[k + 2]] * w[k + 2] + d[row + i[k + 3]] * w[k + 3];
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0, k = 0; y < height; y++, k += 4) {
    const [r0, r1, r2, r3] = [down.at[k] * width, down.at[k + 1] * width, down.at[k + 2] * width, down.at[k + 3] * width];
    const [w0, w1, w2, w3] = [down.weight[k], down.weight[k + 1], down.weight[k + 2], down.weight[k + 3]];
    const out = y * width;
    for (let x = 0; x < width; x++) {
      const v = rows[r0 + x] * w0 + rows[r1 + x] * w1 + rows[r2 + x] * w2 + rows[r3 + x] * w3 + 0.5;
      data[out + x] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { width, height, data };
}

/** Per output position along one axis, the four source positions (clamped to the image) and their Catmull-Rom weights. */
function cubicTaps(size: number, sourceSize: number, factor: number) {
  const at = new Int32Array(size * 4);
  const weight = new Float32Array(size * 4);
  for (let i = 0; i < size; i++) {
    const position = (i + 0.5) / factor - 0.5;
    const base = Math.floor(position);
    for (let k = 0; k < 4; k++) {
      const p = base - 1 + k;
      at[i * 4 + k] = Math.min(sourceSize - 1, Math.max(0, p));
      weight[i * 4 + k] = catmullRom(position - p);
    }
  }
  return { at, weight };
}

function catmullRom(t: number): number {
  const x = Math.abs(t);
  if (x <= 1) return 1.5 * x * x * x - 2.5 * x * x + 1;
  if (x < 2) return -0.5 * x * x * x + 2.5 * x * x - 4 * x + 2;
  return 0;
}

/**
 * An unsharp mask: each pixel pushed away from the mean of its 3×3 neighbourhood by `amount` times
 * its difference from it, so a blurred stroke's edges are steep again (the border rows and columns
 * are kept as they are).
 */
export function sharpen(img: GreyImage, amount: number): GreyImage {
  const { width, height, data: d } = img;
  // Each pixel's sum with its left and right neighbours, then three such sums one above the other.
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) across[row + x] = d[row + x - 1] + d[row + x] + d[row + x + 1];
  }
  const data = new Uint8Array(d);
  const gain = 1 + amount;
  const share = amount / 9;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const v = gain * d[row + x] - share * (across[row - width + x] + across[row + x] + across[row + width + x]) + 0.5;
      data[row + x] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { width, height, data };
}
