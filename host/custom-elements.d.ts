// Run `npm run typings` after changing a widget's attributes: a unit test checks this file is up to date.
// Generated from custom-elements.json by host/vite/manifest/custom-elements-manifest.ts. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type UniWidgetProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

/**
 * Attributes of `<uni-access-bar>`.
 */
export interface UniAccessBarElementAttributes {
  /**
   * id of the light-DOM element `To Navigation` focuses
   * @default "navigation"
   */
  'navigation-target'?: string;
  /**
   * id of the light-DOM element `To Content` focuses
   * @default "content"
   */
  'content-target'?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-affiliations>`.
 */
export interface UniAffiliationsElementAttributes {
  /**
   * URL of JSON: an array of `{id, src, title, link, width, height}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-content-page>`.
 */
export interface UniContentPageElementAttributes {
  /**
   * the content path to show (default: the page's location)
   */
  path?: string;
  /**
   * URL of JSON: an array of route entries `{ id, path, title, parentTitle, contents, sidebarItems }` (data/schema/content.ts) to use instead of the site's route table; a child `<script type="application/json">` with the same array works too.
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-embed-docs>`.
 */
export interface UniEmbedDocsElementAttributes {
  /**
   * URL of the loader the snippets use (default: this site's `/widgets/index.js`)
   */
  'loader-src'?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-events>`.
 */
export interface UniEventsElementAttributes {
  /**
   * `accordion`, or `all`: the events page, 25 events a page (upcoming soonest first, then past), grouped by category under an h1 "Upcoming Events"
   * @default "accordion"
   */
  mode?: 'accordion' | 'all';
  /**
   * with `mode="all"` and no `src`: which page of the university's events to show: 1 (the default, `/feeds/all-events.json`), 2 (`/feeds/all-events/page/2.json`) …
   */
  page?: number | string;
  /**
   * comma-separated categories to show, in that order, e.g. `Academic, Workshop` (default: all)
   */
  categories?: string;
  /**
   * URL of JSON: an array of `{category, date, description}`, dates written like `SEP 15, 2025`, or the university's events JSON Feed (`/feeds/events.json`) or a department's events (`/departments/<department>/events.json`). On another site, these two paths of the university's (also under `/mr/` and `/hi/`) are read from the kit's site.
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-featured-video>`.
 */
export interface UniFeaturedVideoElementAttributes {
  /**
   * URL of JSON `{heading, featured: {caption, captionLang, poster, width, height, url}, platform, platformIcon, items: [{id, title, thumbnailUrl, width, height, url}]}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-footer>`.
 */
export interface UniFooterElementAttributes {
  /**
   * the page the footer is on, for its last-updated date (default: the page's location)
   */
  path?: string;
  /**
   * URL of JSON (an array of `{title, link}`) to use as the footer's quick links
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-header>`.
 */
export interface UniHeaderElementAttributes {
  /**
   * URL the search form submits `q` to (in the widget's language)
   * @default "/search"
   */
  'search-action'?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-hero>`.
 */
export interface UniHeroElementAttributes {
  /**
   * URL of JSON `{label, slides: [{id, image, alt, width, height}], social: [{network, label, href, icon}], quickLinks: {title, link}}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-leadership>`.
 */
export interface UniLeadershipElementAttributes {
  /**
   * URL of JSON: an array of `{name, position, image, width, height, link}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-login-form>`.
 */
export interface UniLoginFormElementAttributes {
  /**
   * URL of JSON shaped like data/site/login.yaml (`LoginForm` in data/schema/layouts.ts)
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-menu>`.
 */
export interface UniMenuElementAttributes {
  /**
   * current path for the active highlight (default: the page's location)
   */
  path?: string;
  /**
   * URL of menu JSON (an array of menu items) to show instead of the bundled menu
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-news>`.
 */
export interface UniNewsElementAttributes {
  /**
   * how many rows to show (default: all)
   */
  limit?: number | string;
  /**
   * the heading above the table (default: 'Daily News' in the widget's language)
   */
  heading?: string;
  /**
   * URL of JSON: an array of `{ serial_no, date: 'yyyy-mm-dd', file_title, file? }`, or the university's news JSON Feed (`/feeds/news.json`) or a department's news (`/departments/<department>/news.json`). On another site, these two paths of the university's (also under `/mr/` and `/hi/`) are read from the kit's site. A child `<script type="application/json">` with the same array works too.
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-page>`.
 */
export interface UniPageElementAttributes {
  /**
   * which page to show (default: the page's location); unknown paths show 404
   */
  path?: string;
  /**
   * search words for `/search` (default: the location's `q` parameter)
   */
  query?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-portal-grid>`.
 */
export interface UniPortalGridElementAttributes {
  /**
   * URL of JSON: an array of `{icon, title, link}` (icon an `i-mdi-*` class of the shared sheet)
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-quick-links>`.
 */
export interface UniQuickLinksElementAttributes {
  /**
   * URL of JSON: an array of `{title, link}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-recognitions>`.
 */
export interface UniRecognitionsElementAttributes {
  /**
   * URL of JSON: an array of `{title, src, alt, width, height}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-search>`.
 */
export interface UniSearchElementAttributes {
  /**
   * URL the form submits `q` to (default: the university's `/search`, in the widget's language)
   */
  action?: string;
  /**
   * at most this many suggestions while typing
   * @default "8"
   */
  limit?: number | string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

/**
 * Attributes of `<uni-statistics>`.
 */
export interface UniStatisticsElementAttributes {
  /**
   * URL of JSON `{heading, items: [{icon, volume, title}], more: {title, link}}`
   */
  src?: string;
  /**
   * The widget's language: `en` (English), `mr` (Marathi) or `hi` (Hindi). Without it the widget follows the nearest `lang` around it (crossing shadow roots); any other language shows English. The bundled sample shows in that language where a translation exists; your own JSON data is shown as given.
   */
  lang?: 'en' | 'mr' | 'hi';
}

declare global {
  interface HTMLElementTagNameMap {
    'uni-access-bar': HTMLElement;
    'uni-affiliations': HTMLElement;
    'uni-content-page': HTMLElement;
    'uni-embed-docs': HTMLElement;
    'uni-events': HTMLElement;
    'uni-featured-video': HTMLElement;
    'uni-footer': HTMLElement;
    'uni-header': HTMLElement;
    'uni-hero': HTMLElement;
    'uni-leadership': HTMLElement;
    'uni-login-form': HTMLElement;
    'uni-menu': HTMLElement;
    'uni-news': HTMLElement;
    'uni-page': HTMLElement;
    'uni-portal-grid': HTMLElement;
    'uni-quick-links': HTMLElement;
    'uni-recognitions': HTMLElement;
    'uni-search': HTMLElement;
    'uni-statistics': HTMLElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /**
       * Phone and e-mail links, skip links, screen-reader page, text size A+ / A- and the language selector.
       */
      'uni-access-bar': UniWidgetProps<UniAccessBarElementAttributes>;
      /**
       * The affiliated-institutions carousel (Glide): 16 logos (8 listed twice), autoplay every 2500 ms, 500 ms transition, 9/7/5/3/2 logos in view as the window narrows; hover or focus shows the title and `Details`; pause control, pause on hover and focus, no autoplay under reduced motion; "Page n of m" announced.
       */
      'uni-affiliations': UniWidgetProps<UniAffiliationsElementAttributes>;
      /**
       * A university content page (spec 2.5): 'Related Pages' sidebar, breadcrumb 'Home >> {parent} : {title}', the active item's content and its 'Updates/News'. Each sidebar item links to its own path; the item whose path is the current one is active (item 1 on a page's root path).
       */
      'uni-content-page': UniWidgetProps<UniContentPageElementAttributes>;
      /**
       * How to embed the widgets on any page: the loader snippet, a builder (choose a widget, set its attributes or a data URL, see the live preview and the snippet update), and for every tag of the kit what it shows, its attributes (from the generated custom-elements.json), the copy-paste snippet and a live example.
       */
      'uni-embed-docs': UniWidgetProps<UniEmbedDocsElementAttributes>;
      /**
       * Upcoming events. By default three identical accordion panels (categories School/Sports, Academic, Cultural, Workshop, Examination; one open at a time; the first panel starts with the first category open; lists scroll at 290 px; `show more` leads to /events). Events can also be given as a child `<script type="application/json">` holding the same array as `src`. Without either it shows the university's events, in its language, from the site's `/feeds/upcoming-events.json` (each category's next few) or, with `mode="all"`, a page of 25 from `/feeds/all-events.json` (page 1) or `/feeds/all-events/page/<n>.json` (the `page` attribute).
       */
      'uni-events': UniWidgetProps<UniEventsElementAttributes>;
      /**
       * The featured video panel: poster with a play button (opens the video in a new tab), Marathi caption, Share (Web Share API, else copy the link, announced), `Watch on` badge and a list of 4 thumbnails.
       */
      'uni-featured-video': UniWidgetProps<UniFeaturedVideoElementAttributes>;
      /**
       * Four columns of quick links, policy links, address, visitor count (a figure from data with its as-of date), last-updated line and copyright.
       */
      'uni-footer': UniWidgetProps<UniFooterElementAttributes>;
      /**
       * The university's logos and name, the UG / PG / P.H.D / Online / Distance buttons and the site search form.
       */
      'uni-header': UniWidgetProps<UniHeaderElementAttributes>;
      /**
       * The home page's hero carousel (Glide: 4 slides, autoplay every 3000 ms, infinite loop, 500 ms transition, pause on hover, focus and with the pause control; no autoplay under prefers-reduced-motion), dots and previous/next arrows, the social column and the red `Quick Links` button.
       */
      'uni-hero': UniWidgetProps<UniHeroElementAttributes>;
      /**
       * The leadership panel, 4 cards (Chancellor, Vice-Chancellor, Pro-Vice Chancellor, Registrar) with photo, name, position and `More Details`.
       */
      'uni-leadership': UniWidgetProps<UniLeadershipElementAttributes>;
      /**
       * The student sign-in form (email and password, required, from data), 'Login', 'Forgot Password?' (/forgot-password) and the 'Create An Account' panel. There is no server: a valid submission says that sign-in happens on the student portal and links to it; nothing is sent.
       */
      'uni-login-form': UniWidgetProps<UniLoginFormElementAttributes>;
      /**
       * The main menu, desktop dropdowns and the small-screen panel.
       */
      'uni-menu': UniWidgetProps<UniMenuElementAttributes>;
      /**
       * The daily news table (Sr. No., date, title, file with 'view' and download; greyed controls for a row without a file), newest first. Without `src` or inline JSON it shows the university's latest news, in its language, from the site's `/feeds/latest-news.json`.
       */
      'uni-news': UniWidgetProps<UniNewsElementAttributes>;
      /**
       * The site's own pages (screen-reader access, terms, privacy, contact, programme levels, quick links, search results) and the 404 screen.
       */
      'uni-page': UniWidgetProps<UniPageElementAttributes>;
      /**
       * The University Portal grid of 12 tiles (icon and title); 2, 3, 4 and 6 columns as the screen widens.
       */
      'uni-portal-grid': UniWidgetProps<UniPortalGridElementAttributes>;
      /**
       * The home page's grid of 19 quick links (1, 2 or 4 columns).
       */
      'uni-quick-links': UniWidgetProps<UniQuickLinksElementAttributes>;
      /**
       * A row of 6 recognition logos, each with alt text.
       */
      'uni-recognitions': UniWidgetProps<UniRecognitionsElementAttributes>;
      /**
       * The university's site search box for a department site or CMS page: suggestions as you type (a keyboard-operable combobox), full results on the university's search page. Nothing of the search is downloaded until the visitor focuses the box.
       */
      'uni-search': UniWidgetProps<UniSearchElementAttributes>;
      /**
       * The statistics strip (Years 62, Departments 34, Chairs 10, Centers 19, Campus in Acre 853, Affiliated Colleges 297) and the `See More ... Statistical Information` link.
       */
      'uni-statistics': UniWidgetProps<UniStatisticsElementAttributes>;
    }
  }
}
