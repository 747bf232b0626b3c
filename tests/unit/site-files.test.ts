import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../data/records/read-record';
import { checkSiteFiles, readSiteFile, siteIdentity } from '../../data/site/read-site-file';

/**
 * `npm run check` and the build on the files that describe the site (data/site/): each mistake
 * named by file, field and language. Each test copies the real files into a small project and
 * spoils one of them.
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-files-'));
  cpSync('data/site', join(root, 'data/site'), { recursive: true, filter: (source) => !source.endsWith('.ts') });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const errors = () => checkSiteFiles(root).map(formatProblem);

describe('npm run check on the site files', () => {
  it('the files as shipped: nothing to say', () => {
    expect(errors()).toEqual([]);
  });

  it("the identity without the university's phone, and with an e-mail address that is none", () => {
    put('data/site/identity.yaml', 'name: Sahyadri State University\nemail: info at ssu\n');
    expect(errors()).toEqual(
      expect.arrayContaining([
        'data/site/identity.yaml: phone: is missing',
        'data/site/identity.yaml: email: Invalid email address',
      ]),
    );
  });

  it('a menu entry whose path is no site path, and one without a title', () => {
    put('data/site/menu.yaml', '- id: 1\n  title: Home\n  path: home\n- id: 2\n  path: /about\n');
    expect(errors()).toEqual([
      'data/site/menu.yaml: 0.path: must be a site path like /about/history',
      'data/site/menu.yaml: 1.title: is missing',
    ]);
  });

  it('a misspelt field of the footer, and a Marathi footer without a description where it needs text', () => {
    put('data/site/footer.yaml', 'quickLinks:\n  - title: NAAC\n    link: /quick-links#naac\npolicyLink: []\n');
    expect(errors()).toEqual(
      expect.arrayContaining([
        'data/site/footer.yaml: "policyLink" is not a field of the footer (check the spelling)',
        'data/site/footer.yaml: policyLinks: is missing',
      ]),
    );
    put('data/site/mr/footer.yaml', 'quickLinks:\n  - title: 12\n    link: /quick-links#naac\npolicyLinks: []\n');
    expect(errors()).toEqual(
      expect.arrayContaining([
        'data/site/mr/footer.yaml: quickLinks.0.title (in Marathi): must be text (put it in quotes if it is a number or a date)',
      ]),
    );
  });

  it("a translated login form whose fields or links are not the English form's", () => {
    const marathi = readFileSync(join(root, 'data/site/mr/login.yaml'), 'utf8');
    put(
      'data/site/mr/login.yaml',
      marathi.replace('name: password', 'name: passcode').replace('path: /forgot-password', 'path: /help'),
    );
    expect(errors()).toEqual([
      'data/site/mr/login.yaml: fields (in Marathi): is [{"name":"email","type":"email","required":true,"autocomplete":"username"},{"name":"passcode","type":"password","required":true,"autocomplete":"current-password"}], the English form (data/site/login.yaml) has [{"name":"email","type":"email","required":true,"autocomplete":"username"},{"name":"password","type":"password","required":true,"autocomplete":"current-password"}]: translate the texts only',
      'data/site/mr/login.yaml: forgotPassword.path (in Marathi): is "/help", the English form (data/site/login.yaml) has "/forgot-password": translate the texts only',
    ]);
  });

  it("a translated footer whose links are not the English footer's, or not all of them", () => {
    put(
      'data/site/footer.yaml',
      'quickLinks:\n  - { title: NAAC, link: /quick-links#naac }\n  - { title: NIRF, link: /quick-links#nirf }\npolicyLinks:\n  - { title: Help, link: /help }\n',
    );
    put(
      'data/site/hi/footer.yaml',
      'quickLinks:\n  - { title: एनआईआरएफ, link: /quick-links#nirf }\n  - { title: नैक, link: /quick-links#naac }\npolicyLinks:\n  - { title: सहायता, link: /help }\n',
    );
    put(
      'data/site/mr/footer.yaml',
      'quickLinks:\n  - { title: नॅक, link: /quick-links#naac }\npolicyLinks:\n  - { title: मदत, link: /help }\n',
    );
    expect(errors()).toEqual([
      'data/site/hi/footer.yaml: quickLinks.0.link (in Hindi): is /quick-links#nirf, the English footer has /quick-links#naac here: keep the links and their order as in English',
      'data/site/hi/footer.yaml: quickLinks.1.link (in Hindi): is /quick-links#naac, the English footer has /quick-links#nirf here: keep the links and their order as in English',
      'data/site/mr/footer.yaml: quickLinks (in Marathi): has 1 links, the English footer (data/site/footer.yaml) has 2: translate each of its links, in its order',
    ]);
  });

  it("a text of What's new without the place of its date, and a language left out", () => {
    const words = readFileSync(join(root, 'data/site/record-pages.yaml'), 'utf8');
    put(
      'data/site/record-pages.yaml',
      words.replace('closes: Bids by {date}', 'closes: Bids by the closing day').replace(/^hi:[\s\S]*$/m, ''),
    );
    expect(errors()).toEqual([
      'data/site/record-pages.yaml: en.closes: must contain {date}, where the date goes',
      'data/site/record-pages.yaml: Hindi (hi): is missing',
    ]);
  });

  it('a file that is none of the site files, and YAML that does not parse', () => {
    put('data/site/header.yaml', 'title: x\n');
    put('data/site/login.yaml', 'heading: [\n');
    expect(errors()).toEqual([
      "data/site/header.yaml: is none of the site's files (identity, menu, footer, login, generated-pages, record-pages.yaml)",
      expect.stringMatching(/^data\/site\/login\.yaml: is not valid YAML \(line \d+\)/),
    ]);
  });

  it("the build's own reading of the identity fails on the same mistakes", () => {
    put('data/site/identity.yaml', 'name: Sahyadri State University\n');
    expect(() => siteIdentity(root)).toThrow('data/site/identity.yaml: nameMarathi: is missing');
  });

  it('gives a valid file as written, keys in the writer’s order', () => {
    const text = '- path: /search\n  title: Search\n';
    expect(readSiteFile('data/site/generated-pages.yaml', text)).toEqual({
      value: [{ path: '/search', title: 'Search' }],
    });
  });
});
