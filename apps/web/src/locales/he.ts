import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Hebrew. */
export const he: AppMessages = {
  app: {
    intro:
      'חברו ארנק כדי לראות את החשבון שלכם, להחליף רשת, לחתום על הודעה ולהוסיף טוקן לארנק.',
    connectedIntro:
      'הארנק שלכם מחובר. אפשר להחליף רשת, לחתום על הודעה או להוסיף טוקן.',
    title: 'הארנק שלכם',
    footer: 'Latch אף פעם לא רואה את המפתחות שלכם: הארנק חותם, Latch רק מבקש.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'רישיונות התוכנה ש־Latch כולל',
  },
  notFound: {
    title: 'הדף לא נמצא',
    body: 'אין כלום בכתובת הזו.',
    home: 'לדף הבית',
  },
  theme: {
    label: 'ערכת נושא',
    system: 'מערכת',
    light: 'בהירה',
    dark: 'כהה',
  },
  language: {
    label: 'שפה',
  },
}
