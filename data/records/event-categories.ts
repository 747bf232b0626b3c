/**
 * The five event categories of spec 4, in the order the accordion shows them (their names in
 * each language: data/i18n/event-categories.ts). A module of its own: the events widget's code
 * needs the list, not the record schemas (zod stays out of visitors' downloads).
 */
export const EVENT_CATEGORIES = ['School/Sports', 'Academic', 'Cultural', 'Workshop', 'Examination'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
