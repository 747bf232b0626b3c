import type { ReactNode } from 'react';
import { LinkMarks } from '../core/link-marks';
import { useI18n } from '../core/i18n';

/** The heading and body frame every site page shares. */
export function Prose({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 text-gray-900">
      <h1 className="m-0 mb-6 text-2xl font-bold text-brand sm:text-3xl">{title}</h1>
      <div className="space-y-4">{children}</div>
    </article>
  );
}

export function LinkList({ links }: { links: Array<{ title: string; link: string; description?: string }> }) {
  const { pageUrl } = useI18n();
  return (
    <ul className="m-0 list-disc space-y-1 pl-6">
      {links.map((link) => (
        <li key={link.link + link.title}>
          <a
            href={pageUrl(link.link)}
            className="visible-focus rounded text-brand underline"
            {...(/^https?:/.test(link.link) ? { rel: 'noopener noreferrer' } : {})}
          >
            {link.title}
            <LinkMarks href={link.link} />
          </a>
          {/* What's new and the archive say each record's dates here. */}
          {link.description ? <span className="block text-sm text-gray-700">{link.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}
