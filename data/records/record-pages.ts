import { formatDigits } from '../i18n/format';
import type { LanguageCode } from '../i18n/languages';
import type { StaticPage } from '../schema/page';
import type { QuickLink } from '../schema/site';
import { isCurrent, isOpen, WHATS_NEW_PATH } from './queries';
import { localText, type Stored } from './samples';

/**
 * Two pages built from the records alone, in each language: What's new (the latest
 * circulars, current notices, open tenders, documents and news, newest first) and the archive
 * (notices whose last day has passed and tenders that have closed: GIGW's content
 * archival, with no webmaster moving anything by hand). Both change only when a record
 * or the build's date does.
 */
export const ARCHIVE_PATH = '/archive';

/** How many of each kind What's new shows; the rest stay on their section's pages. */
const LATEST = 10;

interface Words {
  whatsNew: string;
  whatsNewIntro: string;
  archive: string;
  archiveIntro: string;
  circulars: string;
  notices: string;
  tenders: string;
  documents: string;
  news: string;
  expiredNotices: string;
  closedTenders: string;
  published: (date: string) => string;
  lastDay: (published: string, last: string) => string;
  closes: (date: string) => string;
  closed: (date: string) => string;
  none: string;
}

const WORDS: Record<LanguageCode, Words> = {
  en: {
    whatsNew: "What's New",
    whatsNewIntro:
      'The latest circulars, notices, tenders, documents and news of the university, newest first. A notice or tender moves to the archive after its last day.',
    archive: 'Archive',
    archiveIntro:
      'Notices whose last day has passed and tenders that have closed, kept here for reference under the Content Archival Policy.',
    circulars: 'Circulars',
    notices: 'Notices',
    tenders: 'Tenders',
    documents: 'Documents',
    news: 'News',
    expiredNotices: 'Notices',
    closedTenders: 'Tenders',
    published: (date) => `Published ${date}`,
    lastDay: (published, last) => `Published ${published}; last day ${last}`,
    closes: (date) => `Bids by ${date}`,
    closed: (date) => `Closed ${date}`,
    none: 'None at present.',
  },
  mr: {
    whatsNew: 'नवीन काय',
    whatsNewIntro:
      'विद्यापीठाची नवीनतम परिपत्रके, सूचना, निविदा, दस्तऐवज आणि बातम्या, नवीन प्रथम. सूचना व निविदा त्यांच्या अंतिम दिनांकानंतर संग्रहणात जातात.',
    archive: 'संग्रहण',
    archiveIntro: 'अंतिम दिनांक उलटून गेलेल्या सूचना आणि बंद झालेल्या निविदा, मजकूर संग्रहण धोरणानुसार संदर्भासाठी येथे ठेवल्या आहेत.',
    circulars: 'परिपत्रके',
    notices: 'सूचना',
    tenders: 'निविदा',
    documents: 'दस्तऐवज',
    news: 'बातम्या',
    expiredNotices: 'सूचना',
    closedTenders: 'निविदा',
    published: (date) => `प्रसिद्धी दिनांक ${date}`,
    lastDay: (published, last) => `प्रसिद्धी दिनांक ${published}; अंतिम दिनांक ${last}`,
    closes: (date) => `निविदा सादर करण्याचा अंतिम दिनांक ${date}`,
    closed: (date) => `बंद: ${date}`,
    none: 'सध्या काहीही नाही.',
  },
  hi: {
    whatsNew: 'नया क्या है',
    whatsNewIntro:
      'विश्वविद्यालय के नवीनतम परिपत्र, सूचनाएँ, निविदाएँ, दस्तावेज़ और समाचार, नवीनतम पहले। सूचनाएँ और निविदाएँ अपनी अंतिम तिथि के बाद संग्रहण में चली जाती हैं।',
    archive: 'संग्रहण',
    archiveIntro:
      'जिन सूचनाओं की अंतिम तिथि बीत चुकी है और जो निविदाएँ बंद हो चुकी हैं, वे सामग्री संग्रहण नीति के अनुसार संदर्भ के लिए यहाँ रखी गई हैं।',
    circulars: 'परिपत्र',
    notices: 'सूचनाएँ',
    tenders: 'निविदाएँ',
    documents: 'दस्तावेज़',
    news: 'समाचार',
    expiredNotices: 'सूचनाएँ',
    closedTenders: 'निविदाएँ',
    published: (date) => `प्रकाशित ${date}`,
    lastDay: (published, last) => `प्रकाशित ${published}; अंतिम तिथि ${last}`,
    closes: (date) => `बोली की अंतिम तिथि ${date}`,
    closed: (date) => `बंद: ${date}`,
    none: 'इस समय कुछ नहीं।',
  },
};

