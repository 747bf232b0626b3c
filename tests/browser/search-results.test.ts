import { expect } from 'chai';
import '../../widgets/page/element';
import { cleanup, mount, shadow, until } from './helpers';
import { indexRequests } from './search-index-fixture';

const textRequests = () => indexRequests.filter((url) => /\/x\d+\.json$/.test(url));

describe('the search results page', function () {
  // It downloads the engine through the dev server: allow for it on a busy machine.
  this.timeout(60000);
  afterEach(cleanup);

  it('shows the best 10 with their passages, fetching only their texts; "Show more results" adds 10', async () => {
    const page = await mount('<uni-page path="/search" query="university"></uni-page>');
    const root = shadow(page);
    const items = () => root.querySelectorAll('ol > li');
    await until(() => items().length > 0, 'the results', 30000);
    const total = Number(
      /(\d[\d,]*) results/.exec(root.querySelector('output')!.textContent ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(total).to.be.greaterThan(20);
    expect(items().length).to.equal(10);
    expect(textRequests().length).to.equal(10);
    expect(root.querySelectorAll('ol > li mark').length).to.be.greaterThan(0);

    root.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => items().length === 20, '10 more results', 30000);
    await until(() => textRequests().length === 20, 'the texts of the 10 added');
    expect(
      Array.from(items())
        .slice(10)
        .some((item) => item.querySelector('mark')),
    ).to.equal(true);

    // A new search starts again at the first 10 (it kept the 20 asked for the last words).
    page.setAttribute('query', 'college');
    await until(() => /results for .college/.test(root.querySelector('output')?.textContent ?? ''), 'the new search');
    await until(() => items().length === 10, 'the first 10 of the new search');
  });
});
