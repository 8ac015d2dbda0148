import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Portuguese (Brazil). */
export const ptBR: AppMessages = {
  app: {
    intro:
      'Conecte uma carteira para ver sua conta, mudar de rede, assinar uma mensagem e adicionar um token à sua carteira.',
    connectedIntro:
      'Sua carteira está conectada. Mude de rede, assine uma mensagem ou adicione um token.',
    title: 'Sua carteira',
    footer:
      'O Latch nunca vê suas chaves: sua carteira assina, o Latch só pede.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Licenças do software que acompanha o Latch',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não há nada neste endereço.',
    home: 'Ir para o início',
  },
  theme: {
    label: 'Tema',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Escuro',
  },
  language: {
    label: 'Idioma',
  },
}
