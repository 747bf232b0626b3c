import type { ReactNode } from 'react';

/** One numbered part of `/embed`: a heading the page's links can focus, and its content. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="m-0 text-2xl font-bold text-brand" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
