import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Thai. */
export const th: Messages = {
  lang: 'th',
  dir: 'ltr',

  dialog: {
    close: 'ปิด',
  },

  copy: {
    failed: 'คัดลอกไม่สำเร็จ: เลือกข้อความแล้วคัดลอกด้วยตนเอง',
  },

  wallet: {
    connect: 'เชื่อมต่อกระเป๋าเงิน',
    browserWallet: 'กระเป๋าเงินบนเบราว์เซอร์',
    restoring: 'กำลังกู้คืนเซสชันของคุณ…',
    accountHint: 'เปิดรายละเอียดบัญชี',
    unsupportedNetwork: 'ไม่รองรับเครือข่ายนี้',
    unknownNetwork: (chainId) => `เชน ${chainId}`,
  },

  connect: {
    newToWallets: 'เพิ่งเริ่มใช้วอลเล็ต?',
    learnAboutWallets: 'เรียนรู้เกี่ยวกับวอลเล็ต',
    title: 'เชื่อมต่อกระเป๋าเงิน',
    intro: (app) => `เลือกกระเป๋าเงินที่คุณต้องการใช้กับ ${app}`,
    recent: 'ล่าสุด',
    installed: 'ติดตั้งในเบราว์เซอร์นี้แล้ว',
    detected: 'พบในเบราว์เซอร์นี้',
    appOrExtension: (wallet) => `แอปหรือส่วนขยาย ${isolate(wallet)}`,
    popup: (wallet) => `เปิดหน้าต่าง ${isolate(wallet)}`,
    legacy: (wallet) => `การเชื่อมต่อ ${isolate(wallet)} แบบเดิม`,
    scanWith: (wallet) => `สแกนด้วย ${isolate(wallet)} บนโทรศัพท์`,
    appOnDevice: (wallet) => `ใช้แอป ${isolate(wallet)} บนอุปกรณ์นี้`,
    getNamed: (wallet) => `ดาวน์โหลด ${isolate(wallet)}`,
    groups: {
      installed: 'ติดตั้งแล้ว',
      popular: 'ยอดนิยม',
      more: 'กระเป๋าเงินอื่น ๆ',
    },
    walletConnect: 'สแกนด้วยกระเป๋าเงินบนโทรศัพท์',
    walletConnectTouch: 'เปิดแอปกระเป๋าเงินบนอุปกรณ์นี้',
    notInstalled: 'ยังไม่ได้ติดตั้ง',
    notInstalledHelp:
      'กระเป๋าเงินบนเบราว์เซอร์คือส่วนขยายที่เก็บคีย์ของคุณ และจะถามคุณก่อนที่เว็บไซต์ใดจะใช้คีย์นั้นได้ ติดตั้งสักตัวแล้วโหลดหน้านี้ใหม่ หรือเลือกตัวเลือกอื่น',
    getWallet: 'หากระเป๋าเงิน (เปิดในแท็บใหม่)',
    getWalletUrl: 'https://ethereum.org/th/wallets/find-wallet/',
    notConfigured: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่า',
    confirmIn: (wallet) => `ยืนยันใน ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} กำลังขอให้คุณเชื่อมต่อกับ ${app} โปรดอนุมัติคำขอในกระเป๋าเงิน`,
    opening: (wallet) => `กำลังเปิด ${isolate(wallet)}…`,
    cancel: 'ยกเลิก',
    tryAgain: 'ลองอีกครั้ง',
    back: 'เลือกกระเป๋าเงินอื่น',
    connected: (wallet) => `เชื่อมต่อกับ ${isolate(wallet)} แล้ว`,
    cancelled: 'ยกเลิกการเชื่อมต่อแล้ว',
    rdnsShared: (rdns) => `มีกระเป๋าเงินมากกว่าหนึ่งรายการที่อ้างว่าเป็น ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'คิวอาร์โค้ด WalletConnect',
    scan: 'สแกนโค้ดนี้ด้วยแอปกระเป๋าเงินบนโทรศัพท์ของคุณ',
    preparing: 'กำลังเตรียมคิวอาร์โค้ด…',
    copyLink: 'คัดลอกลิงก์',
    linkCopied: 'คัดลอกลิงก์แล้ว',
  },

  phone: {
    openNamed: (wallet) => `เปิด ${isolate(wallet)}`,
    preparing: 'กำลังเตรียมลิงก์…',
    waitingHelp: (wallet) => `อนุมัติใน ${isolate(wallet)} แล้วกลับมาที่หน้านี้`,
    notOpened: (wallet) =>
      `${isolate(wallet)} ไม่เปิดขึ้น ติดตั้งไว้ในโทรศัพท์เครื่องนี้หรือไม่`,
    rejectedIn: (wallet) => `ถูกปฏิเสธใน ${isolate(wallet)}`,
    startOver: 'เริ่มใหม่',
    inApp:
      'เบราว์เซอร์ของแอปนี้อาจเปิดแอปกระเป๋าเงินไม่ได้ เปิดหน้านี้ในเบราว์เซอร์ของโทรศัพท์เพื่อเชื่อมต่อ',
    openInBrowser: 'เปิดในเบราว์เซอร์',
    openDesktopApp: 'เปิดแอปเดสก์ท็อป',
  },

  account: {
    title: 'บัญชี',
    address: 'ที่อยู่',
    network: 'เครือข่าย',
    balance: 'ยอดคงเหลือ',
    wallet: 'กระเป๋าเงิน',
    loading: 'กำลังโหลด…',
    unavailable: 'ไม่พร้อมใช้งาน',
    tokens: 'ยอดคงเหลือโทเคน',
    retrying: 'จะลองใหม่จนกว่าจะได้รับการตอบกลับ',
    copyAddress: 'คัดลอกที่อยู่',
    addressCopied: 'คัดลอกที่อยู่แล้ว',
    viewOnExplorer: 'ดูใน Explorer',
    explorerHint: (explorer) => `${explorer} เปิดในแท็บใหม่`,
    disconnect: 'ยกเลิกการเชื่อมต่อ',
    disconnecting: 'กำลังยกเลิกการเชื่อมต่อ…',
  },

  network: {
    switchTitle: 'สลับเครือข่าย',
    label: 'เครือข่าย',
    current: 'เชื่อมต่ออยู่',
    switching: (chain) => `กำลังสลับไปที่ ${chain}…`,
    adding: (chain) => `กำลังเพิ่ม ${chain} ในกระเป๋าเงินของคุณ…`,
    confirmIn: (wallet) => `ยืนยันใน ${isolate(wallet)}`,
    switched: (chain) => `สลับไปที่ ${chain} แล้ว`,
    switchInWallet: (chain) => `สลับเครือข่ายในกระเป๋าเงินของคุณเป็น ${chain}`,
  },

  unsupported: {
    title: 'ไม่รองรับเครือข่ายนี้',
    body: (chainId, app) =>
      `กระเป๋าเงินของคุณอยู่บนเครือข่ายที่ ${app} ไม่รองรับ (เชน ${chainId})`,
    switchTo: (chain) => `สลับไปที่ ${chain}`,
  },

  sign: {
    title: 'ลงนามข้อความ',
    intro: 'การลงนามพิสูจน์ว่าคุณเป็นผู้ควบคุมบัญชีนี้ ไม่มีค่าใช้จ่ายและไม่มีการส่งธุรกรรมใดๆ',
    message: 'ข้อความ',
    submit: 'ลงนามข้อความ',
    signature: 'ลายเซ็น',
    copySignature: 'คัดลอกลายเซ็น',
    signatureCopied: 'คัดลอกลายเซ็นแล้ว',
    confirmIn: (wallet) => `ยืนยันการลงนามใน ${isolate(wallet)}`,
    verified: (signer) => `ลายเซ็นถูกต้อง: ลงนามโดย ${isolate(signer)}`,
    notVerified: 'ลายเซ็นนี้ไม่ถูกต้องสำหรับบัญชีนี้',
    notChecked: 'ตรวจสอบลายเซ็นไม่ได้: โปรดลองอีกครั้งในภายหลัง',
  },

  token: {
    title: 'เพิ่มโทเคน',
    intro: 'เพิ่มโทเคน ERC-20 ในรายการที่กระเป๋าเงินของคุณแสดง',
    address: 'ที่อยู่โทเคน',
    addressHint: (digits) =>
      plural('th', digits, { other: '0x ตามด้วยอักขระฐานสิบหก # ตัว' }),
    symbol: 'สัญลักษณ์',
    symbolHint: (max) =>
      plural('th', max, {
        other: '1 ถึง # ตัวอักษร ตามที่กระเป๋าเงินจะแสดง',
      }),
    decimals: 'ทศนิยม',
    decimalsHint: 'จำนวนเต็มตั้งแต่ 0 ถึง 36 โทเคนส่วนใหญ่ใช้ 18',
    image: 'URL รูปภาพ',
    imageHint: 'ไม่บังคับ: ที่อยู่ https:// หรือ data:image',
    submit: 'เพิ่มในกระเป๋าเงิน',
    suggestions: 'โทเคนที่รู้จัก:',
    suggestion: (symbol) => `กรอก ${isolate(symbol)}`,
    confirmIn: (wallet) => `ยืนยันใน ${isolate(wallet)}`,
    added: (symbol) => `เพิ่ม ${isolate(symbol)} ในกระเป๋าเงินของคุณแล้ว`,
    declined: (symbol) => `กระเป๋าเงินของคุณไม่ได้เพิ่ม ${isolate(symbol)}`,
    unsupported: 'กระเป๋าเงินของคุณไม่รองรับการเพิ่มโทเคน',
    invalid: {
      address: (digits) =>
        plural('th', digits, {
          other: 'กรอกที่อยู่โทเคน: 0x ตามด้วยอักขระฐานสิบหก # ตัว',
        }),
      checksum: 'ตัวพิมพ์ใหญ่ในที่อยู่นี้ไม่ตรงกับ checksum: โปรดตรวจสอบว่าพิมพ์ผิดหรือไม่',
      symbol: (max) =>
        plural('th', max, { other: 'กรอกสัญลักษณ์ความยาว 1 ถึง # ตัวอักษร' }),
      decimals: 'กรอกจำนวนเต็มตั้งแต่ 0 ถึง 36',
      image: 'ใช้ที่อยู่ที่ขึ้นต้นด้วย https:// หรือ data:image/',
    },
  },

  errors: {
    userRejected: 'คุณปฏิเสธคำขอในกระเป๋าเงินของคุณ',
    unauthorized: 'กระเป๋าเงินของคุณยังไม่อนุญาตคำขอนี้ โปรดเชื่อมต่ออีกครั้ง',
    unsupportedMethod: 'กระเป๋าเงินของคุณไม่รองรับคำขอนี้',
    disconnected: 'กระเป๋าเงินของคุณถูกตัดการเชื่อมต่อ โปรดเชื่อมต่ออีกครั้ง',
    chainDisconnected: (chain) =>
      chain
        ? `กระเป๋าเงินของคุณไม่ได้เชื่อมต่อกับ ${chain}`
        : 'กระเป๋าเงินของคุณไม่ได้เชื่อมต่อกับเครือข่ายนี้',
    pairingExpired:
      'คิวอาร์โค้ดหมดอายุก่อนที่กระเป๋าเงินจะตอบกลับ แสดงโค้ดใหม่แล้วสแกนอีกครั้ง',
    requestPending: 'มีคำขอรออยู่ในกระเป๋าเงินของคุณแล้ว เปิดกระเป๋าเงินเพื่อดำเนินการต่อ',
    internal: 'กระเป๋าเงินของคุณพบปัญหา โปรดลองอีกครั้ง',
    providerNotFound: 'ไม่ได้ติดตั้งกระเป๋าเงินนี้ในเบราว์เซอร์นี้ ติดตั้งหรือเลือกกระเป๋าเงินอื่น',
    connectorNotConfigured: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่ากระเป๋าเงินนี้ โปรดเลือกกระเป๋าเงินอื่น',
    connectorRequired: 'เลือกกระเป๋าเงินที่จะเชื่อมต่อ',
    messageRequired: 'กรอกข้อความที่จะลงนาม',
    addressRequired: 'ต้องมีที่อยู่จึงจะค้นหาชื่อได้',
    chainNotConfigured: (chain) =>
      chain ? `ที่นี่ไม่รองรับ ${chain}` : 'ที่นี่ไม่รองรับเครือข่ายนี้',
    addChain: (chain) =>
      chain
        ? `เพิ่ม ${chain} ในกระเป๋าเงินของคุณไม่สำเร็จ`
        : 'เพิ่มเครือข่ายในกระเป๋าเงินของคุณไม่สำเร็จ',
    switchChain: (chain) =>
      chain
        ? `สลับกระเป๋าเงินของคุณไปที่ ${chain} ไม่สำเร็จ`
        : 'สลับเครือข่ายในกระเป๋าเงินของคุณไม่สำเร็จ',
    switchChainNotSupported: (chain) =>
      chain
        ? `สลับเครือข่ายในกระเป๋าเงินของคุณเป็น ${chain}`
        : 'สลับเครือข่ายในกระเป๋าเงินของคุณ',
    networkUnavailable: (chain) =>
      chain
        ? `ไม่สามารถเข้าถึง ${chain} ได้ในขณะนี้`
        : 'ไม่สามารถเข้าถึงเครือข่ายได้ในขณะนี้',
    unknown: 'เกิดข้อผิดพลาดกับกระเป๋าเงินของคุณ โปรดลองอีกครั้ง',
    notFromAccount:
      'กระเป๋าเงินของคุณตอบกลับด้วยธุรกรรมที่บัญชีของคุณไม่ได้ส่ง จึงไม่ได้แสดงในรายการ',
    setup: 'หน้านี้ตั้งค่าไม่ถูกต้อง โปรดโหลดหน้าใหม่',
  },
}
