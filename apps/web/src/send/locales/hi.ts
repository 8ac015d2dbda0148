import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Hindi. */
export const hi: SendMessages = {
  title: 'लेन-देन भेजें',
  intro:
    'ETH या डेमो टोकन किसी पते या ENS नाम पर भेजें, फिर खाता डायलॉग में "हाल के लेन-देन" में उसे देखें।',
  recipient: 'प्राप्तकर्ता',
  recipientHint: 'एक पता (0x…) या ENS नाम।',
  amount: 'राशि',
  amountHint: '0.5 जैसी संख्या, दशमलव से पहले बिंदु के साथ।',
  asset: 'एसेट',
  submit: 'भेजें',
  batch: 'स्वीकृत करें और भेजें',
  batchHint:
    '"स्वीकृत करें और भेजें" डेमो टोकन को एक बैच में भेजता है: पहले स्वीकृति, फिर ट्रांसफ़र।',
  resolving: 'नाम खोजा जा रहा है…',
  invalidRecipient: 'एक पता (0x और 40 हेक्साडेसिमल अक्षर) या ENS नाम दर्ज करें।',
  nameNotFound: 'यह नाम किसी पते की ओर इशारा नहीं करता।',
  invalidAmount: 'राशि दर्ज करें: 0.5 जैसी संख्या।',
  amountPrecision: 'इस एसेट के लिए दशमलव के बाद बहुत अधिक अंक।',
  amountZero: 'शून्य से बड़ी राशि दर्ज करें।',
  sent: 'भेजा गया: खाता डायलॉग में "हाल के लेन-देन" में इसे देखें।',
}
