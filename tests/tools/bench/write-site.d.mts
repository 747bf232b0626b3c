/** A fresh copy of the project in `site`: what `vite build` reads, node_modules linked (not copied). */
export function copyProject(root: string, site: string): void;
