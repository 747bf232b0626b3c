import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CMS_CONFIG_FILE, cmsConfig, renderCmsConfig, type CmsField } from '../../host/admin/cms-config';
import { recordFormat } from '../../host/admin/record-format';
import { RECORD_KINDS } from '../../data/schema/records';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = cmsConfig();
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fieldOf = (kind: string, name: string): CmsField => collection(kind).fields.find((f) => f.name === name)!;

describe('the desk configuration', () => {
  it('is the one the record schemas generate (run `npm run cms-config` after changing them)', () => {
    expect(readFileSync(`${root}${CMS_CONFIG_FILE}`, 'utf8')).toBe(renderCmsConfig());
  });

  it('has one folder collection per kind, with every field of its schema', () => {
    expect(config.collections.map((c) => c.name)).toEqual(Object.keys(RECORD_KINDS));
    for (const [kind, schema] of Object.entries(RECORD_KINDS)) {
      expect(collection(kind).folder).toBe(`data/records/${kind}`);
      expect(collection(kind).media_folder).toBe(`/public/docs/${kind}`);
      expect(collection(kind).fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
    }
  });

  it('asks for English and Marathi titles of circulars, English only of news', () => {
    const required = (kind: string) =>
      Object.fromEntries(fieldOf(kind, 'title').fields!.map((f) => [f.name, f.required]));
    expect(required('circulars')).toEqual({ en: true, mr: true, hi: false });
    expect(required('news')).toEqual({ en: true, mr: false, hi: false });
    expect(fieldOf('circulars', 'title').fields!.map((f) => f.label)).toEqual([
      'English',
      'Marathi (मराठी)',
      'Hindi (हिन्दी)',
    ]);
  });

  it('picks dates as days, PDFs as files, categories from the list', () => {
    expect(fieldOf('notices', 'expires')).toMatchObject({
      widget: 'datetime',
      required: false,
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(fieldOf('circulars', 'file')).toMatchObject({ widget: 'file', required: true });
    expect(fieldOf('notices', 'file').required).toBe(false);
    expect(fieldOf('events', 'category').options).toContain('Cultural');
    expect(fieldOf('circulars', 'department').pattern![0]).toBe('^[a-z0-9]+(-[a-z0-9]+)*$');
  });

  it('parses as YAML, without aliases', () => {
    expect(parse(renderCmsConfig())).toEqual(JSON.parse(JSON.stringify(config)));
    expect(renderCmsConfig()).not.toMatch(/[&*]a\d/);
  });
});

describe('the record format', () => {
  it('leaves out what the webmaster left blank and writes the form order', () => {
    const text = recordFormat.toFile(
      { date: '2026-01-12', title: { mr: ' अर्ज ', en: 'Form', hi: '' }, expires: '', department: '  ' },
      ['title', 'date', 'expires'],
    );
    expect(text).toBe('title:\n  en: Form\n  mr: अर्ज\ndate: 2026-01-12\n');
    expect(recordFormat.fromFile(text)).toEqual({ title: { en: 'Form', mr: 'अर्ज' }, date: '2026-01-12' });
  });
});
