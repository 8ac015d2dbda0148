import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Arabic. */
export const ar: AppMessages = {
  app: {
    intro:
      'اربط محفظة لترى حسابك، وتبدّل الشبكات، وتوقّع رسالة، وتضيف رمزًا مميزًا إلى محفظتك.',
    connectedIntro:
      'محفظتك متصلة. بدّل الشبكات، أو وقّع رسالة، أو أضف رمزًا مميزًا.',
    title: 'محفظتك',
    footer: 'لا يرى Latch مفاتيحك أبدًا: محفظتك توقّع، وLatch يطلب فقط.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'تراخيص البرمجيات التي يتضمنها Latch',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'لا يوجد شيء على هذا العنوان.',
    home: 'الصفحة الرئيسية',
  },
  theme: {
    label: 'المظهر',
    system: 'النظام',
    light: 'فاتح',
    dark: 'داكن',
  },
  language: {
    label: 'اللغة',
  },
}
