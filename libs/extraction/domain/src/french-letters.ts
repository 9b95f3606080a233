/**
 * A French word's capital É the recogniser read as a plain E in a business's name ("Golfe
 * Evénements SARL" for Golfe Événements SARL), read back from a word list, in a name that carries
 * a French legal form (SARL, SAS, SASU, EURL, SUARL, SNC; France's and the OHADA countries') only.
 * The English model keeps a small é more often than a capital É, so "Evénements" is a lost accent;
 * the same word with every mark lost ("Evenements") is read back too; a word off the list, a place's
 * or a people's name ("Ebrié"), when its spelling says so (`ACCENTED_OPENING`). Words printed in capitals are
 * left as read: French often prints them without accents. The sibling of `portuguese-letters.ts`.
 */

/** Words as printed, each opening with the É French writes them with. */
const MARKED = [
  'Écho',
  'École',
  'Écoles',
  'Écologie',
  'Économie',
  'Écrin',
  'Écurie',
  'Édition',
  'Éditions',
  'Éducation',
  'Élan',
  'Électricité',
  'Électrique',
  'Électronique',
  'Élégance',
  'Élevage',
  'Élite',
  'Émeraude',
  'Énergie',
  'Énergies',
  'Épicerie',
  'Équipement',
  'Équipements',
  'Équilibre',
  'Établissement',
  'Établissements',
  'Étoile',
  'Étoiles',
  'Études',
  'Évasion',
  'Événement',
  'Événements',
  'Évènement',
  'Évènements',
];

/** A French legal form closing the name: "Golfe Événements SARL", "… S.A.R.L.", "… SAS". */
const FRENCH_LEGAL_FORM = /\b(?:S\.?A\.?R\.?L|S\.?A\.?S\.?U?|EURL|SUARL|SNC)\.?\s*$/;

const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Each marked word as recognised: its capital's accent lost ("Evénements"), or every mark lost ("Evenements"; the first spelling listed taken). */
const READ = new Map<string, string>();
for (const word of MARKED) {
  const lower = word.toLowerCase();
  READ.set(`e${lower.slice(1)}`, word);
  if (!READ.has(bare(lower))) READ.set(bare(lower), word);
}

/**
 * An E opening a word before one consonant (or a consonant and an r or an l) and a vowel, in a word
 * that keeps an accented e further on ("Ebrié", "Evénements", "Elysée"): French writes such an
 * opening E with its accent (a bare e there would be mute), and the word's other accents show that
 * the name is printed with them. Not an E before two consonants ("Ernée", "Estelle") or a vowel
 * ("Eugénie"), which French leaves bare.
 */
const ACCENTED_OPENING = /^E(?:[bcdfgptv][rl]?|[jklmnqrz])[aeiouyéèêàâîôû]\p{Ll}*[éèê]/u;

/** A recognised Latin name with the capital É its reading lost put back, when the name is a French company's. */
export function frenchLettersRepaired(name: string): string {
  if (/[\u0590-\u05ff]/.test(name) || !FRENCH_LEGAL_FORM.test(name)) return name;
  return name.replace(/\p{L}+/gu, (word) => {
    // Title case only: a word printed in capitals may be printed without its accents.
    if (!/^E\p{Ll}+$/u.test(word)) return word;
    return READ.get(word.toLowerCase()) ?? (ACCENTED_OPENING.test(word) ? `É${word.slice(1)}` : word);
  });
}
