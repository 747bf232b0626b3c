/**
 * Interface strings of the GIGW 3.0 features (access bar additions, feedback
 * form, breadcrumbs, external and PDF link marks, last-updated line), in the
 * three languages. Keys follow the catalog contract (data/i18n/messages/*.json),
 * so they move there unchanged once the catalogs exist.
 */
export type GigwLanguage = 'en' | 'mr' | 'hi';

const en = {
  'accessBar.skipToMain': 'Skip to main content',
  'accessBar.textSizeLarger': 'larger text',
  'accessBar.textSizeNormal': 'normal text size',
  'accessBar.textSizeSmaller': 'smaller text',
  'accessBar.textSizeNow': 'Text size {percent}%',
  'accessBar.highContrast': 'High contrast',
  'accessBar.highContrastOn': 'High contrast on',
  'accessBar.highContrastOff': 'Standard colours on',
  'links.external': 'opens an external website',
  'links.pdf': 'PDF, {size}',
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'footer.lastUpdated': 'Last updated:',
  'footer.feedback': 'Feedback',
  'footer.policies': 'Website policies',
  'feedback.name': 'Your name',
  'feedback.email': 'Your e-mail address',
  'feedback.page': 'Page your message is about',
  'feedback.message': 'Your message',
  'feedback.submit': 'Send feedback',
  'feedback.required': 'Enter {field}.',
  'feedback.emailInvalid': 'Enter an e-mail address like name@example.com.',
  'feedback.sent': 'Thank you. Your message has been sent to the university.',
  'feedback.mailto':
    'Your e-mail program has been asked to open a message to {email} with what you wrote. Nothing has been sent yet: send it from there. If no e-mail program opened, write to {email}; your text is still in this form.',
  'feedback.failed': 'Your message could not be sent. Nothing you typed is lost: try again later, or write to {email}.',
  'feedback.subject': 'Website feedback: {page}',
} as const;

export type GigwMessageKey = keyof typeof en;

const mr: Record<GigwMessageKey, string> = {
  'accessBar.skipToMain': 'मुख्य मजकुराकडे जा',
  'accessBar.textSizeLarger': 'मोठी अक्षरे',
  'accessBar.textSizeNormal': 'सामान्य अक्षर आकार',
  'accessBar.textSizeSmaller': 'लहान अक्षरे',
  'accessBar.textSizeNow': 'अक्षरांचा आकार {percent}%',
  'accessBar.highContrast': 'ठळक रंगसंगती',
  'accessBar.highContrastOn': 'ठळक रंगसंगती सुरू',
  'accessBar.highContrastOff': 'नेहमीची रंगसंगती सुरू',
  'links.external': 'बाह्य संकेतस्थळ उघडते',
  'links.pdf': 'पीडीएफ, {size}',
  'breadcrumb.label': 'मार्गदर्शक दुवे',
  'breadcrumb.home': 'मुख्यपृष्ठ',
  'footer.lastUpdated': 'शेवटचे अद्ययावत:',
  'footer.feedback': 'अभिप्राय',
  'footer.policies': 'संकेतस्थळ धोरणे',
  'feedback.name': 'आपले नाव',
  'feedback.email': 'आपला ई-मेल पत्ता',
  'feedback.page': 'आपला संदेश कोणत्या पानाबद्दल आहे',
  'feedback.message': 'आपला संदेश',
  'feedback.submit': 'अभिप्राय पाठवा',
  'feedback.required': '{field} लिहा.',
  'feedback.emailInvalid': 'name@example.com असा ई-मेल पत्ता लिहा.',
  'feedback.sent': 'धन्यवाद. आपला संदेश विद्यापीठाकडे पाठवला आहे.',
  'feedback.mailto':
    'आपण लिहिलेला संदेश {email} या पत्त्यावर पाठवण्यासाठी आपला ई-मेल प्रोग्राम उघडण्यास सांगितले आहे. अजून काहीही पाठवलेले नाही: तिथून संदेश पाठवा. ई-मेल प्रोग्राम उघडला नसल्यास {email} वर लिहा; आपला मजकूर या फॉर्ममध्ये तसाच आहे.',
  'feedback.failed':
    'आपला संदेश पाठवता आला नाही. आपण लिहिलेले काहीही गेलेले नाही: थोड्या वेळाने पुन्हा प्रयत्न करा किंवा {email} वर लिहा.',
  'feedback.subject': 'संकेतस्थळाबद्दल अभिप्राय: {page}',
};

const hi: Record<GigwMessageKey, string> = {
  'accessBar.skipToMain': 'मुख्य सामग्री पर जाएँ',
  'accessBar.textSizeLarger': 'बड़े अक्षर',
  'accessBar.textSizeNormal': 'सामान्य अक्षर आकार',
  'accessBar.textSizeSmaller': 'छोटे अक्षर',
  'accessBar.textSizeNow': 'अक्षरों का आकार {percent}%',
  'accessBar.highContrast': 'उच्च कंट्रास्ट',
  'accessBar.highContrastOn': 'उच्च कंट्रास्ट चालू',
  'accessBar.highContrastOff': 'सामान्य रंग चालू',
  'links.external': 'बाहरी वेबसाइट खोलता है',
  'links.pdf': 'पीडीएफ, {size}',
  'breadcrumb.label': 'मार्ग-सूचक',
  'breadcrumb.home': 'मुखपृष्ठ',
  'footer.lastUpdated': 'अंतिम अद्यतन:',
  'footer.feedback': 'प्रतिक्रिया',
  'footer.policies': 'वेबसाइट नीतियाँ',
  'feedback.name': 'आपका नाम',
  'feedback.email': 'आपका ई-मेल पता',
  'feedback.page': 'आपका संदेश किस पृष्ठ के बारे में है',
  'feedback.message': 'आपका संदेश',
  'feedback.submit': 'प्रतिक्रिया भेजें',
  'feedback.required': '{field} लिखें।',
  'feedback.emailInvalid': 'name@example.com जैसा ई-मेल पता लिखें।',
  'feedback.sent': 'धन्यवाद। आपका संदेश विश्वविद्यालय को भेज दिया गया है।',
  'feedback.mailto':
    'आपने जो लिखा है उसे {email} पर भेजने के लिए आपका ई-मेल प्रोग्राम खोलने को कहा गया है। अभी कुछ भी नहीं भेजा गया है: वहीं से संदेश भेजें। यदि कोई ई-मेल प्रोग्राम नहीं खुला, तो {email} पर लिखें; आपका लिखा इस फ़ॉर्म में बना हुआ है।',
  'feedback.failed': 'आपका संदेश भेजा नहीं जा सका। आपका लिखा कुछ भी खोया नहीं है: बाद में फिर प्रयास करें या {email} पर लिखें।',
  'feedback.subject': 'वेबसाइट पर प्रतिक्रिया: {page}',
};

export const gigwMessages: Record<GigwLanguage, Record<GigwMessageKey, string>> = { en, mr, hi };

/** A GIGW interface string with its `{name}` placeholders filled. */
export function gigwText(
  lang: GigwLanguage,
  key: GigwMessageKey,
  params: Record<string, string | number> = {},
): string {
  return gigwMessages[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
