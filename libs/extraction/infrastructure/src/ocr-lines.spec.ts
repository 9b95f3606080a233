import { mergeOcrPasses, mergeOcrWords, OcrWord, parseTsv } from './ocr-lines';

const word = (text: string, left: number, top: number, line: string, width = 60, conf = 90): OcrWord => ({ text, left, top, width, height: 20, line, conf });

describe('OCR passes merged', () => {
  it('parses the words of tesseract TSV output with their line and confidence', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t10\t200\t20\t-1\t',
      '5\t1\t1\t1\t1\t1\t150\t10\t60\t20\t91\tמע"מ',
      '5\t1\t1\t1\t1\t2\t10\t10\t60\t20\t90\t7.26',
    ].join('\n');
    expect(parseTsv(tsv)).toEqual([
      { text: 'מע"מ', left: 150, top: 10, width: 60, height: 20, line: '1.1.1.1', conf: 91 },
      { text: '7.26', left: 10, top: 10, width: 60, height: 20, line: '1.1.1.1', conf: 90 },
    ]);
  });

  it('takes numbers from the English pass in place of what the Hebrew pass misread, keeping the ₪ sign', () => {
    const hebrew = [word('מע"מ', 300, 100, 'a'), word('18%', 200, 100, 'a'), word('6', 60, 100, 'a'), word('₪', 10, 100, 'a', 20)];
    const english = [word('n"yn', 300, 100, 'x'), word('18%', 200, 100, 'x'), word('7.26', 40, 100, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('מע"מ 18% 7.26 ₪');
  });

  it('does not let a Hebrew word the English pass read as digits replace it', () => {
    const hebrew = [word('סופר', 300, 10, 'a'), word('כהן', 200, 10, 'a')];
    const english = [word('15910', 300, 10, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('סופר כהן');
  });

  it('keeps English lines left to right and lines in page order', () => {
    const mixed = [word('Total', 10, 200, 'b'), word('47.60', 100, 200, 'b'), word('Corner', 10, 10, 'a'), word('Books', 80, 10, 'a')];
    expect(mergeOcrPasses(mixed, [])).toBe('Corner Books\nTotal 47.60');
  });

  it('gives the parser each word with its box and a 0-1 confidence', () => {
    const [line] = mergeOcrWords([word('Total', 10, 200, 'b', 60, 96), word('47.60', 100, 200, 'b', 50, 40)], []);
    expect(line.words).toEqual([
      { text: 'Total', x0: 10, x1: 70, y0: 200, y1: 220, conf: 0.96 },
      { text: '47.60', x0: 100, x1: 150, y0: 200, y1: 220, conf: 0.4 },
    ]);
  });
});
