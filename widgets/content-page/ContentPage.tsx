import { findRoute } from '../../data/routes';
import { useCurrentPath } from '../core/use-current-path';

export interface ContentPageProps {
  /** The content path to show (default: the page's location). */
  path?: string;
}

/** A university content page: breadcrumb and title (sidebar, layouts and updates come with the content work). */
export function ContentPage({ path }: ContentPageProps) {
  const currentPath = useCurrentPath(path);
  const route = findRoute(currentPath);
  if (!route) return null;
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <a href="/" className="focus-ring rounded text-brand underline">
          Home
        </a>{' '}
        <span aria-hidden="true">&gt;&gt;</span> {route.parentTitle} : <span aria-current="page">{route.title}</span>
      </nav>
      <h1 className="m-0 text-2xl font-bold text-brand">{route.title}</h1>
    </div>
  );
}
