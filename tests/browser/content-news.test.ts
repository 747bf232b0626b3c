import { expect } from 'chai';
import '../../widgets/news/element';
import { captureConsoleErrors, cleanup, mount, shadow, until } from './helpers';

const rows = (element: Element) => Array.from(shadow(element).querySelectorAll('tbody tr'));
const headings = (element: Element) =>
  Array.from(shadow(element).querySelectorAll('thead th')).map((th) => th.textContent);

describe('<uni-news>', () => {
  afterEach(cleanup);

  it('shows the 10 sample rows newest first: serial no, date, title, file with view and download', async () => {
    const news = await mount('<uni-news></uni-news>');
    expect(headings(news)).to.deep.equal(['Sr. No.', 'Date', 'Title', 'File']);
    expect(rows(news)).to.have.length(10);
    const first = rows(news)[0];
    expect(first.querySelector('td')!.textContent).to.equal('10');
    expect(first.querySelector('[data-file-actions]')!.getAttribute('data-file-actions')).to.equal('disabled');
    const second = rows(news)[1];
    expect(second.textContent).to.contain('20 Oct 2025');
    expect(second.querySelector('a[target="_blank"]')!.getAttribute('href')).to.equal(
      '/docs/news/2025-10-20-diwali-vacation.pdf',
    );
    expect(second.querySelector('a[download]')!.getAttribute('download')).to.equal('2025-10-20-diwali-vacation.pdf');
    // Each news record carries its English title; the row that was only Marathi in English has one now.
    expect(shadow(news).textContent).to.contain('National Service Scheme Day and registration for the special camp');
  });

  it('limit says how many rows show', async () => {
    const news = await mount('<uni-news limit="3"></uni-news>');
    expect(rows(news).map((row) => row.querySelector('td')!.textContent)).to.deep.equal(['10', '9', '8']);
  });

  it('takes a JSON array of {serial_no, date, file_title, file} from a child script', async () => {
    const data = [
      {
        serial_no: 1,
        date: '2026-01-05',
        file_title: 'Department seminar',
        file: '/docs/news/2025-09-30-nss-camp.pdf',
      },
      { serial_no: 2, date: '2026-01-09', file_title: 'Results declared' },
    ];
    const news = await mount(
      `<uni-news heading="Department news"><script type="application/json">${JSON.stringify(data)}</script></uni-news>`,
    );
    await until(() => rows(news).length === 2, 'the two given rows');
    expect(shadow(news).querySelector('h2')!.textContent).to.equal('Department news');
    expect(rows(news)[0].textContent).to.contain('Results declared');
  });

  it('refuses invalid JSON with a notice naming the field', async () => {
    const errors = captureConsoleErrors();
    try {
      const news = await mount(
        `<uni-news><script type="application/json">[{"serial_no": 1, "date": "5 Jan", "file_title": "x"}]</script></uni-news>`,
      );
      await until(() => shadow(news).textContent!.includes('could not be shown'), 'the notice');
      expect(errors.messages.join(' ')).to.contain('[0].date');
    } finally {
      errors.restore();
    }
  });

  it("says 'No Data Found' for an empty array", async () => {
    const news = await mount('<uni-news><script type="application/json">[]</script></uni-news>');
    await until(() => shadow(news).textContent!.includes('No Data Found'), 'the empty text');
  });
});
