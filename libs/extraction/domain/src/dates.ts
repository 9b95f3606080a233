import { escaped } from './receipt-text';

export interface DateMatch {
  iso: string;
  index: number;
  length: number;
  /** Written in numbers that read as a date either way round (03/05/2025): which it is rests on the order assumed. */
  ambiguous?: boolean;
}

const EN_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const HE_MONTHS = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'];
const EN_MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/**
 * Other spellings of a month ("מרס"), and two as a recogniser misreads them between a day and a year: "מרץ" with its final letter read as a
 * bracket, "5 במר) 2025", and "יוני" with its yod lost after the "ב", "4בוני 2026".
 */
const HE_MONTH_VARIANTS: Record<string, number> = { מרס: 3, 'מר)': 3, וני: 6 };
const HE_MONTH = `(?:ב|ל)?(${[...HE_MONTHS, ...Object.keys(HE_MONTH_VARIANTS)].map(escaped).join('|')})`;
/** Month names of the invoices that come from Europe: French, German, Italian, Spanish, Portuguese, Dutch and Albanian (Kosovo's), with and without their accents. */
const EU_MONTHS: Record<string, number> = Object.fromEntries(
  [
    'janvier janv januar jänner gennaio enero janeiro januari janar',
    'février fevrier févr fevr februar febbraio febrero fevereiro februari shkurt',
    'mars märz maerz marzo março marco maart',
    'avril aprile abril prill',
    'mai maggio mayo maio mei maj',
    'juin juni giugno junio junho qershor',
    'juillet juil juli luglio julio julho korrik',
    'août aout agosto augustus gusht',
    'septembre settembre septiembre setiembre setembro shtator',
    'octobre oktober ottobre octubre outubro tetor',
    'novembre noviembre novembro nëntor nentor',
    'décembre decembre dezember dicembre diciembre dezembro dhjetor',
  ].flatMap((names, i) => names.split(' ').map((name) => [name, i + 1])),
);
const EU_MONTH = `(${Object.keys(EU_MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;

type Parts = (m: RegExpMatchArray, monthFirst: boolean) => [number, number, number] | undefined;

/** Day and month as numbers, either of which could come first (not a time's minutes, "19:30 - 23/07/2024"). */
const NUMERIC = /(?<![\d.,]|\d:)(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?([-/.])\s?(\d{4}|\d{2})(?![\d%]|[.,]\d)/g;

/** Two different separators before a two-digit year are a range's ("01/04-30/04": the 1st of April to the 30th), not a date. */
const isRange = (m: RegExpMatchArray) => m[5].length === 2 && m[2] !== m[4];

/** Day and month each 12 or less, and different: either could be the month. */
const NUMERIC_AMBIGUOUS = (m: RegExpMatchArray) => Number(m[1]) <= 12 && Number(m[3]) <= 12 && m[1] !== m[3];

/** A numeric date's year, month and day, the day first unless `monthFirst` (or the order is the only possible one). */
const numericParts: Parts = (m, monthFirst) => {
  if (isRange(m)) return undefined;
  const a = Number(m[1]);
  const b = Number(m[3]);
  const y = m[5].length === 2 ? 2000 + Number(m[5]) : Number(m[5]);
  if (b > 12 && a <= 12) return [y, a, b];
  if (a > 12) return [y, b, a];
  return monthFirst ? [y, a, b] : [y, b, a];
};

const PATTERNS: { re: RegExp; parts: Parts; ambiguous?: (m: RegExpMatchArray) => boolean }[] = [
  // 2025-03-31
  { re: /(?<!\d)(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 31/03/2025, 31.03.25, 31-03-2025: day first as in Israel, month first in American documents;
  // whichever order is impossible (a 13th month) gives way to the other.
  { re: NUMERIC, ambiguous: NUMERIC_AMBIGUOUS, parts: numericParts },
  // 09,10,2022 and 22.04,2024: a recogniser's reading of a date's points as commas (the year's four digits, no space: not a list of amounts).
  { re: /(?<![\d.,])(\d{1,2})([.,])(\d{1,2})([.,])(20\d{2})(?![\d%]|[.,]\d)/g, ambiguous: NUMERIC_AMBIGUOUS, parts: numericParts },
  // 12 March 2025, 12 Mar. 2025
  { re: new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${EN_MONTH},?\\s+(20\\d{2})(?!\\d)`, 'gi'), parts: (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])] },
  // 21-Nov-2023, 21-NOV-23, 21/Nov/2023, 21Nov2023: the month's name between hyphens or slashes, a two-digit year too.
  {
    re: new RegExp(`(?<![\\d\\p{L}])(\\d{1,2})\\s?[-/.]?\\s?${EN_MONTH}\\s?[-/.]?\\s?(20\\d{2}|\\d{2})(?![\\d\\p{L}])`, 'giu'),
    // A two-digit year only between hyphens, slashes or dots ("4 Dec 12" may be anything).
    parts: (m) => (m[3].length === 2 && !/[-/.]\s?\d{2}$/.test(m[0]) ? undefined : [m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]), monthOf(m[2]), Number(m[1])]),
  },
  // 2025 Dec 14: the year first, and "14 Dec 2025" as a text layer gives it on a Hebrew line, its Latin words in the line's right-to-left order.
  { re: new RegExp(`(?<![\\d.,/-])(20\\d{2})\\s+${EN_MONTH}\\s+(\\d{1,2})(?![\\d.,/:%])`, 'gi'), parts: (m) => [Number(m[1]), monthOf(m[2]), Number(m[3])] },
  // March 12, 2025 (its comma's space lost in recognition: "July 11,2023")
  { re: new RegExp(`\\b${EN_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,\\s*|\\s+)(20\\d{2})(?!\\d)`, 'gi'), parts: (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])] },
  // 26 juillet 2024, 12. März 2025, 3 de março de 2025: a European month's name between the day and the year.
  {
    re: new RegExp(`(?<![\\d\\p{L}])(\\d{1,2})\\.?\\s+(?:de\\s+)?${EU_MONTH}\\s+(?:de\\s+)?(20\\d{2})(?!\\d)`, 'giu'),
    parts: (m) => [Number(m[3]), EU_MONTHS[m[2].toLowerCase()], Number(m[1])],
  },
  // 12 במרץ 2025 (the year glued to the month as recognised, "5 באוקטובר2023", too; or its comma before the year, "14 בנובמבר ,2022", as a text
  // layer gives a comma set after the year in right-to-left text; or a bracket the recogniser saw after the day, "13) בפברואר 2024")
  // (Or the day glued to the month, "4בוני 2026".)
  { re: new RegExp(`(?<!\\d)(\\d{1,2})[()]?\\s*${HE_MONTH}\\s?[,.]?\\s*(20\\d{2})(?!\\d)`, 'g'), parts: (m) => [Number(m[3]), hebrewMonthOf(m[2]), Number(m[1])] },
];

