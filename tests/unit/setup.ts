import { loadAllSections } from '../../host/vite/prerender/section-page-data';

// Content pages load their page data on demand in the browser; rendered on the
// server (as these tests do), every section must already be there.
await loadAllSections();
