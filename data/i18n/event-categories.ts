import type { LanguageCode } from './languages';
import { translate, type MessageKey } from './translate';

/** The message key of each of the five event categories (spec 4); the data keeps the English names as keys. */
const CATEGORY_KEYS: Record<string, MessageKey> = {
  'School/Sports': 'eventCategory.schoolSports',
  Academic: 'eventCategory.academic',
  Cultural: 'eventCategory.cultural',
  Workshop: 'eventCategory.workshop',
  Examination: 'eventCategory.examination',
};

/** A category's name in `lang`; a category of an embedder's own data is shown as given. */
export function eventCategoryLabel(lang: LanguageCode, category: string): string {
  const key = CATEGORY_KEYS[category];
  return key ? translate(lang, key) : category;
}
