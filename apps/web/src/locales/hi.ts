import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Hindi. */
export const hi: AppMessages = {
  app: {
    intro:
      'अपना खाता देखने, नेटवर्क बदलने, मैसेज पर हस्ताक्षर करने और अपने वॉलेट में टोकन जोड़ने के लिए वॉलेट कनेक्ट करें।',
    connectedIntro:
      'आपका वॉलेट कनेक्ट है। नेटवर्क बदलें, मैसेज पर हस्ताक्षर करें या टोकन जोड़ें।',
    title: 'आपका वॉलेट',
    footer:
      'Latch आपकी कुंजियाँ कभी नहीं देखता: हस्ताक्षर आपका वॉलेट करता है, Latch सिर्फ़ अनुरोध करता है।',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch के साथ आने वाले सॉफ़्टवेयर के लाइसेंस',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    body: 'इस पते पर कुछ नहीं है।',
    home: 'होम पर जाएँ',
  },
  theme: {
    label: 'थीम',
    system: 'सिस्टम',
    light: 'लाइट',
    dark: 'डार्क',
  },
  language: {
    label: 'भाषा',
  },
}
