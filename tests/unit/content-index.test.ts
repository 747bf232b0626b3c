import { afterEach, describe, expect, it } from 'vitest';
import { contentEntryAt, contentIndex, setContentIndex, type ContentIndexEntry } from '../../data/content-index';

const entry = (path: string, title: string): ContentIndexEntry => ({ path, title, parentTitle: 'Parent' });

describe('contentEntryAt', () => {
  // The unit tests' setup sets the site's own index; each test here puts it back.
  const siteIndex = contentIndex();
  afterEach(() => setContentIndex(siteIndex ?? []));

  it('finds a path of the index, and nothing for a path not in it', () => {
    setContentIndex([entry('/a', 'A'), entry('/b', 'B')]);
    expect(contentEntryAt('/b')?.title).toBe('B');
    expect(contentEntryAt('/c')).toBeUndefined();
  });

  it("gives a path's first entry, as a search of the list would", () => {
    setContentIndex([entry('/a', 'First'), entry('/a', 'Second')]);
    expect(contentEntryAt('/a')?.title).toBe('First');
  });

  it('answers from the index set last, not from one looked up before', () => {
    setContentIndex([entry('/a', 'Old')]);
    expect(contentEntryAt('/a')?.title).toBe('Old');
    setContentIndex([entry('/a', 'New'), entry('/b', 'B')]);
    expect(contentEntryAt('/a')?.title).toBe('New');
    expect(contentEntryAt('/b')?.title).toBe('B');
  });
});
