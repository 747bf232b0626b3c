import type { z } from 'zod';
import type { RECORD_KINDS, RecordKind } from '../../data/schema/records';

/**
 * What the publishing desk calls each kind of record and each field, in plain English
 * for a webmaster; Decap marks the optional ones itself (the schemas in data/schema/records.ts say what the fields are; this
 * says how to fill them in). Every field of every kind needs an entry: the types make a
 * new schema field without a label a compile error.
 */

type FieldName = { [K in RecordKind]: keyof z.infer<(typeof RECORD_KINDS)[K]> }[RecordKind];

export const KIND_LABELS: Record<RecordKind, { label: string; singular: string; description: string }> = {
  circulars: {
    label: 'Circulars',
    singular: 'Circular',
    description: 'Dated instructions with their PDF, in English and Marathi (the student circulars table).',
  },
  notices: {
    label: 'Notices',
    singular: 'Notice',
    description: 'Notices in English and Marathi; one with a last day moves to the archive the day after.',
  },
  news: { label: 'News', singular: 'News item', description: 'The daily news table and the news feeds.' },
  events: {
    label: 'Events',
    singular: 'Event',
    description: "The home page's events, the events page and the calendars.",
  },
  tenders: { label: 'Tenders', singular: 'Tender', description: 'Open until their closing day, then archived.' },
  documents: {
    label: 'Documents',
    singular: 'Document',
    description: 'Reports, disclosures and other PDFs that pages link to: titled once, named by any updates box.',
  },
};

export const FIELD_LABELS: Record<FieldName, { label: string; hint: string }> = {
  title: { label: 'Title', hint: 'The title as lists and pages show it, in each language.' },
  date: { label: 'Date', hint: 'The date printed on the document (it also names the file).' },
  section: { label: 'Section of the site', hint: 'Where the record belongs, e.g. student for student circulars.' },
  department: {
    label: 'Department',
    hint: "A department's own record: its short name in lowercase letters and hyphens, e.g. computer-science.",
  },
  file: { label: 'PDF', hint: 'The signed PDF. Choose a .pdf file; it is published with the record.' },
  reference: { label: 'Reference number', hint: "The university's reference, e.g. SSU/Exam/2025/114." },
  expires: {
    label: 'Last day',
    hint: 'The last day the notice is current; from the next day it moves to the archive.',
  },
  description: { label: 'Description', hint: 'The full text of the event, in each language.' },
  category: { label: 'Category', hint: 'Which list of the events page shows it.' },
  closes: { label: 'Closing day', hint: 'The last day bids are accepted; the tender is archived after it.' },
};
