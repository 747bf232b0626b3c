/** Notices and tenders published as records (data/records/notices, data/records/tenders). */

const notice = (slug, title, ref, office, body, kind = 'Notice') => ({
  path: `${kind === 'Tender Notice' ? 'tenders' : 'notices'}/${slug}.pdf`,
  kind,
  office,
  title,
  date: slug.slice(0, 10),
  ref,
  signatory: 'Registrar',
  body,
});

export const notices = [
  notice(
    '2025-10-10-revaluation-applications',
    'Applications for Revaluation of the April 2025 Examinations',
    'SSU/Exam/Notice/2025/212',
    'Board of Examinations and Evaluation',
    [
      'Students who wish to apply for revaluation or a photocopy of their answer books of the April 2025 examinations may apply online through the student portal.',
      'Applications will be accepted up to 31 October 2025. The fee is Rs. 300 per paper for revaluation and Rs. 150 per paper for a photocopy.',
      'Late applications will not be accepted under any circumstances.',
    ],
  ),
  notice(
    '2026-11-16-library-extended-hours',
    'Extended Hours of the Barr. Balasaheb Khardekar Library during the Examinations',
    'SSU/Lib/Notice/2026/047',
    'University Library',
    [
      'During the winter examinations the reading hall of the university library will remain open from 7.00 a.m. to 10.00 p.m. on all days, including Sundays and public holidays.',
      'Students must carry their identity card. Books may be issued and returned only between 10.00 a.m. and 5.30 p.m.',
      'These hours apply until 15 January 2027.',
    ],
  ),
  notice(
    '2026-11-02-laboratory-equipment-tender',
    'Tender for the Supply of Laboratory Equipment to the Department of Chemistry',
    'SSU/Purchase/Tender/2026/019',
    'Purchase Section',
    [
      'Sealed tenders are invited from registered suppliers for the supply and installation of laboratory equipment (UV-visible spectrophotometers, pH meters and a fume hood) to the Department of Chemistry.',
      'The tender document, with specifications and terms, may be downloaded from the university website. Bids must reach the Purchase Section by 5.00 p.m. on 30 November 2026.',
      'The university reserves the right to accept or reject any or all tenders without assigning reasons.',
    ],
    'Tender Notice',
  ),
];