function monthOf(name: string): number {
  return EN_MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function hebrewMonthOf(name: string): number {
  return HE_MONTH_VARIANTS[name] ?? HE_MONTHS.indexOf(name) + 1;
}

/** Every calendar date written in the line, as YYYY-MM-DD; impossible dates (31/02) are not dates. */
export function datesIn(line: string, monthFirst = false): DateMatch[] {
  const found: DateMatch[] = [];
  for (const { re, parts, ambiguous } of PATTERNS) {
    for (const m of line.matchAll(re)) {
      const index = m.index ?? 0;
      if (found.some((f) => index < f.index + f.length && f.index < index + m[0].length)) continue;
      const p = parts(m, monthFirst);
      const iso = p && isoDate(...p);
      if (iso) found.push({ iso, index, length: m[0].length, ...(ambiguous?.(m) ? { ambiguous: true } : {}) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Countries that write the day before the month, named in a letterhead: a dollar invoice from one of them (Chile, Uruguay, Costa Rica…) dates
 * itself day first, as an American one does not. (Not the countries whose own money is the dollar, Ecuador, El Salvador, Panama: their invoices
 * are seen dated either way, an El Salvador weaver's "07/08/2024" month first, and are left to the American guess. The Commonwealth Caribbean
 * writes the day first as Britain does, a Grenada folio's "03/11/2022" for 3 November, its letterhead's "W.I." for West Indies too. So do
 * Lusophone, francophone and anglophone Africa, the Gulf, South and Central Asia and eastern Europe: a Luanda survey firm's dollar invoice
 * "07-08-2024" for the 7th of August. Not Jordan or Lebanon, names of American towns too.)
 */
/** A Hebrew weekday's name: "יום שלישי", "יום ג'" (its final mem perhaps recognised as a samekh, "יוס שני"). */
export const HEBREW_WEEKDAY = String.raw`יו[םס]\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]['׳])`;

const DAY_FIRST_COUNTRY =
  /\b(?:chile|argentina|uruguay|paraguay|bolivia|per[uú]|colombia|venezuela|costa\s+rica|guatemala|honduras|nicaragua|m[eé]xico|brazil|brasil|dominican\s+republic|rep[uú]blica\s+dominicana|united\s+kingdom|england|scotland|wales|ireland|australia|new\s+zealand|south\s+africa|india|germany|deutschland|france|italy|italia|spain|espa[ñn]a|portugal|netherlands|belgium|switzerland|austria|denmark|sweden|norway|finland|iceland|poland|greece|cyprus|turkey|t[üu]rkiye|georgia|armenia|kenya|nigeria|ghana|morocco|vietnam|thailand|indonesia|malaysia|singapore|grenada|jamaica|barbados|trinidad|bahamas|belize|antigua|st\.?\s+lucia|saint\s+lucia|st\.?\s+vincent|dominica|st\.?\s+kitts|cayman\s+islands|angola|mo[cç]ambique|mozambique|cabo\s+verde|cape\s+verde|guin[eé]-bissau|s[ãa]o\s+tom[eé]|gabon|cameroo?n|s[eé]n[eé]gal|c[ôo]te\s+d['’]ivoire|ivory\s+coast|b[eé]nin|togo|burkina\s+faso|madagascar|rwanda|burundi|uganda|tanzania|zambia|zimbabwe|malawi|botswana|namibia|lesotho|eswatini|mauritius|seychelles|ethiopia|egypt|tunisia|algeria|qatar|kuwait|bahrain|oman|saudi\s+arabia|united\s+arab\s+emirates|pakistan|bangladesh|sri\s+lanka|nepal|cambodia|mongolia|kazakhstan|uzbekistan|kyrgyzstan|tajikistan|ukraine|moldova|romania|bulgaria|serbia|croatia|slovenia|slovakia|czech\s+republic|czechia|hungary|estonia|latvia|lithuania|luxembourg|malta|albania|montenegro|kosovo|north\s+macedonia|azerbaijan|sierra\s+leone|gambia|guyana|suriname|fiji|samoa|tonga|papua\s+new\s+guinea)\b|\bw\.\s?i\.(?!\w)/i;

/**
 * A letterhead's telephone number in international form, "+968 95385611", "00 44 20…": its country's calling code. The codes are prefix-free, so
 * the digits after the "+" tell the country even run into the number.
 */
const INTERNATIONAL_PHONE = /(?:^|[\s(·|:,])(?:\+|00\s?)(\d{1,3})[\s.-]?\(?\d{2}/g;
/**
 * Calling codes whose countries date an invoice month first or either way: the United States and the rest of the North American plan (+1), the
 * Philippines (+63), and the dollar countries left to the American guess (El Salvador +503, Panama +507, Ecuador +593, Palau +680, Micronesia +691,
 * the Marshall Islands +692).
 */
const MONTH_FIRST_CALLING = /^(?:1|63|503|507|593|680|691|692)/;

/**
 * Whether the first lines (a letterhead's address) name a country that writes its dates day first, or give a telephone number of one
 * (an Omani perfumer's dollar invoice, "Al Husn Souq, Salalah · +968 95385611", dated "05/02/2026" for the 5th of February).
 */
export function dayFirstCountry(lines: string[]): boolean {
  const head = lines.slice(0, 4);
  return head.some((l) => DAY_FIRST_COUNTRY.test(l) || [...l.matchAll(INTERNATIONAL_PHONE)].some((m) => !MONTH_FIRST_CALLING.test(m[1])));
}

/**
 * The order a document writes its dates in, from its own dates that read one way only: "01/31/2025"
 * (no 31st month) writes the month first, "31/01/2025" the day; where none tells, dates written with
 * dots alone ("04.11.2024") write the day first. Undefined when nothing tells, or when they disagree.
 */
export function writtenOrder(lines: string[]): 'month' | 'day' | undefined {
  let month = false;
  let day = false;
  let dotted = 0;
  let other = 0;
  for (const line of lines)
    for (const m of line.matchAll(NUMERIC)) {
      if (isRange(m)) continue;
      const [a, b] = [Number(m[1]), Number(m[3])];
      if (a >= 1 && a <= 12 && b > 12 && b <= 31) month = true;
      if (b >= 1 && b <= 12 && a > 12 && a <= 31) day = true;
      if (m[2] === '.' && m[4] === '.' && m[5].length === 4) dotted++;
      else other++;
    }
  // (Dates written with dots and a full year, and only so, "04.11.2024": the day first, as Europe and Latin America write them; an American date,
  // month first, is written with slashes.)
  if (month === day && dotted > 0 && other === 0) return 'day';
  return month === day ? undefined : month ? 'month' : 'day';
}

/** A line that gives a due date ("Due", "Payment due", "Payable by", "Pay by"), not the document's own. */
const DUE_LABEL = /\b(?:due|payable\s+(?:by|before|until)|pay\s+by)\b/i;
/** A line that gives the document's own date ("Date", "Invoice date", "Issued"), not a due one. */
const ISSUE_LABEL = /\b(?:date|dated|issued)\b/i;

/**
 * The order a document writes its dates in, from its due date and its own: the due date comes after the issue date, so an order that
 * puts it before ("Date 07-08-2024", "Due 06-09-2024": the 8th of July due on the 9th of June read month first) is not the document's.
 * Undefined when both orders keep the due date on or after the issue date, or neither does.
 */
export function dueDateOrder(lines: string[]): 'month' | 'day' | undefined {
  const consistent = (monthFirst: boolean): boolean | undefined => {
    const due: string[] = [];
    const issued: string[] = [];
    let ambiguous = false;
    for (const line of lines) {
      const dates = datesIn(line, monthFirst);
      if (dates.length !== 1) continue;
      const isDue = DUE_LABEL.test(line);
      if (!isDue && !ISSUE_LABEL.test(line)) continue;
      (isDue ? due : issued).push(dates[0].iso);
      ambiguous ||= dates[0].ambiguous === true;
    }
    if (due.length === 0 || issued.length === 0 || !ambiguous) return undefined;
    return due.every((d) => issued.every((i) => d >= i));
  };
  const month = consistent(true);
  const day = consistent(false);
  if (month === undefined || day === undefined || month === day) return undefined;
  return month ? 'month' : 'day';
}

function isoDate(y: number, m: number, d: number): string | undefined {
  if (y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1) return undefined;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The line with its dates and clock times blanked out, so their digits are not read as amounts. */
export function maskDates(line: string): string {
  let out = line;
  for (const d of datesIn(line)) out = out.slice(0, d.index) + ' '.repeat(d.length) + out.slice(d.index + d.length);
  return out.replace(/(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)/g, (t) => ' '.repeat(t.length));
}
