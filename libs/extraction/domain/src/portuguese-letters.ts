/**
 * Portuguese letters the recogniser's English model loses in a business's name, read back from a
 * word list, in a name that carries a Portuguese legal form (Lda., Unipessoal, Ltda., EIRELI) only:
 * an accent or a tilde lost ("Agua" for Água, "Sao" for São) or a cedilla read as a bare c or as a g
 * ("Roca" or "Roga" for Roça, "Servigos" for Serviços). The same words written bare are other
 * languages' ("Agua" is Spanish, "Roca" a Spanish rock, "Sao" a Vietnamese name), so the legal form
 * is what says the name is Portuguese; the list holds words Portuguese always writes with the mark.
 * The sibling of `spanish-letters.ts`.
 */

/** Words as printed, each with a mark Portuguese never drops. */
const MARKED = [
  'Água',
  'Águas',
  'São',
  'Tomé',
  'Príncipe',
  'Roça',
  'Roças',
  'Açúcar',
  'Açores',
  'Conceição',
  'Associação',
  'Construção',
  'Construções',
  'Comércio',
  'Serviços',
  'Indústria',
  'Indústrias',
  'Distribuição',
  'Alimentação',
  'Informática',
  'Técnica',
  'Técnicos',
  'Cerâmica',
  'Cerâmicas',
  'Farmácia',
  'Peças',
  'Manutenção',
  'Climatização',
  'Importação',
  'Exportação',
  'Administração',
  'Gestão',
  'Formação',
  'Produção',
  'Produções',
  'Soluções',
  'Comunicação',
  'Comunicações',
  'Imobiliária',
  'Agrícola',
  'Agrícolas',
  'Turística',
  'Pão',
  'Irmãos',
  'Mãe',
  'Coração',
  'Estação',
  'Praça',
  'Ilhéu',
  'Ribeirão',
  'Café',
  'Baía',
  'Baías',
  'Saúde',
  'Logística',
  'Marítima',
  'Marítimo',
  'Mecânica',
  'Música',
];

/** A Portuguese company's legal form closing the name (Portugal's Lda. and Unipessoal, Brazil's Ltda. and EIRELI). */
const PORTUGUESE_LEGAL_FORM = /(?:\b(?:Unipessoal,?\s*)?Lda\.?|\bLtda\.?|\bEIRELI)\s*$/i;

const MARKS: Record<string, string> = { á: 'a', à: 'a', â: 'a', ã: 'a', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u', ç: 'c' };
const bare = (word: string) => word.replace(/[áàâãéêíóôõúç]/g, (c) => MARKS[c]);

/** Each marked word as recognised: its marks lost, and its cedilla read as a bare c or as a g. */
const READ = new Map<string, string>();
for (const word of MARKED) {
  const lower = word.toLowerCase();
  if (bare(lower) === lower) continue;
  READ.set(bare(lower), word);
  if (lower.includes('ç')) READ.set(bare(lower.replace(/ç/g, 'g')), word);
}

/** The word as printed, in the recognised word's case (capitals kept: "AGUA" → "ÁGUA"). */
function inCaseOf(recognised: string, word: string): string {
  if (recognised.length > 1 && recognised === recognised.toUpperCase()) return word.toUpperCase();
  if (recognised[0] === recognised[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1).toLowerCase();
  return word.toLowerCase();
}

/** A recognised Latin name with the Portuguese letters its English reading lost put back, when the name is a Portuguese company's. */
export function portugueseLettersRepaired(name: string): string {
  if (/[\u0590-\u05ff]/.test(name) || !PORTUGUESE_LEGAL_FORM.test(name)) return name;
  return name.replace(/\p{L}+/gu, (word) => {
    const printed = READ.get(word.toLowerCase());
    return printed ? inCaseOf(word, printed) : word;
  });
}
