import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (hi). */
export const hi: SiweMessages = {
  signIn: 'साइन इन करें',
  signOut: 'साइन आउट करें',
  stepTitle: (app) => `${app} में साइन इन करें`,
  stepIntro: (app) =>
    `${app} को यह दिखाने के लिए कि यह खाता आपके नियंत्रण में है, एक संदेश पर हस्ताक्षर करें: यह मुफ़्त है, न कोई लेन-देन, न कोई गैस शुल्क।`,
  notNow: 'अभी नहीं',
  confirmIn: (wallet) => `${isolate(wallet)} में साइन-इन की पुष्टि करें।`,
  verifying: 'साइन-इन की जाँच हो रही है…',
  signedInAs: (name) => `${isolate(name)} के रूप में साइन इन`,
  refused: 'सर्वर ने साइन-इन स्वीकार नहीं किया। फिर से कोशिश करें।',
  unavailable: 'साइन-इन अभी उपलब्ध नहीं है। बाद में फिर कोशिश करें।',
}
