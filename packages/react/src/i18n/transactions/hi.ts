import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (hi). */
export const hi: TransactionMessages = {
  title: 'हाल के लेन-देन',
  empty: 'आपके भेजे गए लेन-देन यहाँ दिखते हैं।',
  clear: 'साफ़ करें',
  pending: 'लंबित',
  confirmed: 'पुष्ट',
  failed: 'विफल',
  replaced: 'बदला गया',
  cancelled: 'रद्द',
  dropped: 'हटा दिया गया',
  partial: 'इसकी कुछ कॉल विफल रहीं।',
  notExecuted: 'वॉलेट ने इसे निष्पादित नहीं किया: कुछ भी नहीं भेजा गया।',
  pendingCount: (count) => plural('hi', count, { other: '# लंबित' }),
  sentAtomic: 'एक ही लेन-देन के रूप में भेजा गया: सभी कॉल चलेंगी, या कोई नहीं।',
  sentSequential: 'एक-एक करके भेजा गया: हर कॉल अपना अलग लेन-देन है।',
  gasPaidBy: (app) => `गैस शुल्क का भुगतान ${app} करेगा`,
  youPayGas: 'गैस शुल्क आप चुकाएँगे',
  sponsored: 'आपका गैस शुल्क चुकाया गया',
  sponsorshipUnavailable: (app) =>
    `${app} इस नेटवर्क पर इस वॉलेट के लिए गैस शुल्क नहीं चुका सकता। कुछ भी नहीं भेजा गया।`,
  sponsorshipFailed: 'प्रायोजक ने इसका गैस शुल्क नहीं चुकाया। कुछ भी नहीं भेजा गया।',
}
