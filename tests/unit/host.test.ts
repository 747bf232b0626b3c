import { describe, expect, it } from 'vitest';
import { screenFor } from '../../host/screens';
import { searchSite, type SearchTexts } from '../../widgets/page/site-search';
import { footerLinks } from '../../data/footer';
import { quickLinks } from '../../data/home/quick-links';

const english: SearchTexts = {
  title: (_path, title) => title,
  siteInformation: 'Site information',
  quickLink: 'Quick link',
  links: [...quickLinks, ...footerLinks],
};

describe('host screens (spec 2.1)', () => {
  it('maps / to home, content paths to content pages, site pages to pages, anything else to 404', () => {
    expect(screenFor('/')).toEqual({ kind: 'home', title: 'Home' });
    expect(screenFor('/about/history')).toEqual({ kind: 'content', title: 'About Us' });
    expect(screenFor('/quick-links')).toEqual({ kind: 'page', title: 'Quick Links' });
    expect(screenFor('/events').kind).toBe('events');
    expect(screenFor('/nope')).toEqual({ kind: 'not-found', title: 'Page Not Found' });
  });
});

describe('site search', () => {
  it('finds pages by every word of the query, once each', () => {
    const hits = searchSite('girls hostel', english);
    expect(hits.map((hit) => hit.link)).toEqual(['/student/facilities/girls-hostel']);
  });
  it('finds nothing for an empty query', () => {
    expect(searchSite('   ', english)).toEqual([]);
  });
});
