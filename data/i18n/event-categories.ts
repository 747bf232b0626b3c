import type { EventCategory } from '../records/event-categories';
import type { LanguageCode } from './languages';
import { translate, type MessageKey } from './translate';

/** The message key of each category; the data keeps the English names as keys. */
const CATEGORY_KEYS: Record<EventCategory, MessageKey> = {
  'School/Sports': 'eventCategory.schoolSports',
  Academic: 'eventCategory.academic',
  Cultural: 'eventCategory.cultural',
  Workshop: 'eventCategory.workshop',
  Examination: 'eventCategory.examination',
};

/** A category's name in `lang`; a category of an embedder's own data is shown as given. */
export function eventCategoryLabel(lang: LanguageCode, category: string): string {
  const key = CATEGORY_KEYS[category as EventCategory];
  return key ? translate(lang, key) : category;
}