/** `2026-01-12` -> `12-01-2026`, the site's way of showing a date, in the language's digits. */
const shownDate = (iso: string, lang: LanguageCode) =>
  iso
    .split('-')
    .toReversed()
    .join('-')
    .replace(/\d+/g, (run) => formatDigits(lang, run));

export interface PageRecords {
  circulars: Array<Stored<'circulars'>>;
  notices: Array<Stored<'notices'>>;
  news: Array<Stored<'news'>>;
  tenders: Array<Stored<'tenders'>>;
  documents: Array<Stored<'documents'>>;
}

/** What's new and the archive in `lang`, on `today` (the build's date). */
export function recordPages(records: PageRecords, lang: LanguageCode, today: string): StaticPage[] {
  const words = WORDS[lang];
  const date = (iso: string) => shownDate(iso, lang);
  const link = (record: { title: Stored<'news'>['title']; file?: string }, description: string): QuickLink => {
    const title = localText(record.title, lang);
    return { title: typeof title === 'string' ? title : title.text, link: record.file ?? WHATS_NEW_PATH, description };
  };
  const section = (heading: string, links: QuickLink[]) =>
    links.length ? { heading, paragraphs: [], links } : { heading, paragraphs: [words.none] };
  const newest = (dates: string[]) => dates.toSorted().at(-1);

  const currentNotices = records.notices.filter((notice) => isCurrent(notice, today));
  const openTenders = records.tenders.filter((tender) => isOpen(tender, today));
  const expiredNotices = records.notices.filter((notice) => !isCurrent(notice, today));
  const closedTenders = records.tenders.filter((tender) => !isOpen(tender, today));
  const shownNew = [
    currentNotices,
    records.circulars.slice(0, LATEST),
    openTenders,
    records.documents.slice(0, LATEST),
    records.news.slice(0, LATEST),
  ];
  const whatsNew: StaticPage = {
    path: WHATS_NEW_PATH,
    title: words.whatsNew,
    lastUpdated: newest(shownNew.flat().map((record) => record.date)) ?? today,
    sections: [
      { paragraphs: [words.whatsNewIntro] },
      section(
        words.notices,
        currentNotices.map((notice) =>
          link(
            notice,
            notice.expires
              ? words.lastDay(date(notice.date), date(notice.expires))
              : words.published(date(notice.date)),
          ),
        ),
      ),
      section(
        words.circulars,
        records.circulars.slice(0, LATEST).map((circular) => link(circular, words.published(date(circular.date)))),
      ),
      section(
        words.tenders,
        openTenders.map((tender) => link(tender, words.closes(date(tender.closes)))),
      ),
      section(
        words.documents,
        records.documents.slice(0, LATEST).map((document) => link(document, words.published(date(document.date)))),
      ),
      section(
        words.news,
        records.news.slice(0, LATEST).map((item) => link(item, words.published(date(item.date)))),
      ),
    ],
  };
  const archive: StaticPage = {
    path: ARCHIVE_PATH,
    title: words.archive,
    // The day the last of them moved here; with none yet, the day What's new last changed.
    lastUpdated:
      newest([...expiredNotices.map((notice) => notice.expires!), ...closedTenders.map((tender) => tender.closes)]) ??
      whatsNew.lastUpdated,
    sections: [
      { paragraphs: [words.archiveIntro] },
      section(
        words.expiredNotices,
        expiredNotices.map((notice) => link(notice, words.lastDay(date(notice.date), date(notice.expires!)))),
      ),
      section(
        words.closedTenders,
        closedTenders.map((tender) => link(tender, words.closed(date(tender.closes)))),
      ),
    ],
  };
  return [whatsNew, archive];
}
