/**
 * The pages GIGW 3.0 asks every government website for beyond data/pages.ts: help,
 * accessibility statement, feedback and the website policies (data/static-pages/gigw.en.yaml).
 * A Marathi or Hindi mirror (data/<lang>/gigw-pages.ts: same paths, dates and links, only
 * the texts translated) is used as soon as it exists.
 */
export { default as gigwPages } from 'virtual:static-pages/gigw?lang=en';
