import { useEffect, useState } from 'react';

/**
 * The path a widget highlights: its `path` attribute when set (the host sets it
 * on every navigation), otherwise the page's own location, read after mount so
 * server rendering never touches `window`.
 */
export function useCurrentPath(path: string | undefined): string {
  const [locationPath, setLocationPath] = useState('/');
  useEffect(() => {
    if (path) return;
    const read = () => setLocationPath(window.location.pathname);
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [path]);
  return path ?? locationPath;
}
