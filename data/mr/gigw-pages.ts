/** The GIGW 3.0 pages in Marathi (data/static-pages/gigw.mr.yaml; mirrors data/gigw-pages.ts). */
export { default as gigwPages } from 'virtual:static-pages/gigw?lang=mr';
