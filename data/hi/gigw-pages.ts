/** The GIGW 3.0 pages in Hindi (data/static-pages/gigw.hi.yaml; mirrors data/gigw-pages.ts). */
export { default as gigwPages } from 'virtual:static-pages/gigw?lang=hi';
