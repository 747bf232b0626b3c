import { describe, expect, it } from 'vitest';
import { screenFor } from '../../host/screens';

describe('host screens (spec 2.1)', () => {
  it('maps / to home, content paths to content pages, site pages to pages, anything else to 404', () => {
    expect(screenFor('/')).toEqual({ kind: 'home', title: 'Home' });
    expect(screenFor('/about/history')).toEqual({ kind: 'content', title: 'About Us' });
    expect(screenFor('/quick-links')).toEqual({ kind: 'page', title: 'Quick Links' });
    expect(screenFor('/events').kind).toBe('events');
    expect(screenFor('/nope')).toEqual({ kind: 'not-found', title: 'Page Not Found' });
  });
});
