/**
 * One term for one thing (the glossary's rule, ../shared/design/GLOSSARY.md): for each
 * concept, the one Marathi and the one Hindi term the catalogs and the content use, and
 * the variants that are wrong (a misspelling, or a second name for the same thing).
 * tests/unit/terms.test.ts fails when a catalog or a content file uses a variant.
 *
 * A variant is matched as a whole word: letters of the same script may not touch it
 * (`पहा` is wrong, `पहात` or `मुख्यपृष्ठ` are other words).
 */
export interface Term {
  /** The concept, in English. */
  concept: string;
  /** The term to use. */
  use: string;
  /** Variants that must not appear. */
  avoid: readonly string[];
}

export const terms: Record<'mr' | 'hi', readonly Term[]> = {
  mr: [
    { concept: 'assistance (spelling)', use: 'साहाय्य', avoid: ['सहाय्य', 'सहाय्यक', 'सहाय्याने'] },
    { concept: 'view, see (imperative)', use: 'पाहा', avoid: ['पहा'] },
    { concept: 'page', use: 'पान', avoid: ['पृष्ठ', 'पृष्ठे', 'पृष्ठाचे', 'पृष्ठावर', 'पृष्ठावरील', 'पृष्ठांशी'] },
    { concept: 'Google Map', use: 'गूगल नकाशा', avoid: ['गूगल नकाशे', 'गूगल मॅप्स', 'गूगल मॅप्समध्ये', 'गूगल मॅप'] },
    {
      concept: 'placement cell',
      use: 'रोजगार व नियुक्ती कक्ष',
      avoid: ['प्लेसमेंट कक्ष', 'प्रशिक्षण व रोजगार कक्ष', 'प्रशिक्षण व रोजगार कक्षामार्फत'],
    },
    { concept: 'daily news', use: 'दैनंदिन बातम्या', avoid: ['दैनिक बातम्या'] },
    { concept: 'text size', use: 'मजकुराचा आकार', avoid: ['अक्षरांचा आकार', 'अक्षर आकार'] },
    { concept: 'high contrast', use: 'उच्च कॉन्ट्रास्ट', avoid: ['ठळक रंगसंगती'] },
    { concept: 'last updated', use: 'अखेरचे अद्ययावतीकरण', avoid: ['शेवटचे अद्ययावत'] },
    { concept: 'online courses', use: 'ऑनलाइन अभ्यासक्रम', avoid: ['ऑनलाइन कोर्सेस', 'ऑनलाइन कोर्स'] },
    { concept: 'Ram Navami', use: 'रामनवमी', avoid: ['राम नवमी'] },
    { concept: 'Christmas', use: 'नाताळ', avoid: ['ख्रिसमस'] },
  ],
  hi: [
    { concept: 'go (imperative, spelling)', use: 'जाएँ', avoid: ['जाएं'] },
    { concept: 'phone', use: 'फ़ोन', avoid: ['दूरभाष', 'टेलीफ़ोन', 'फोन'] },
    { concept: 'e-mail', use: 'ई-मेल', avoid: ['ईमेल'] },
    { concept: 'text size', use: 'पाठ का आकार', avoid: ['अक्षरों का आकार', 'अक्षर आकार'] },
    { concept: 'Google Map', use: 'गूगल मानचित्र', avoid: ['गूगल मैप्स', 'गूगल मैप'] },
    { concept: 'school and sports events', use: 'विद्यालय/खेलकूद', avoid: ['विद्यालय/खेल'] },
    { concept: 'programmes of study', use: 'पाठ्यक्रम', avoid: ['स्नातक कार्यक्रम', 'स्नातकोत्तर कार्यक्रम', 'ऑनलाइन कार्यक्रम'] },
    { concept: 'placement cell', use: 'नियोजन प्रकोष्ठ', avoid: ['नियोजन (प्लेसमेंट)', 'प्लेसमेंट प्रकोष्ठ'] },
    { concept: 'to follow (a schedule)', use: 'का पालन', avoid: ['निभाई'] },
    { concept: "boys' and girls' hostels", use: 'छात्र छात्रावास', avoid: ['छात्रावास (छात्र)', 'छात्रावास (छात्राएँ)'] },
  ],
};
