import { names } from '@nx/devkit';

/** Every spelling of the context and its sample entity that the templates and the shared places use. */
export interface ContextNames {
  /** kebab-case: `libs/<name>`, `scope:<name>`, `@backoffice/<name>/…`. */
  name: string;
  /** `LoyaltyPrograms`: `<contextClass>InfrastructureModule`. */
  contextClass: string;
  /** `loyaltyPrograms`: its key in the composition root's `contexts`. */
  contextProperty: string;
  /** `@backoffice/<name>`. */
  importPath: string;
  entityFile: string;
  entityClass: string;
  entityProperty: string;
  entityConstant: string;
  /** Lower-case words for prose and messages: `price list`. */
  entityWords: string;
  /** The words capitalised, for a message's subject: `Price list`. */
  entityLabel: string;
  /** The test builder: `aPriceList`, `anOrder`. */
  entityBuilder: string;
  entitiesFile: string;
  entitiesClass: string;
  entitiesProperty: string;
  entitiesWords: string;
  /** `Price lists`. */
  entitiesLabel: string;
  /** snake_case plural: the sample entity's table. */
  table: string;
}

export const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function contextNames(name: string, entity = singular(name)): ContextNames {
  const context = names(name);
  const one = names(entity);
  const many = names(plural(entity));
  return {
    name,
    contextClass: context.className,
    contextProperty: context.propertyName,
    importPath: `@backoffice/${name}`,
    entityFile: one.fileName,
    entityClass: one.className,
    entityProperty: one.propertyName,
    entityConstant: one.constantName,
    entityWords: entity.replace(/-/g, ' '),
    entityLabel: capitalised(entity.replace(/-/g, ' ')),
    entityBuilder: `${/^[aeiou]/.test(entity) ? 'an' : 'a'}${one.className}`,
    entitiesFile: many.fileName,
    entitiesClass: many.className,
    entitiesProperty: many.propertyName,
    entitiesWords: plural(entity).replace(/-/g, ' '),
    entitiesLabel: capitalised(plural(entity).replace(/-/g, ' ')),
    table: plural(entity).replace(/-/g, '_'),
  };
}

/** English plural of a kebab-case name's last word, for the regular cases (`price-list` → `price-lists`). */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** English singular of a kebab-case name's last word, for the regular cases (`deliveries` → `delivery`). */
export function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
