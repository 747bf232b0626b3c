import { footerLinks, slugify } from '../../data/footer';
import { quickLinks } from '../../data/home/quick-links';
import type { QuickLink } from '../../data/schema/site';
import { LinkMarks } from '../core/link-marks';
import { Prose } from './Prose';

function Entry({ link }: { link: QuickLink }) {
  const ownPage = !link.link.startsWith('/quick-links');
  return (
    <li id={slugify(link.title)} className="scroll-mt-4 rounded border border-gray-200 p-3">
      <h3 className="m-0 text-base font-semibold text-brand">{link.title}</h3>
      {link.description ? <p className="m-0 mt-1 text-sm">{link.description}</p> : null}
      {ownPage ? (
        <a href={link.link} className="focus-ring mt-1 inline-block rounded text-sm text-brand underline">
          Go to {link.title}
        </a>
      ) : null}
      {link.external ? (
        <a
          href={link.external}
          rel="noopener noreferrer"
          className="focus-ring mt-1 inline-block rounded text-sm text-brand underline"
        >
          Official website ({new URL(link.external).hostname})
          <LinkMarks href={link.external} />
        </a>
      ) : null}
    </li>
  );
}

/** The target of the hero's `Quick Links` button: every quick link and footer link, each with its own anchor. */
export function QuickLinksDirectory() {
  return (
    <Prose title="Quick Links">
      <p className="m-0">Every quick link of the home page and the footer, with what you will find there.</p>
      {[
        { heading: 'University quick links', links: quickLinks },
        { heading: 'Useful links', links: footerLinks },
      ].map((group) => (
        <section key={group.heading}>
          <h2 className="m-0 mb-3 text-xl font-semibold text-brand">{group.heading}</h2>
          <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
            {group.links.map((link) => (
              <Entry key={link.title} link={link} />
            ))}
          </ul>
        </section>
      ))}
    </Prose>
  );
}
