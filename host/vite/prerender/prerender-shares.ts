/**
 * Which pages each prerender worker renders. A worker loads the content of the sections its pages
 * show (data/pages/<section>/, in each language), so each section goes to one worker whole: no
 * section is loaded twice. Sections go largest first to the worker with the fewest pages so far;
 * pages of no section (home, the site's own pages, 404, search) are spread one by one after them.
 * Every worker computes the same shares from the same list.
 */
export interface SharedPage {
  /** The section whose content the page shows; '' for none. */
  section: string;
}

/** The pages of worker `worker` of `workers`, in their order in `pages`. */
export function workerShare<Page extends SharedPage>(pages: Page[], workers: number, worker: number): Page[] {
  const sizes = new Map<string, number>();
  for (const page of pages) if (page.section) sizes.set(page.section, (sizes.get(page.section) ?? 0) + 1);
  const load = Array.from({ length: workers }, () => 0);
  const lightest = () => load.indexOf(Math.min(...load));
  const owner = new Map<string, number>();
  const bySize = [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [section, size] of bySize) {
    const chosen = lightest();
    owner.set(section, chosen);
    load[chosen]! += size;
  }
  return pages.filter((page) => {
    if (page.section) return owner.get(page.section) === worker;
    const chosen = lightest();
    load[chosen]! += 1;
    return chosen === worker;
  });
}
