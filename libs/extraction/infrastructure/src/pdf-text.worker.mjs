// Worker thread that reads PDF text layers with pdf.js. pdf.js ships as an ES module only and
// parsing is CPU-bound: a thread keeps it off the job runner's event loop and loads it natively.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

parentPort.on('message', async ({ id, bytes, maxPages }) => {
  try {
    parentPort.postMessage({ id, ...(await readTextLayer(bytes, maxPages)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});

async function readTextLayer(bytes, maxPages) {
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const lines = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(...linesOf(content.items.filter((item) => typeof item.str === 'string')));
      page.cleanup();
    }
    return { pages: doc.numPages, text: lines.join('\n') };
  } finally {
    await task.destroy();
  }
}

// Text runs grouped into lines by their baseline, ordered right to left in lines with Hebrew
// so that labels come before their values as in the logical (reading) order.
function linesOf(items) {
  const rows = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const x = item.transform[4];
    const y = item.transform[5];
    const height = Math.abs(item.transform[3]) || item.height || 10;
    const run = { x, width: item.width, str: item.str };
    const row = rows.find((r) => Math.abs(r.y - y) < Math.min(r.height, height) * 0.5);
    if (row) row.runs.push(run);
    else rows.push({ y, height, runs: [run] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    const rtl = row.runs.some((r) => /[\u0590-\u05ff]/.test(r.str));
    row.runs.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
    // Runs that touch belong to one word (pdf.js splits at punctuation and ligatures).
    let line = '';
    let previous;
    for (const run of row.runs) {
      const gap = previous ? (rtl ? previous.x - (run.x + run.width) : run.x - (previous.x + previous.width)) : Infinity;
      const glued = gap < row.height * 0.12 && !/\s$/.test(previous.str) && !/^\s/.test(run.str);
      line += previous && !glued ? ` ${run.str.trim()}` : glued ? run.str : run.str.trim();
      previous = run;
    }
    return line.trim();
  });
}
