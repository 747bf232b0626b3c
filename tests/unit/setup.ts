import { loadAllRoutes } from '../../widgets/content-page/route-store';

// Content pages load their section on demand in the browser; rendered on the
// server (as these tests do), every section must already be there.
await loadAllRoutes();
