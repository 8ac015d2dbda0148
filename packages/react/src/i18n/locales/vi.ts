import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Vietnamese. */
export const vi: Messages = {
  lang: 'vi',
  dir: 'ltr',

  dialog: {
    close: 'Đóng',
  },

  copy: {
    failed: 'Không sao chép được: hãy chọn văn bản và tự sao chép.',
  },

  wallet: {
    connect: 'Kết nối ví',
    browserWallet: 'Ví trình duyệt',
    restoring: 'Đang khôi phục phiên…',
    accountHint: 'Mở chi tiết tài khoản',
    unsupportedNetwork: 'Mạng không được hỗ trợ',
    unknownNetwork: (chainId) => `Chuỗi ${chainId}`,
  },

  connect: {
    newToWallets: 'Mới dùng ví?',
    learnAboutWallets: 'Tìm hiểu về ví',
    title: 'Kết nối ví',
    intro: (app) => `Chọn ví bạn muốn dùng với ${app}.`,
    recent: 'Gần đây',
    installed: 'Đã cài trong trình duyệt này',
    detected: 'Tìm thấy trong trình duyệt này',
    appOrExtension: (wallet) => `Ứng dụng hoặc tiện ích ${isolate(wallet)}`,
    popup: (wallet) => `Mở cửa sổ ${isolate(wallet)}`,
    legacy: (wallet) => `Kết nối ${isolate(wallet)} cũ`,
    scanWith: (wallet) => `Quét bằng ${isolate(wallet)} trên điện thoại`,
    appOnDevice: (wallet) =>
      `Dùng ứng dụng ${isolate(wallet)} trên thiết bị này`,
    getNamed: (wallet) => `Tải ${isolate(wallet)}`,
    groups: {
      installed: 'Đã cài',
      popular: 'Phổ biến',
      more: 'Ví khác',
    },
    walletConnect: 'Quét bằng ví trên điện thoại',
    walletConnectTouch: 'Mở ứng dụng ví trên thiết bị này',
    notInstalled: 'Chưa cài đặt',
    notInstalledHelp:
      'Ví trình duyệt là tiện ích giữ khóa của bạn và hỏi ý bạn trước khi một trang web được dùng chúng. Hãy cài một ví, rồi tải lại trang này, hoặc chọn cách khác.',
    getWallet: 'Tìm ví (mở trong thẻ mới)',
    getWalletUrl: 'https://ethereum.org/vi/wallets/find-wallet/',
    notConfigured: 'Chưa được thiết lập trên trang này',
    confirmIn: (wallet) => `Xác nhận trong ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} đang yêu cầu bạn kết nối với ${app}. Hãy chấp thuận yêu cầu trong ví.`,
    opening: (wallet) => `Đang mở ${isolate(wallet)}…`,
    cancel: 'Hủy',
    tryAgain: 'Thử lại',
    back: 'Chọn ví khác',
    connected: (wallet) => `Đã kết nối bằng ${isolate(wallet)}.`,
    cancelled: 'Đã hủy kết nối.',
    rdnsShared: (rdns) => `Có nhiều ví cùng nhận là ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'Mã QR WalletConnect',
    scan: 'Quét mã này bằng ứng dụng ví trên điện thoại của bạn.',
    preparing: 'Đang chuẩn bị mã QR…',
    copyLink: 'Sao chép liên kết',
    linkCopied: 'Đã sao chép liên kết.',
  },

  phone: {
    openNamed: (wallet) => `Mở ${isolate(wallet)}`,
    preparing: 'Đang chuẩn bị liên kết…',
    waitingHelp: (wallet) =>
      `Hãy chấp thuận trong ${isolate(wallet)}, rồi quay lại trang này.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} chưa mở. Ứng dụng đã được cài trên điện thoại này chưa?`,
    rejectedIn: (wallet) => `Đã bị từ chối trong ${isolate(wallet)}.`,
    startOver: 'Bắt đầu lại',
    inApp:
      'Trình duyệt của ứng dụng này có thể không mở được ứng dụng ví. Hãy mở trang này trong trình duyệt của điện thoại để kết nối.',
    openInBrowser: 'Mở trong trình duyệt',
    openDesktopApp: 'Mở ứng dụng máy tính',
  },

  account: {
    title: 'Tài khoản',
    address: 'Địa chỉ',
    network: 'Mạng',
    balance: 'Số dư',
    wallet: 'Ví',
    loading: 'Đang tải…',
    unavailable: 'Không khả dụng',
    tokens: 'Số dư token',
    retrying: 'Sẽ thử lại cho đến khi có phản hồi.',
    copyAddress: 'Sao chép địa chỉ',
    addressCopied: 'Đã sao chép địa chỉ.',
    viewOnExplorer: 'Xem trên trình khám phá',
    explorerHint: (explorer) => `${explorer}, mở trong thẻ mới`,
    disconnect: 'Ngắt kết nối',
    disconnecting: 'Đang ngắt kết nối…',
  },

  network: {
    switchTitle: 'Chuyển mạng',
    label: 'Mạng',
    current: 'Đã kết nối',
    switching: (chain) => `Đang chuyển sang ${chain}…`,
    adding: (chain) => `Đang thêm ${chain} vào ví…`,
    confirmIn: (wallet) => `Xác nhận trong ${isolate(wallet)}.`,
    switched: (chain) => `Đã chuyển sang ${chain}.`,
    switchInWallet: (chain) => `Hãy chuyển mạng trong ví sang ${chain}.`,
  },

  unsupported: {
    title: 'Mạng không được hỗ trợ',
    body: (chainId, app) =>
      `Ví của bạn đang ở mạng mà ${app} không hỗ trợ (chuỗi ${chainId}).`,
    switchTo: (chain) => `Chuyển sang ${chain}`,
  },

  sign: {
    title: 'Ký tin nhắn',
    intro:
      'Chữ ký chứng minh bạn kiểm soát tài khoản này. Miễn phí và không gửi giao dịch nào.',
    message: 'Tin nhắn',
    submit: 'Ký tin nhắn',
    signature: 'Chữ ký',
    copySignature: 'Sao chép chữ ký',
    signatureCopied: 'Đã sao chép chữ ký.',
    confirmIn: (wallet) => `Xác nhận chữ ký trong ${isolate(wallet)}.`,
    verified: (signer) => `Chữ ký hợp lệ: do ${isolate(signer)} ký.`,
    notVerified: 'Chữ ký không hợp lệ với tài khoản này.',
    notChecked: 'Không kiểm tra được chữ ký: hãy thử lại sau.',
  },

  token: {
    title: 'Thêm token',
    intro: 'Thêm một token ERC-20 vào danh sách ví của bạn hiển thị.',
    address: 'Địa chỉ token',
    addressHint: (digits) =>
      plural('vi', digits, { other: '0x theo sau là # ký tự thập lục phân.' }),
    symbol: 'Ký hiệu',
    symbolHint: (max) =>
      plural('vi', max, {
        other: 'Từ 1 đến # ký tự, như ví sẽ hiển thị.',
      }),
    decimals: 'Số thập phân',
    decimalsHint: 'Số nguyên từ 0 đến 36; hầu hết token dùng 18.',
    image: 'URL hình ảnh',
    imageHint: 'Không bắt buộc: địa chỉ https:// hoặc data:image.',
    submit: 'Thêm vào ví',
    suggestions: 'Token đã biết:',
    suggestion: (symbol) => `Điền ${isolate(symbol)}`,
    confirmIn: (wallet) => `Xác nhận trong ${isolate(wallet)}.`,
    added: (symbol) => `Đã thêm ${isolate(symbol)} vào ví của bạn.`,
    declined: (symbol) => `Ví của bạn đã không thêm ${isolate(symbol)}.`,
    unsupported: 'Ví của bạn không hỗ trợ thêm token.',
    invalid: {
      address: (digits) =>
        plural('vi', digits, {
          other: 'Nhập địa chỉ token: 0x theo sau là # ký tự thập lục phân.',
        }),
      checksum:
        'Chữ hoa trong địa chỉ này không khớp với mã kiểm tra (checksum): hãy kiểm tra lỗi gõ.',
      symbol: (max) =>
        plural('vi', max, { other: 'Nhập ký hiệu dài từ 1 đến # ký tự.' }),
      decimals: 'Nhập số nguyên từ 0 đến 36.',
      image: 'Dùng địa chỉ bắt đầu bằng https:// hoặc data:image/.',
    },
  },

  errors: {
    userRejected: 'Bạn đã từ chối yêu cầu trong ví.',
    unauthorized: 'Ví của bạn chưa cho phép yêu cầu này. Hãy kết nối lại.',
    unsupportedMethod: 'Ví của bạn không hỗ trợ yêu cầu này.',
    disconnected: 'Ví của bạn đã ngắt kết nối. Hãy kết nối lại.',
    chainDisconnected: (chain) =>
      chain
        ? `Ví của bạn chưa kết nối với ${chain}.`
        : 'Ví của bạn chưa kết nối với mạng này.',
    pairingExpired:
      'Mã QR đã hết hạn trước khi ví phản hồi. Hãy hiển thị mã mới và quét lại.',
    requestPending:
      'Đã có một yêu cầu đang chờ trong ví. Hãy mở ví để tiếp tục.',
    internal: 'Ví của bạn gặp sự cố. Hãy thử lại.',
    providerNotFound:
      'Ví này chưa được cài trong trình duyệt. Hãy cài đặt hoặc chọn ví khác.',
    connectorNotConfigured:
      'Ví này chưa được thiết lập trên trang. Hãy chọn ví khác.',
    connectorRequired: 'Hãy chọn một ví để kết nối.',
    messageRequired: 'Hãy nhập tin nhắn cần ký.',
    addressRequired: 'Cần có địa chỉ để tra cứu tên.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} không được hỗ trợ ở đây.`
        : 'Mạng này không được hỗ trợ ở đây.',
    addChain: (chain) =>
      chain
        ? `Không thêm được ${chain} vào ví của bạn.`
        : 'Không thêm được mạng vào ví của bạn.',
    switchChain: (chain) =>
      chain
        ? `Không chuyển được ví sang ${chain}.`
        : 'Không chuyển được mạng của ví.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Hãy chuyển mạng trong ví sang ${chain}.`
        : 'Hãy chuyển mạng trong ví.',
    networkUnavailable: (chain) =>
      chain
        ? `Hiện không thể kết nối tới ${chain}.`
        : 'Hiện không thể kết nối tới mạng.',
    unknown: 'Ví của bạn gặp lỗi. Hãy thử lại.',
    notFromAccount:
      'Ví của bạn trả về một giao dịch mà tài khoản của bạn không gửi. Giao dịch này không được đưa vào danh sách.',
    setup: 'Trang này chưa được thiết lập đúng. Hãy tải lại trang.',
  },
}
